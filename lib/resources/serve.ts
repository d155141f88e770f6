// Serves a generic resource route: finds the family and operation from the route key and runs it on the engine.
import * as v from 'valibot';
import type { ApiRequest, ApiResult } from '../http/api-handler.js';
import type { Principal } from '../auth/principal.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../http/errors.js';
import { memberships } from './memberships.js';
import type { WriteContext } from '../store/records.js';
import type { Store } from '../store/store.js';
import { contacts } from './contacts.js';
import type { Engine } from './engine.js';
import { valueSchema } from './fields.js';
import { operationsByRouteKey, TEAM_CONTACT_UPDATE, type Operation } from './routes.js';
import { teams } from './teams.js';
import { createImport, rotateWebhook } from '../imports/import-webhooks.js';
import { publicBaseUrl, webhookRotateRoute } from '../imports/webhook-address.js';

const byRouteKey = operationsByRouteKey();
const IMPORT_CREATE = 'POST /v5/imports';
const WEBHOOK_ROTATE = `${webhookRotateRoute.method} ${webhookRotateRoute.path}`;

/** The fields the team-scoped contact update takes, as the specification lists them. */
const teamContactFields = [
  'name',
  'nickname',
  'bio',
  'avatar',
  'website',
  'location',
  'timeZone',
  'city',
  'state',
  'countryCode',
  'latitude',
  'longitude',
  'employmentTitle',
  'employmentSeniority',
];
const teamContactUpdate = v.strictObject(
  Object.fromEntries(teamContactFields.map((name) => [name, v.optional(valueSchema(contacts.fields[name]!))])),
  (issue) =>
    issue.expected === 'never'
      ? `is not a field the team contact update takes (it takes ${teamContactFields.join(', ')})`
      : 'must be a JSON object',
);

const isAdmin = (principal: Principal) =>
  principal.kind === 'user' && (principal.role === 'OWNER' || principal.role === 'ADMIN');
const refuse = (description: string) => new ForbiddenError('missing_role', description);

/**
 * Who may write records that decide who may do what. Memberships, teams and users change only by an owner's or an
 * admin's access token (a user may also change their own user record); only an owner grants, changes or removes an
 * owner, and the last owner stays.
 */
async function checkWriteRole(
  engine: Engine,
  org: string,
  principal: Principal,
  resource: string,
  operation: Operation,
  id: string,
  body: unknown,
): Promise<void> {
  if (resource === 'users') {
    if (operation !== 'create' && principal.kind === 'user' && principal.userId === id) return;
    if (!isAdmin(principal))
      throw refuse(
        'Only the user themselves, or an owner or admin of the organization with their access token, may change users.',
      );
    return;
  }
  if (resource !== 'memberships' && resource !== 'teams') return;
  if (!isAdmin(principal))
    throw refuse(`Only the organization's owners and admins may change ${resource}, with their own access token.`);
  if (resource !== 'memberships') return;
  const grantsOwner = (body as { role?: unknown } | undefined)?.role === 'OWNER';
  const current = operation === 'create' ? undefined : await engine.get(memberships, org, id);
  const touchesOwner = grantsOwner || current?.role === 'OWNER';
  if (touchesOwner && principal.role !== 'OWNER')
    throw refuse('Only an owner may grant the owner role or change an owner.');
  const losesOwner =
    current?.role === 'OWNER' &&
    (operation === 'delete' || ((body as { role?: unknown })?.role !== undefined && !grantsOwner));
  if (losesOwner && (await engine.count(memberships, org, 'filter.role.equals=OWNER')).count < 2) {
    throw new ConflictError('An organization keeps at least one owner: make another member owner first.');
  }
}

export async function serveResourceRoute(
  { engine, store }: { engine: Engine; store: Store },
  { event, body, principal, pathParameters, requestId }: ApiRequest<unknown, unknown>,
): Promise<ApiResult> {
  const org = principal!.org;
  const ctx: WriteContext = { org, actor: { type: principal!.kind, id: principal!.id }, requestId };

  if (event.routeKey === `${TEAM_CONTACT_UPDATE.method} ${TEAM_CONTACT_UPDATE.path}`) {
    const team = pathParameters.teamId!.startsWith('tea_')
      ? await store.get(teams.entity, org, pathParameters.teamId!)
      : undefined;
    if (!team) throw new NotFoundError(`No team with id ${pathParameters.teamId} exists.`);
    return { body: await engine.update(contacts, ctx, pathParameters.contactId!, body, teamContactUpdate) };
  }

  if (event.routeKey === IMPORT_CREATE)
    return { statusCode: 201, body: await createImport(engine, ctx, body, publicBaseUrl(event)) };
  if (event.routeKey === WEBHOOK_ROTATE)
    return { body: await rotateWebhook(store, ctx, pathParameters.id!, publicBaseUrl(event)) };

  const served = byRouteKey.get(event.routeKey);
  if (!served) throw new Error(`No resource operation for ${event.routeKey}`);
  const { resource, operation } = served;
  const id = pathParameters.id!;
  if (operation === 'create' || operation === 'update' || operation === 'delete')
    await checkWriteRole(engine, org, principal!, resource.path, operation, id, body);
  switch (operation) {
    case 'list':
      return { body: (await engine.list(resource, org, event.rawQueryString)).items };
    case 'count':
      return { body: { count: (await engine.count(resource, org, event.rawQueryString)).count } };
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
