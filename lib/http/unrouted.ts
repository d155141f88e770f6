// Explains why no route served a request: a wrong method on a known path (405) or an unknown path (404).
import { allRoutes } from '../app/function-table.js';
import { MethodNotAllowedError, NotFoundError } from './errors.js';
import { createRouteMatcher } from './route-matcher.js';

const match = createRouteMatcher(allRoutes());

export function refuseUnrouted(method: string, path: string): never {
  const result = match(method, path);
  if (result.kind === 'method-not-allowed') throw new MethodNotAllowedError(method, result.allow);
  throw new NotFoundError(`No resource exists at ${path}.`);
}
