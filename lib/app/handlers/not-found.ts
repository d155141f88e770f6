// Builds the catch-all's handler: GET / redirects to the reference page; 405 with Allow for a path the function table
// serves, 404 for anything else.
import { createApiHandler } from '../../platform/http/api-handler.js';
import { createUnroutedRefusal } from '../../platform/http/unrouted.js';
import { servedRoutes } from '../route-table.js';

/** Where the API's root sends a browser or a curious caller: the reference page. */
const ROOT_REDIRECT = {
  statusCode: 302,
  headers: { Location: '/docs' },
  body: { message: 'The reference is at /docs.' },
};

export function build() {
  const refuse = createUnroutedRefusal(servedRoutes());
  return createApiHandler(({ event }) => {
    const method = event.requestContext.http.method;
    if (event.rawPath === '/' && (method === 'GET' || method === 'HEAD')) return ROOT_REDIRECT;
    return refuse(method, event.rawPath);
  });
}
