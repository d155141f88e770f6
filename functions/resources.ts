// Lambda entry for every generic /v5/<family> route and the team-scoped contact update.
import { getServices } from '../lib/app/services.js';
import { accountRouteKeys } from '../lib/auth/routes.js';
import { createApiHandler } from '../lib/http/api-handler.js';
import { resourceRoutes } from '../lib/resources/routes.js';
import { serveResourceRoute } from '../lib/resources/serve.js';

const services = getServices();

export const handler = createApiHandler((request) => serveResourceRoute(services, request), {
  json: true,
  authenticate: services.authenticate,
  rateLimit: services.rateLimit,
  routes: resourceRoutes(accountRouteKeys),
});
