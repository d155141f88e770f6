// The gateway's routes: the resources function's credentialed /v5 routes come through one ANY /v5/{proxy+} route,
// every other route keeps its own, and dispatching as API Gateway does still sends each route of the table to the
// function that serves it; the handler then finds the request's own route, or refuses as the catch-all would.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { appModel, allRoutes } from '../../lib/app/function-table.js';
import { GATHERED_PATH, gatewayRoutes } from '../../lib/app/gathered-routes.js';
import { servedRoutes } from '../../lib/app/route-table.js';
import { gatheredRoute } from '../../lib/platform/http/gathered-route.js';
import { PUBLIC, routeKey } from '../../lib/platform/http/route.js';
import { createRouteMatcher } from '../../lib/platform/http/route-matcher.js';
import { createUnroutedRefusal } from '../../lib/platform/http/unrouted.js';

const deployed = gatewayRoutes(appModel, { local: false });
const samplePath = (path: string) => path.replace(/\{[^}]+\}/g, 'x1');

it('gathers the resources function’s credentialed /v5 routes into one ANY route, and keeps the rest apart', () => {
  const gathered = deployed.filter((route) => route.method === 'ANY');
  expect(gathered.map((route) => [route.key, route.fn.name])).toEqual([[`ANY ${GATHERED_PATH}`, 'resources']]);
  const apart = deployed.filter((route) => route.route);
  expect(
    apart
      .filter((route) => route.fn.name === 'resources')
      .every((route) => route.route!.scope === PUBLIC || !route.path.startsWith('/v5/')),
  ).toBe(true);
  expect(deployed.length).toBeLessThan(60);
});

it('sends every deployed route of the table to the function that serves it, as API Gateway dispatches', () => {
  const dispatch = createRouteMatcher(deployed);
  const misrouted = allRoutes(appModel)
    .filter((route) => !route.localOnly && !route.fn.localOnly)
    .flatMap((route) => {
      const found = dispatch(route.method, samplePath(route.path));
      return found.kind === 'found' && found.route.fn.name === route.fn.name
        ? []
        : [`${routeKey(route)} → ${found.kind === 'found' ? found.route.fn.name : found.kind}`];
    });
  expect(misrouted).toEqual([]);
});

describe('the gathered route in the handler', () => {
  const resources = appModel.functions.find((fn) => fn.name === 'resources')!;
  const middleware = gatheredRoute(resources.routes, createUnroutedRefusal(servedRoutes()));
  const eventOf = (method: string, path: string) =>
    ({
      routeKey: `ANY ${GATHERED_PATH}`,
      rawPath: path,
      pathParameters: { proxy: path.slice(4) },
      requestContext: { http: { method } },
    }) as unknown as APIGatewayProxyEventV2;
  const run = (event: APIGatewayProxyEventV2) => middleware.before!({ event } as never);

  it('gives the request its own route key and path parameters', () => {
    const event = eventOf('PATCH', '/v5/contacts/con_1');
    run(event);
    expect([event.routeKey, event.pathParameters]).toEqual(['PATCH /v5/contacts/{id}', { id: 'con_1' }]);
  });

  it('refuses a path no route has with 404, and a method another function’s route has with 405 naming it', () => {
    expect(() => run(eventOf('GET', '/v5/nothing-here'))).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => run(eventOf('GET', '/v5/connections/cnn_1/verify'))).toThrow(
      expect.objectContaining({ status: 405, options: { headers: { Allow: 'POST' } } }),
    );
  });

  it('leaves a request of a route of its own as it came', () => {
    const event = { ...eventOf('GET', '/v5/oauth/callback'), routeKey: 'GET /v5/oauth/callback' };
    run(event);
    expect(event.routeKey).toBe('GET /v5/oauth/callback');
  });
});
