// The resources function: the generic routes of every family and the families' actions, and POST /v5/inbound-emails
// (the one write of the read-only inbound emails, which the campaign code serves).
import { inboundEmailRoute } from '../../campaigns/inbound/inbound-route.js';
import { resources } from '../../families/registry.js';
import { resourceRoutes } from '../../platform/resources/routes.js';
import type { FunctionServing } from '../function-spec.js';

/** Every route of the function, which its handler serves. */
export const resourcesRoutes = [...resourceRoutes(resources), inboundEmailRoute];

export const resourcesFunction = {
  routes: resourcesRoutes,
  build: () => import('../handlers/resources.js'),
} satisfies FunctionServing;
