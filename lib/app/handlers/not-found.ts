// Builds the catch-all's handler: 405 with Allow for a path the function table serves, 404 for anything else.
import { createApiHandler } from '../../platform/http/api-handler.js';
import { createUnroutedRefusal } from '../../platform/http/unrouted.js';
import { servedRoutes } from '../route-table.js';

export function build() {
  const refuse = createUnroutedRefusal(servedRoutes());
  return createApiHandler(({ event }) => refuse(event.requestContext.http.method, event.rawPath));
}
