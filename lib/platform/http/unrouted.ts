// Explains why no route served a request: a wrong method on a known path (405) or an unknown path (404).
import { MethodNotAllowedError, NotFoundError } from './errors.js';
import type { RouteSpec } from './route.js';
import { createRouteMatcher } from './route-matcher.js';

/** A refusal for requests that match none of `routes`, as API Gateway's $default route sees them. */
export function createUnroutedRefusal(routes: readonly RouteSpec[]) {
  const match = createRouteMatcher(routes);
  return (method: string, path: string): never => {
    const result = match(method, path);
    if (result.kind === 'method-not-allowed') throw new MethodNotAllowedError(method, result.allow);
    throw new NotFoundError(`No resource exists at ${path}.`);
  };
}
