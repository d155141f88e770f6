// Lambda entry for API Gateway's $default route: 405 with Allow for a known path, 404 for anything else.
import { createApiHandler } from '../lib/http/api-handler.js';
import { refuseUnrouted } from '../lib/http/unrouted.js';

export const handler = createApiHandler(({ event }) => refuseUnrouted(event.requestContext.http.method, event.rawPath));
