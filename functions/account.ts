// Lambda entry for the caller's own account records: API key creation, sessions, organizations.
import { getAccountServices } from '../lib/app/account-services.js';
import { accountRoutes } from '../lib/auth/routes.js';
import { serveAccountRoute } from '../lib/auth/serve-account.js';
import { createApiHandler } from '../lib/http/api-handler.js';

const services = getAccountServices();

export const handler = createApiHandler((request) => serveAccountRoute(services, request), {
  json: true,
  authenticate: services.authenticate,
  rateLimit: services.rateLimit,
  routes: accountRoutes,
});
