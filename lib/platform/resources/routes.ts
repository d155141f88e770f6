// The routes of every resource family, each with what serves it: the generic six from the registry, and each family's actions.
import { type ApiRequest, type ApiResult, type HttpMethod, type Route, routeKey } from '../http/route.js';
import {
  namespaceOf,
  type ResourceAction,
  type ResourceServices,
  type WriteOperation,
  writeContextOf,
} from './behaviour.js';
import type { Resource } from './define.js';
import { idPathPatterns } from './id-path-patterns.js';
import { listAnswer } from './list-answer.js';

type Serve = (services: ResourceServices, resource: Resource, request: ApiRequest) => Promise<ApiResult>;

interface Operation {
  method: HttpMethod;
  suffix: string;
  write?: WriteOperation;
  serve: Serve;
}

const operations: readonly Operation[] = [
  {
    method: 'GET',
    suffix: '',
    serve: async (services, resource, { principal, event }) => {
      const page = await services.engine.list(resource, namespaceOf(resource, principal!), event.rawQueryString);
      return listAnswer(services, event, page, page.items);
    },
  },
  {
    method: 'GET',
    suffix: '/count',
    serve: async ({ engine }, resource, { principal, event }) => ({
      body: { count: (await engine.count(resource, namespaceOf(resource, principal!), event.rawQueryString)).count },
    }),
  },
  {
    method: 'GET',
    suffix: '/{id}',
    serve: async ({ engine }, resource, { principal, pathParameters }) => ({
      body: await engine.get(resource, namespaceOf(resource, principal!), pathParameters.id!),
    }),
  },
  {
    method: 'POST',
    suffix: '',
    write: 'create',
    serve: async ({ engine }, resource, request) => ({
      statusCode: 201,
      body: await engine.create(resource, writeContextOf(resource, request), request.body, {}, { request }),
    }),
  },
  {
    method: 'PATCH',
    suffix: '/{id}',
    write: 'update',
    serve: async ({ engine }, resource, request) => ({
      body: await engine.update(resource, writeContextOf(resource, request), request.pathParameters.id!, request.body, {
        request,
      }),
    }),
  },
  {
    method: 'DELETE',
    suffix: '/{id}',
    write: 'delete',
    serve: async ({ engine }, resource, request) => ({
      body: await engine.remove(resource, writeContextOf(resource, request), request.pathParameters.id!, { request }),
    }),
  },
];

/** A generic operation's route: the family's write policy runs before any write. */
function operationRoute(resource: Resource, op: Operation): Route<ResourceServices> {
  const userOnly = resource.owner === 'user' || (op.write && resource.writesNeedUser);
  return {
    method: op.method,
    path: `/v5/${resource.path}${op.suffix}`,
    scope: op.write ? resource.scopes.write : resource.scopes.read,
    ...(userOnly ? { credential: 'user' as const } : {}),
    serve: async (services, request) => {
      if (op.write) await checkWritePolicy(resource, op.write, services, request);
      return op.serve(services, resource, request);
    },
  };
}

/** The family's write policy on a write through the API, before it happens. */
async function checkWritePolicy(
  resource: Resource,
  operation: WriteOperation,
  services: ResourceServices,
  { principal, pathParameters, body }: ApiRequest,
): Promise<void> {
  await resource.writePolicy?.({
    ...services,
    principal: principal!,
    org: principal!.org,
    operation,
    id: pathParameters.id,
    body,
  });
}

/**
 * The scope of an action: `<family>:<access>` with the family its path names (a scope is named after the path
 * segment), which is the declaring family's unless a whole path under another `/v5/<family>` says otherwise.
 */
function actionScope(resource: Resource, path: string, access: ResourceAction['access']): string {
  const family = /^\/v5\/([^/]+)/.exec(path)?.[1] ?? resource.path;
  return `${family}:${access}`;
}

function actionRoute(resource: Resource, action: ResourceAction): Route<ResourceServices> {
  const { method, access, serve, credential, organizationOptional, bodyless, resumable, perOrganization, write } =
    action;
  const path = 'path' in action ? action.path : `/v5/${resource.path}${action.suffix}`;
  return {
    method,
    path,
    scope: actionScope(resource, path, access),
    ...(credential ? { credential } : {}),
    ...(organizationOptional ? { organizationOptional } : {}),
    ...(bodyless ? { bodyless } : {}),
    ...(resumable ? { resumable } : {}),
    ...(perOrganization ? { perOrganization } : {}),
    serve: async (services, request) => {
      if (write) await checkWritePolicy(resource, write, services, request);
      return serve(services, request, resource);
    },
  };
}

/** A family's routes: the generic ones (reads only for read-only families), then its actions, which win a shared key. */
function routesOf(resource: Resource): Route<ResourceServices>[] {
  const generic = operations.filter((op) => !(op.write && resource.readOnly)).map((op) => operationRoute(resource, op));
  const actions = (resource.actions ?? []).map((action) => actionRoute(resource, action));
  const replaced = new Set(actions.map(routeKey));
  return [...generic.filter((route) => !replaced.has(routeKey(route))), ...actions];
}

/** Every route of every resource family, each parameter of its path with the id pattern of the family it names. */
export function resourceRoutes(list: readonly Resource[]): Route<ResourceServices>[] {
  return list.flatMap(routesOf).map((route) => ({ ...route, pathPatterns: idPathPatterns(route, list) }));
}
