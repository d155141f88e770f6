// Lambda entry for the public tracking addresses of campaign messages: open pixel, click redirect, unsubscribe.
import { families } from '../lib/families/registry.js';
import { defaultDocumentClient } from '../lib/platform/aws/clients.js';
import { trackingRoutes } from '../lib/campaigns/tracking/tracking-routes.js';
import { trackingTokensFromEnv } from '../lib/campaigns/tracking/kms-mac.js';
import { tableName } from '../lib/platform/config.js';
import { createApiHandler } from '../lib/platform/http/api-handler.js';
import { createRequestLimits } from '../lib/platform/http/rate-limiter.js';
import { createRouter } from '../lib/platform/http/route.js';
import { createEngine } from '../lib/platform/resources/engine.js';
import { createStore } from '../lib/platform/store/store.js';

const store = createStore({ client: defaultDocumentClient(), tableName: tableName() });
const services = {
  store,
  engine: createEngine({ families, store }),
  tokens: await trackingTokensFromEnv(),
  now: () => new Date(),
};

// No JSON body parsing: one-click unsubscribes post a form body, which no route reads.
export const handler = createApiHandler(createRouter(trackingRoutes, services), {
  routes: trackingRoutes,
  limits: createRequestLimits(store),
});
