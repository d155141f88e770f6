// What the stack deploys from the function table: functions and route keys, minus everything that exists only locally.
import { appModel, type AppModel, type FunctionSpec, type RouteSpec } from '../lib/app/function-table.js';

/** API Gateway's catch-all route key. */
export const DEFAULT_ROUTE_KEY = '$default';

/** A route the stack creates; `route` is absent for the `$default` route. */
export interface DeployedRoute {
  key: string;
  fn: FunctionSpec;
  route?: RouteSpec;
}

/** Functions the stack deploys: all but the local-only ones. */
export function deployedFunctions(model: AppModel = appModel): FunctionSpec[] {
  return model.functions.filter((fn) => !fn.localOnly);
}

/** Routes the stack deploys, with their API Gateway route keys; refuses a model that would deploy a key twice. */
export function deployedRoutes(model: AppModel = appModel): DeployedRoute[] {
  const routes = deployedFunctions(model).flatMap((fn): DeployedRoute[] => [
    ...fn.routes
      .filter((route) => !route.localOnly)
      .map((route) => ({ key: `${route.method} ${route.path}`, fn, route })),
    ...(fn.catchAll ? [{ key: DEFAULT_ROUTE_KEY, fn }] : []),
  ]);
  const seen = new Map<string, string>();
  for (const { key, fn } of routes) {
    const other = seen.get(key);
    if (other) throw new Error(`Route "${key}" is served by both ${other} and ${fn.name}.`);
    seen.set(key, fn.name);
  }
  return routes;
}

/** Route keys the stack creates (`GET /v5/health`, `$default`, ...), for comparison with the local runtime. */
export function deployedRouteKeys(model: AppModel = appModel): string[] {
  return deployedRoutes(model).map((route) => route.key);
}
