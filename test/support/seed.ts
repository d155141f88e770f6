// Seeds credentials straight into the store, for tests that exercise the API before sign-up is in play.
import { generateSecret, hashSecret } from '../../lib/auth/keys/api-key-secret.js';
import { createDocumentClient } from '../../lib/platform/aws/clients.js';
import { apiKeys } from '../../lib/auth/keys/api-keys.js';
import { organizations } from '../../lib/auth/organizations/organizations.js';
import { createStore } from '../../lib/platform/store/store.js';
import { ulid } from 'ulid';

export interface SeededKey {
  org: string;
  secret: string;
  id: string;
  headers: Record<string, string>;
}

/** A new organization id and an API key of it with the given scopes. */
export async function seedApiKey(
  target: { dynamodbEndpoint: string; tableName: string },
  scopes: string[] = ['*:write'],
  options: { org?: string; expiresAt?: string | null; ipRanges?: string[] } = {},
): Promise<SeededKey> {
  const store = createStore({ client: createDocumentClient(target.dynamodbEndpoint), tableName: target.tableName });
  const org = options.org ?? `org_${ulid()}`;
  const secret = generateSecret();
  const ctx = { org, actor: { type: 'system' as const, id: 'test-seed' }, requestId: 'seed' };
  // The organization is created too (unless the caller names an existing one): authentication refuses keys of none.
  const organization = options.org
    ? []
    : [
        {
          entity: organizations.entity,
          ctx,
          id: org,
          data: organizations.withDefaults({ name: 'Seeded organization' }),
        },
      ];
  const [record] = await store.createAll([
    {
      entity: apiKeys.entity,
      ctx,
      data: apiKeys.withDefaults({
        hash: hashSecret(secret),
        scopes,
        app: null,
        name: 'seeded',
        expiresAt: options.expiresAt ?? null,
        ipRanges: options.ipRanges ?? [],
        organizationId: org,
      }),
    },
    ...organization,
  ]);
  return {
    org,
    secret,
    id: record!.id,
    headers: { Authorization: `Bearer ${secret}`, 'Service-Organization-ID': org, 'Content-Type': 'application/json' },
  };
}
