// Serves the caller's own account records: API key creation (the secret, once), sessions, and the caller's organizations.
import type { ApiRequest, ApiResult } from '../http/api-handler.js';
import { ForbiddenError, NotFoundError } from '../http/errors.js';
import { parseBody } from '../http/validate.js';
import { membershipRole } from './membership-role.js';
import type { Principal } from './principal.js';
import type { Accounts } from './accounts.js';
import { parseListQuery } from '../query/parse-list-query.js';
import { pageInMemory } from '../query/page-in-memory.js';
import { apiKeys } from '../resources/api-keys.js';
import type { Engine } from '../resources/engine.js';
import { organizations } from '../resources/organizations.js';
import { sessions as sessionResource } from '../resources/sessions.js';
import type { StoredRecord } from '../store/records.js';
import type { Store } from '../store/store.js';
import { userOrganizationEntity } from './accounts.js';
import { generateSecret, hashSecret } from './api-key-secret.js';
import type { Sessions } from './sessions.js';

export async function serveAccountRoute(
  { engine, store, sessions, accounts }: { engine: Engine; store: Store; sessions: Sessions; accounts: Accounts },
  { event, body, principal, pathParameters, requestId }: ApiRequest<unknown, unknown>,
): Promise<ApiResult> {
  const caller = principal!;
  // Sessions belong to the user, not to an organization: they live in the user's own namespace.
  const userSpace = caller.userId!;
  switch (event.routeKey) {
    case 'POST /v5/api-keys': {
      const secret = generateSecret();
      const ctx = { org: caller.org, actor: { type: caller.kind, id: caller.id }, requestId };
      const key = await engine.create(apiKeys, ctx, body, {
        hash: hashSecret(secret),
        organizationId: caller.org,
        events: [],
      });
      return { statusCode: 201, body: { ...key, secret } };
    }
    case 'GET /v5/sessions':
      return { body: (await engine.list(sessionResource, userSpace, event.rawQueryString)).items };
    case 'GET /v5/sessions/count':
      return { body: { count: (await engine.count(sessionResource, userSpace, event.rawQueryString)).count } };
    case 'GET /v5/sessions/{id}':
      return { body: await engine.get(sessionResource, userSpace, pathParameters.id!) };
    case 'DELETE /v5/sessions/{id}':
      await engine.get(sessionResource, userSpace, pathParameters.id!);
      return { body: sessionResource.present(await sessions.revoke(userSpace, pathParameters.id!, requestId)) };
    case 'GET /v5/organizations':
    case 'GET /v5/organizations/count': {
      const count = event.routeKey.endsWith('/count');
      const query = parseListQuery(event.rawQueryString, organizations.catalog, {
        idPrefix: organizations.idPrefix,
        mode: count ? 'count' : 'list',
      });
      const ids =
        caller.kind === 'user'
          ? (await store.collect({ entity: userOrganizationEntity, org: caller.userId!, consistent: true })).items.map(
              (item) => item.id,
            )
          : [caller.org];
      const found = await Promise.all(ids.map((org) => store.get(organizations.entity, org, org)));
      const records = found
        .filter((record): record is StoredRecord => !!record)
        .map((record) => organizations.present(record) as StoredRecord);
      const matching = pageInMemory(
        records,
        count ? { ...query, limit: records.length } : query,
        organizations.entity.searchFields ?? [],
      );
      return { body: count ? { count: matching.length } : matching };
    }
    case 'POST /v5/organizations':
      return {
        statusCode: 201,
        body: await accounts.createOrganization(caller.userId!, parseBody(organizations.createSchema, body), requestId),
      };
    case 'GET /v5/organizations/{id}':
      await roleIn(store, caller, pathParameters.id!);
      return { body: await engine.get(organizations, pathParameters.id!, pathParameters.id!) };
    case 'PATCH /v5/organizations/{id}':
    case 'DELETE /v5/organizations/{id}': {
      const org = pathParameters.id!;
      const role = await roleIn(store, caller, org);
      const deleting = event.routeKey.startsWith('DELETE');
      if (role !== 'OWNER' && (deleting || role !== 'ADMIN'))
        throw new ForbiddenError(
          'missing_role',
          `Only an owner may ${deleting ? 'delete' : 'change'} the organization${deleting ? '' : ', or an admin'}.`,
        );
      const ctx = { org, actor: { type: caller.kind, id: caller.id }, requestId };
      return {
        body: deleting
          ? await engine.remove(organizations, ctx, org)
          : await engine.update(organizations, ctx, org, body),
      };
    }
    default:
      throw new Error(`No account route ${event.routeKey}`);
  }
}

/** The caller's role in an organization; an organization the caller does not belong to does not exist for them (404). */
async function roleIn(store: Store, caller: Principal, org: string): Promise<Principal['role']> {
  if (caller.kind === 'apiKey') {
    if (org === caller.org) return undefined;
  } else if (org.startsWith('org_')) {
    const role = await membershipRole(store, caller.userId!, org);
    if (role) return role;
  }
  throw new NotFoundError(`No organization with id ${org} exists.`);
}
