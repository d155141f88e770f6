// Lambda entry for every route of the resource families: the generic six of each family, the families' actions, and
// POST /v5/inbound-emails (lib/campaigns/inbound-route.ts).
import { getServices } from '../lib/app/services.js';
import { inboundEmailRoute } from '../lib/campaigns/inbound-route.js';
import { createRoutesHandler } from '../lib/http/api-handler.js';
import { resourceRoutes } from '../lib/resources/routes.js';

const services = getServices();

export const handler = createRoutesHandler([...resourceRoutes(), inboundEmailRoute], services, {
  authenticate: services.authenticate,
  limits: services.limits,
});
