// Lambda entry for the public tracking addresses of campaign messages: open pixel, click redirect, unsubscribe.
import { defaultDocumentClient } from '../lib/aws/clients.js';
import { trackingRoutes } from '../lib/campaigns/tracking-routes.js';
import { trackingTokensFromEnv } from '../lib/campaigns/kms-mac.js';
import { tableName } from '../lib/config.js';
import { createApiHandler } from '../lib/http/api-handler.js';
import { createRequestLimits } from '../lib/http/rate-limiter.js';
import { createRouter } from '../lib/http/route.js';
import { createEngine } from '../lib/resources/engine.js';
import { createStore } from '../lib/store/store.js';

const store = createStore({ client: defaultDocumentClient(), tableName: tableName() });
const services = {
  store,
  engine: createEngine({ store }),
  tokens: await trackingTokensFromEnv(),
  now: () => new Date(),
};

// No JSON body parsing: one-click unsubscribes post a form body, which no route reads.
export const handler = createApiHandler(createRouter(trackingRoutes, services), {
  routes: trackingRoutes,
  limits: createRequestLimits(store),
});
