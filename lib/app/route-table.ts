// The routes of the function table, by function: what the catch-all and the interface description read, without the
// functions' builders, so that their bundles carry no other function's code.
import { authRoutes } from '../auth/routes.js';
import { localInboxRoute } from '../campaigns/inbound/inbox-route.js';
import { trackingRoutes } from '../campaigns/tracking/tracking-routes.js';
import { webhookIntakeRoute } from '../imports/webhook/intake-handler.js';
import { localMailServersRoute } from '../mail/mail-servers-route.js';
import { localMailboxRoute } from '../mail/mailbox-route.js';
import { openApiRoutes } from '../openapi/routes.js';
import { healthRoute } from '../platform/health/health.js';
import type { Route, RouteSpec } from '../platform/http/route.js';
import { billingRoutes, connectionVerifierRoutes, resourcesRoutes } from './resources-routes.js';

/** In the function table's order; a function that serves no route has none here. */
export const routesOf = {
  health: [healthRoute],
  openapi: openApiRoutes,
  resources: resourcesRoutes,
  'connection-verifier': connectionVerifierRoutes,
  auth: authRoutes,
  'webhook-intake': [webhookIntakeRoute],
  'local-mailbox': [localMailboxRoute],
  'local-mail-servers': [localMailServersRoute],
  'local-inbox': [localInboxRoute],
  tracking: trackingRoutes,
  billing: billingRoutes,
} satisfies Record<string, readonly Route<never>[]>;

/** Every route the service serves. */
export const servedRoutes = (): RouteSpec[] => Object.values(routesOf).flat();
