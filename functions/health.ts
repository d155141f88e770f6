// Lambda entry for GET /v5/health.
import { createApiHandler } from '../lib/http/api-handler.js';
import { healthCheck, healthQuery } from '../lib/health/health.js';

export const handler = createApiHandler(({ query }) => ({ body: healthCheck(query) }), { query: healthQuery });
