// Lambda entry for sign-up, login, refresh, logout and the JWKS.
import { getAccountServices } from '../lib/app/account-services.js';
import { authRoutes } from '../lib/auth/routes.js';
import { serveAuthRoute } from '../lib/auth/serve-auth.js';
import { createApiHandler } from '../lib/http/api-handler.js';

const services = getAccountServices();

export const handler = createApiHandler((request) => serveAuthRoute(services, request), {
  json: true,
  authenticate: services.authenticate,
  rateLimit: services.rateLimit,
  routes: authRoutes,
});
