// Lambda entry for the caller's own account records: API key creation, sessions, organizations.
import { getServices } from '../lib/app/services.js';
import { serveAccountRoute } from '../lib/auth/serve-account.js';
import { createApiHandler } from '../lib/http/api-handler.js';

const services = getServices();

export const handler = createApiHandler((request) => serveAccountRoute(services, request), { json: true, authenticate: services.authenticate });
