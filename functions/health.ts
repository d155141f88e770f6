// Lambda entry for GET /v5/health.
import { healthRoute } from '../lib/health/health.js';
import { createRoutesHandler } from '../lib/http/api-handler.js';

export const handler = createRoutesHandler([healthRoute], {}, { json: false });
