// Lambda entry for API Gateway's $default route: 405 with Allow for a known path, 404 for anything else.
import { allRoutes } from '../lib/app/function-table.js';
import { createApiHandler } from '../lib/platform/http/api-handler.js';
import { createUnroutedRefusal } from '../lib/platform/http/unrouted.js';

const refuse = createUnroutedRefusal(allRoutes());

export const handler = createApiHandler(({ event }) => refuse(event.requestContext.http.method, event.rawPath));
