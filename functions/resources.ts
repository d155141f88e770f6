// Lambda entry for every generic /v5/<family> route, the team-scoped contact update and the import webhook's rotation.
import { resourceFunctionRoutes } from '../lib/app/function-table.js';
import { getServices } from '../lib/app/services.js';
import { createApiHandler } from '../lib/http/api-handler.js';
import { serveResourceRoute } from '../lib/resources/serve.js';

const services = getServices();

export const handler = createApiHandler((request) => serveResourceRoute(services, request), {
  json: true,
  authenticate: services.authenticate,
  rateLimit: services.rateLimit,
  routes: resourceFunctionRoutes,
});
