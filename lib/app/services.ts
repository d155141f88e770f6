// The service objects a Lambda instance builds once, at cold start: store, resource engine and authenticator.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { membershipRole } from '../auth/membership-role.js';
import { sessionIsLive } from '../auth/session-live.js';
import { createAuthenticator, type StoredApiKey } from '../auth/authenticate.js';
import { createRateLimiter, rateLimitConfigFromEnv } from '../auth/rate-limit.js';
import { tokenIssuer, tokenSignerFromEnv } from '../auth/token-signer-from-env.js';
import { createTokenService } from '../auth/tokens.js';
import { defaultDocumentClient } from '../aws/clients.js';
import { tableName } from '../config.js';
import { apiKeys } from '../resources/api-keys.js';
import { contactCompanyHook } from '../resources/contact-company.js';
import type { PropertyDefinition } from '../resources/custom-properties.js';
import { createEngine } from '../resources/engine.js';
import { imports } from '../resources/imports.js';
import { importWebhookHook } from '../imports/import-webhooks.js';
import { pipelines } from '../resources/pipelines.js';
import { snapshotHook } from '../resources/snapshot-hook.js';
import { views } from '../resources/views.js';
import { organizations } from '../resources/organizations.js';
import { properties } from '../resources/properties.js';
import { recordKey } from '../store/keys.js';
import { isConditionFailure } from '../store/condition-failure.js';
import { createStore, type Store } from '../store/store.js';

/** A key's last use is written at most this often, so that reads do not each cost a write. */
const KEY_USE_INTERVAL_MS = 60_000;

function apiKeyLookups(store: Store) {
  const lastNoted = new Map<string, number>();
  return {
    async findApiKey(hash: string): Promise<StoredApiKey | undefined> {
      const found = await store.findByUnique(apiKeys.entity, apiKeys.unique![0]!, '', hash);
      if (!found) return undefined;
      const { record, org } = found;
      return {
        id: record.id,
        org,
        hash: String(record.hash),
        scopes: record.scopes as string[],
        expiresAt: (record.expiresAt as string | null) ?? null,
        ipRanges: (record.ipRanges as string[]) ?? [],
      };
    },
    async noteApiKeyUse(key: StoredApiKey): Promise<void> {
      const now = Date.now();
      if (now - (lastNoted.get(key.id) ?? 0) < KEY_USE_INTERVAL_MS) return;
      lastNoted.set(key.id, now);
      const at = new Date(now).toISOString();
      const cutoff = new Date(now - KEY_USE_INTERVAL_MS).toISOString();
      // The condition keeps other Lambda instances from writing again within the interval.
      await store.client
        .send(
          new UpdateCommand({
            TableName: store.tableName,
            Key: recordKey(key.org, apiKeys.object, key.id),
            UpdateExpression: 'SET lastUsedAt = :at',
            ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :cutoff)',
            ExpressionAttributeValues: { ':at': at, ':cutoff': cutoff },
          }),
        )
        .catch((error: Error) => {
          if (!isConditionFailure(error)) throw error;
        });
    },
  };
}

/** The resource engine with every family's behaviour: what the API and the import worker create records through. */
export function createServiceEngine(store: Store) {
  const propertyDefinitions = async (org: string, target: 'CONTACT' | 'COMPANY'): Promise<PropertyDefinition[]> => {
    const { items } = await store.collect({
      entity: properties.entity,
      org,
      consistent: true,
      predicate: (item) => item.target === target,
    });
    return items as unknown as PropertyDefinition[];
  };
  return createEngine({
    store,
    propertyDefinitions,
    beforeWrite: {
      contact: contactCompanyHook(store),
      import: importWebhookHook,
      propertyView: snapshotHook(store, { idField: 'viewId', source: views, into: 'view' }),
      campaignView: snapshotHook(store, { idField: 'viewId', source: views, into: 'view' }),
      propertyImport: snapshotHook(store, { idField: 'importId', source: imports, into: 'import' }),
      campaignImport: snapshotHook(store, { idField: 'importId', source: imports, into: 'import' }),
      campaignPipeline: snapshotHook(store, { idField: 'pipelineId', source: pipelines, into: 'pipeline' }),
    },
  });
}

function buildServices() {
  const store = createStore({ client: defaultDocumentClient(), tableName: tableName() });
  const engine = createServiceEngine(store);
  const tokens = createTokenService({ signer: tokenSignerFromEnv(), issuer: tokenIssuer() });
  const authenticate = createAuthenticator({
    ...apiKeyLookups(store),
    verifyAccessToken: async (token) => {
      const claims = await tokens.verifyAccessToken(token);
      // Logout and reuse detection revoke a session: its access tokens stop working at once, not after 15 minutes.
      if (!(await sessionIsLive(store, claims.userId, claims.sessionId))) throw new Error('session revoked');
      return claims;
    },
    organizationExists: async (org) => !!(await store.get(organizations.entity, org, org)),
    membership: (userId, org) => membershipRole(store, userId, org),
  });
  const rateLimit = createRateLimiter({
    client: store.client,
    tableName: store.tableName,
    ...rateLimitConfigFromEnv(),
  });
  return { store, engine, authenticate, rateLimit, tokens };
}

let services: ReturnType<typeof buildServices> | undefined;

/** The instance's services, built on first use from the environment. */
export function getServices() {
  return (services ??= buildServices());
}
