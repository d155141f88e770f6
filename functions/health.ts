// Lambda entry for GET /v5/health.
import { healthRoute } from '../lib/platform/health/health.js';
import { createRoutesHandler } from '../lib/platform/http/api-handler.js';

export const handler = createRoutesHandler([healthRoute], {}, { json: false });
