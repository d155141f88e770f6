// Builds the tracking function's handler: its tokens' secret derived at cold start; no JSON body parsing, since
// one-click unsubscribes post a form body, which no route reads.
import { trackingRoutes } from '../../campaigns/tracking/tracking-routes.js';
import { configuredTrackingTokens } from '../../campaigns/tracking/kms-mac.js';
import { createApiHandler } from '../../platform/http/api-handler.js';
import { createRequestLimits } from '../../platform/http/rate-limiter.js';
import { createRouter } from '../../platform/http/route.js';
import { createServices } from '../services.js';
import type { AppConfig } from '../settings.js';

export async function build(config: AppConfig) {
  const services = createServices(config);
  const tracked = { ...services, tokens: await configuredTrackingTokens(config.tracking), now: config.clock };
  return createApiHandler(createRouter(trackingRoutes, tracked), {
    routes: trackingRoutes,
    limits: createRequestLimits(services.store, config.requestLimits),
  });
}
