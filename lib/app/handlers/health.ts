// Builds the health function's handler: no services, no body.
import { healthRoute } from '../../platform/health/health.js';
import { createRoutesHandler } from '../../platform/http/api-handler.js';

export const build = () => createRoutesHandler([healthRoute], {}, { json: false });
