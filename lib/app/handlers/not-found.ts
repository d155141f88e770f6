// Builds the catch-all's handler: 405 with Allow for a path the function table serves, 404 for anything else.
import { createApiHandler } from '../../platform/http/api-handler.js';
import { createUnroutedRefusal } from '../../platform/http/unrouted.js';
import { allRoutes } from '../function-table.js';

export function build() {
  const refuse = createUnroutedRefusal(allRoutes());
  return createApiHandler(({ event }) => refuse(event.requestContext.http.method, event.rawPath));
}
