// The tracking function: the public addresses of campaign messages (open pixel, click redirect, unsubscribe).
import { trackingRoutes } from '../../campaigns/tracking/tracking-routes.js';
import type { FunctionServing } from '../function-spec.js';

export const trackingFunction = {
  routes: trackingRoutes,
  build: () => import('../handlers/tracking.js'),
} satisfies FunctionServing;
