// The routes of organizations: a caller sees the organizations they belong to, and their role there decides what they may change.
import { ulid } from 'ulid';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors.js';
import type { Principal } from '../../platform/http/principal.js';
import { parseBody } from '../../platform/http/validate.js';
import { pageInMemory } from '../../platform/query/page-in-memory.js';
import { parseListQuery } from '../../platform/query/parse-list-query.js';
import type { Store } from '../../platform/store/store.js';
import { type ResourceAction, type ResourceServices, writeContextIn } from '../../platform/resources/behaviour.js';
import type { Resource } from '../../platform/resources/define.js';
import { listAnswer } from '../../platform/resources/list-answer.js';
import { membershipRole, newOrganizationRecords } from './organization-records.js';
import { organizationsOf } from './user-organizations.js';

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

/** The caller's organizations (a user's all, an API key's own) filtered, ordered and paged as the query says. */
async function callersOrganizations(
  { store }: ResourceServices,
  organizations: Resource,
  caller: Principal,
  rawQuery: string,
  mode: 'list' | 'count',
) {
  const query = parseListQuery(rawQuery, organizations.catalog, { idPrefix: organizations.idPrefix, mode });
  const ids = caller.kind === 'user' ? await organizationsOf(store, caller.userId!) : [caller.org];
  const found = await Promise.all(ids.map((org) => store.get(organizations.entity, org, org)));
  const records = found.filter((record) => record !== undefined);
  const searchFields = organizations.entity.searchFields ?? [];
  const paged = mode === 'count' ? { ...query, limit: records.length } : query;
  return pageInMemory(records, paged, searchFields, organizations.present);
}

/** Changes an organization as its owner (or, for updates, an admin), in the organization's own namespace. */
function ownerWrite(method: 'PATCH' | 'DELETE'): ResourceAction {
  const deleting = method === 'DELETE';
  return {
    method,
    suffix: '/{id}',
    access: 'write',
    credential: 'user',
    async serve({ store, engine }, request, organizations) {
      const org = request.pathParameters.id!;
      const role = await roleIn(store, request.principal!, org);
      if (role !== 'OWNER' && (deleting || role !== 'ADMIN'))
        throw new ForbiddenError(
          'missing_role',
          `Only an owner may ${deleting ? 'delete' : 'change'} the organization${deleting ? '' : ', or an admin'}.`,
        );
      // An organization's record lives in its own namespace, the one its path names.
      const ctx = writeContextIn(org, request);
      return {
        body: deleting
          ? await engine.remove(organizations, ctx, org)
          : await engine.update(organizations, ctx, org, request.body),
      };
    },
  };
}

export const organizationActions: readonly ResourceAction[] = [
  {
    method: 'GET',
    suffix: '',
    access: 'read',
    // A user learns the ids of their organizations here, before they can name one.
    organizationOptional: true,
    serve: async (services, { principal, event }, organizations) => {
      const page = await callersOrganizations(services, organizations, principal!, event.rawQueryString, 'list');
      return listAnswer(services, event, page, page.items);
    },
  },
  {
    method: 'GET',
    suffix: '/count',
    access: 'read',
    serve: async (services, { principal, event }, organizations) => ({
      body: {
        count: (await callersOrganizations(services, organizations, principal!, event.rawQueryString, 'count')).items
          .length,
      },
    }),
  },
  {
    method: 'GET',
    suffix: '/{id}',
    access: 'read',
    async serve({ store, engine }, { principal, pathParameters }, organizations) {
      const org = pathParameters.id!;
      await roleIn(store, principal!, org);
      return { body: await engine.get(organizations, org, org) };
    },
  },
  {
    method: 'POST',
    suffix: '',
    access: 'write',
    credential: 'user',
    async serve({ store }, { principal, body, requestId }, organizations) {
      const data = parseBody(organizations.createSchema, body);
      const [created] = await store.createAll(
        newOrganizationRecords(organizations, principal!.userId!, `org_${ulid()}`, data, requestId),
      );
      return { statusCode: 201, body: organizations.present(created!) };
    },
  },
  ownerWrite('PATCH'),
  ownerWrite('DELETE'),
];
