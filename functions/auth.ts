// Lambda entry for sign-up, login, refresh, logout and the JWKS.
import { getAuthServices } from '../lib/app/services.js';
import { authRoutes } from '../lib/auth/routes.js';
import { createRoutesHandler } from '../lib/platform/http/api-handler.js';

const services = getAuthServices();

export const handler = createRoutesHandler(authRoutes, services, {
  authenticate: services.authenticate,
  limits: services.limits,
});
