// Serves a generic resource route: finds the family and operation from the route key and runs it on the engine.
import * as v from 'valibot';
import type { ApiRequest, ApiResult } from '../http/api-handler.js';
import { ForbiddenError, NotFoundError } from '../http/errors.js';
import type { WriteContext } from '../store/records.js';
import type { Store } from '../store/store.js';
import { contacts } from './contacts.js';
import type { Engine } from './engine.js';
import { operationsByRouteKey, TEAM_CONTACT_UPDATE } from './routes.js';
import { teams } from './teams.js';

const byRouteKey = operationsByRouteKey();

/** Families whose records decide who may do what: only an organization's owners and admins change them. */
const adminOnly = new Set(['memberships', 'teams']);

/** The fields the team-scoped contact update takes, as the specification lists them. */
const teamContactFields = ['name', 'nickname', 'bio', 'avatar', 'website', 'location', 'timeZone', 'city', 'state', 'countryCode', 'latitude', 'longitude', 'employmentTitle', 'employmentSeniority'];
const teamContactUpdate = v.strictObject(
  Object.fromEntries(teamContactFields.map((name) => [name, v.optional(contacts.fields[name]!.nullable ? v.nullable(contacts.fields[name]!.schema) : contacts.fields[name]!.schema)])),
  (issue) => (issue.expected === 'never' ? `is not a field the team contact update takes (it takes ${teamContactFields.join(', ')})` : 'must be a JSON object'),
);

export async function serveResourceRoute(
  { engine, store }: { engine: Engine; store: Store },
  { event, body, principal, pathParameters, requestId }: ApiRequest<unknown, unknown>,
): Promise<ApiResult> {
  const org = principal!.org;
  const ctx: WriteContext = { org, actor: { type: principal!.kind, id: principal!.id }, requestId };

  if (event.routeKey === `${TEAM_CONTACT_UPDATE.method} ${TEAM_CONTACT_UPDATE.path}`) {
    const team = pathParameters.teamId!.startsWith('tea_') ? await store.get(teams.entity, org, pathParameters.teamId!) : undefined;
    if (!team) throw new NotFoundError(`No team with id ${pathParameters.teamId} exists.`);
    return { body: await engine.update(contacts, ctx, pathParameters.contactId!, body, teamContactUpdate) };
  }

  const served = byRouteKey.get(event.routeKey);
  if (!served) throw new Error(`No resource operation for ${event.routeKey}`);
  const { resource, operation } = served;
  const id = pathParameters.id!;
  if (adminOnly.has(resource.path) && !['list', 'count', 'get'].includes(operation) && principal!.role !== 'OWNER' && principal!.role !== 'ADMIN') {
    throw new ForbiddenError('missing_role', `Only the organization's owners and admins may change ${resource.path}, with their own access token.`);
  }
  switch (operation) {
    case 'list':
      return { body: (await engine.list(resource, org, event.rawQueryString)).items };
    case 'count':
      return { body: await engine.count(resource, org, event.rawQueryString) };
    case 'get':
      return { body: await engine.get(resource, org, id) };
    case 'create':
      return { statusCode: 201, body: await engine.create(resource, ctx, body) };
    case 'update':
      return { body: await engine.update(resource, ctx, id, body) };
    case 'delete':
      return { body: await engine.remove(resource, ctx, id) };
  }
}
