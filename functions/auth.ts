// Lambda entry for sign-up, login, refresh, logout and the JWKS.
import { getServices } from '../lib/app/services.js';
import { serveAuthRoute } from '../lib/auth/serve-auth.js';
import { createApiHandler } from '../lib/http/api-handler.js';

const services = getServices();

export const handler = createApiHandler((request) => serveAuthRoute(services, request), { json: true, authenticate: services.authenticate });
