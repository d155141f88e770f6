// The routes of every resource family, generated from the registry: list, count, get, and the writes of writable families.
import type { HttpMethod, RouteSpec } from '../app/route-spec.js';
import type { Resource } from './define.js';
import { resources } from './registry.js';

export type Operation = 'list' | 'count' | 'get' | 'create' | 'update' | 'delete';

interface OperationRoute {
  operation: Operation;
  method: HttpMethod;
  suffix: string;
  write: boolean;
}

const operations: readonly OperationRoute[] = [
  { operation: 'list', method: 'GET', suffix: '', write: false },
  { operation: 'count', method: 'GET', suffix: '/count', write: false },
  { operation: 'get', method: 'GET', suffix: '/{id}', write: false },
  { operation: 'create', method: 'POST', suffix: '', write: true },
  { operation: 'update', method: 'PATCH', suffix: '/{id}', write: true },
  { operation: 'delete', method: 'DELETE', suffix: '/{id}', write: true },
];

/** The team-scoped contact update of the specification, served beside /v5. */
export const TEAM_CONTACT_UPDATE: RouteSpec = {
  method: 'PATCH',
  path: '/api/teams/{teamId}/contacts/{contactId}',
  scope: 'contacts:write',
};

function routesOf(resource: Resource, skip: ReadonlySet<string>) {
  return operations
    .filter((op) => !(op.write && resource.readOnly))
    .map((op) => ({
      ...op,
      resource,
      route: {
        method: op.method,
        path: `/v5/${resource.path}${op.suffix}`,
        scope: op.write ? resource.scopes.write : resource.scopes.read,
        ...(op.write && resource.writesNeedUser ? { credential: 'user' as const } : {}),
      },
    }))
    .filter(({ route }) => !skip.has(`${route.method} ${route.path}`));
}

/**
 * Every generic route; `skip` names route keys that a function with behaviour of its own serves instead (creating an
 * API key returns its secret, for instance).
 */
export function resourceRoutes(
  skip: ReadonlySet<string> = new Set(),
  list: readonly Resource[] = resources,
): RouteSpec[] {
  return [...list.flatMap((resource) => routesOf(resource, skip).map(({ route }) => route)), TEAM_CONTACT_UPDATE];
}

/** The resource and operation behind a generic route key. */
export function operationsByRouteKey(
  list: readonly Resource[] = resources,
): Map<string, { resource: Resource; operation: Operation }> {
  return new Map(
    list.flatMap((resource) =>
      routesOf(resource, new Set()).map(
        ({ route, operation }) => [`${route.method} ${route.path}`, { resource, operation }] as const,
      ),
    ),
  );
}
