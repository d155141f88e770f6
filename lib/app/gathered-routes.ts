// The routes API Gateway dispatches on, and the local runtime in its place: every route of the table on its own,
// but a gathered function's routes that take a credential as one `ANY` route on its path (its handler finds each
// request's own route: lib/platform/http/gathered-route.ts). A route is a CloudFormation resource, and a stack holds
// at most 500: some 270 credentialed routes of the resources function would leave no room for anything else.
import { type HttpMethod, PUBLIC, type RouteSpec, routeKey } from '../platform/http/route.js';
import type { AppModel, FunctionSpec } from './function-spec.js';

/** The path the resources function's credentialed routes are served through. */
export const GATHERED_PATH = '/v5/{proxy+}';

/** A route as the gateway sees it: its key, method (ANY for a gathered one) and path, and the function it invokes. */
export interface GatewayRoute {
  key: string;
  method: HttpMethod | 'ANY';
  path: string;
  fn: FunctionSpec;
  /** The table's route; absent for a gathered route, which stands for many. */
  route?: RouteSpec;
}

/** The gateway's routes of `model`; local-only functions and routes only for the local runtime (`local`). */
export function gatewayRoutes(model: AppModel, { local }: { local: boolean }): GatewayRoute[] {
  return model.functions
    .filter((fn) => local || !fn.localOnly)
    .flatMap((fn): GatewayRoute[] => {
      const own = fn.routes.filter((route) => local || !route.localOnly);
      // Public routes keep a route of their own (each has its own throttle at the gateway), and so do the routes
      // outside the gathered path.
      const under = fn.gathered?.replace(/\{[^}]*\+\}$/, '');
      const apart = under ? own.filter((route) => route.scope === PUBLIC || !route.path.startsWith(under)) : own;
      const gathered: GatewayRoute[] = fn.gathered
        ? [{ key: `ANY ${fn.gathered}`, method: 'ANY', path: fn.gathered, fn }]
        : [];
      return [
        ...apart.map((route) => ({ key: routeKey(route), method: route.method, path: route.path, fn, route })),
        ...gathered,
      ];
    });
}
