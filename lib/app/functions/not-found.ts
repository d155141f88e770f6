// The catch-all function: API Gateway's $default route.
import type { FunctionServing } from '../function-spec.js';

export const notFoundFunction = {
  routes: [],
  build: () => import('../handlers/not-found.js'),
} satisfies FunctionServing;
