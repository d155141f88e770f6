// The health function: GET /v5/health.
import { healthRoute } from '../../platform/health/health.js';
import type { FunctionServing } from '../function-spec.js';

export const healthFunction = {
  routes: [healthRoute],
  build: () => import('../handlers/health.js'),
} satisfies FunctionServing;
