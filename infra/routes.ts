// What the stack deploys from the function table: functions and route keys, minus everything that exists only locally.
import { appModel, type AppModel, type FunctionSpec, PUBLIC, type RouteSpec } from '../lib/app/function-table.js';
import { probeLimits } from '../lib/platform/http/public-limits.js';
import type { Throttle } from '../lib/platform/http/route.js';
import { type GatewayRoute, gatewayRoutes } from '../lib/app/gathered-routes.js';

/** API Gateway's catch-all route key. */
export const DEFAULT_ROUTE_KEY = '$default';

/**
 * The `$default` route's own throttle. It answers only 404 and 405, to anyone, with no credential: like the probes
 * (health, JWKS), it needs little room, and with a throttle of its own a scanner cannot spend the stage's.
 */
export const DEFAULT_ROUTE_THROTTLE: Throttle = probeLimits.throttle;

/** A route the stack creates; `route` is absent for the `$default` route and a gathered one. */
export interface DeployedRoute extends Partial<Pick<GatewayRoute, 'method' | 'path'>> {
  key: string;
  fn: FunctionSpec;
  route?: RouteSpec;
  /** The route's own throttle (public routes and `$default`); without one, the stage's default applies. */
  throttle?: Throttle;
}

/** Functions the stack deploys: all but the local-only ones. */
export function deployedFunctions(model: AppModel = appModel): FunctionSpec[] {
  return model.functions.filter((fn) => !fn.localOnly);
}

/** The throttle of a route that takes no credential; refuses one that declares none, which would share the stage's. */
function publicThrottleOf(key: string, route: RouteSpec): Throttle | undefined {
  if (route.scope !== PUBLIC) return undefined;
  if (!route.publicLimits)
    throw new Error(`Public route "${key}" declares no publicLimits: anyone could spend the stage's throttle on it.`);
  return route.publicLimits.throttle;
}

/** Routes the stack deploys, with their API Gateway route keys; refuses a model that would deploy a key twice. */
export function deployedRoutes(model: AppModel = appModel): DeployedRoute[] {
  const routes: DeployedRoute[] = [
    ...gatewayRoutes(model, { local: false }).map((gateway) => ({
      ...gateway,
      throttle: gateway.route && publicThrottleOf(gateway.key, gateway.route),
    })),
    ...deployedFunctions(model)
      .filter((fn) => fn.catchAll)
      .map((fn) => ({ key: DEFAULT_ROUTE_KEY, fn, throttle: DEFAULT_ROUTE_THROTTLE })),
  ];
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
