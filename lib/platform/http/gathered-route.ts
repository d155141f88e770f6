// Finds a request's own route when it came through a gathered route (`ANY /v5/{proxy+}`: lib/app/gathered-routes.ts),
// as API Gateway would have, so that everything after it (authentication, scopes, limits, the router) sees the route
// key and path parameters of a route of its own.
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { logger } from './logger.js';
import { type RouteSpec, routeKey } from './route.js';
import { createRouteMatcher } from './route-matcher.js';

/** A gathered route's key: the method is ANY (a route of the table never is). */
const isGathered = (key: string) => key.startsWith('ANY ');

/**
 * Resolves requests of a gathered route among `routes` (the handler's own); one that matches none is refused by
 * `unrouted`, which answers over the whole route table (405 with every method the path has, or 404).
 */
export function gatheredRoute(
  routes: readonly RouteSpec[],
  unrouted: (method: string, path: string) => never,
): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  const match = createRouteMatcher(routes);
  return {
    before: ({ event }) => {
      if (!isGathered(event.routeKey)) return;
      const method = event.requestContext.http.method;
      const found = match(method, event.rawPath);
      if (found.kind !== 'found') unrouted(method, event.rawPath);
      else {
        event.routeKey = routeKey(found.route);
        event.pathParameters = found.pathParameters;
        logger.appendKeys({ route: event.routeKey });
      }
    },
  };
}
