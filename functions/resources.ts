// Lambda entry for every route of the resource families: the generic six of each family, the families' actions, and
// POST /v5/inbound-emails (lib/campaigns/inbound/inbound-route.ts).
import { resources } from '../lib/families/registry.js';
import { getServices } from '../lib/app/services.js';
import { inboundEmailRoute } from '../lib/campaigns/inbound/inbound-route.js';
import { createRoutesHandler } from '../lib/platform/http/api-handler.js';
import { resourceRoutes } from '../lib/platform/resources/routes.js';

const services = getServices();

export const handler = createRoutesHandler([...resourceRoutes(resources), inboundEmailRoute], services, {
  authenticate: services.authenticate,
  limits: services.limits,
});
