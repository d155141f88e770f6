// Lambda entry for every route of the resource families: the generic six of each family and the families' actions.
import { getServices } from '../lib/app/services.js';
import { createRoutesHandler } from '../lib/http/api-handler.js';
import { resourceRoutes } from '../lib/resources/routes.js';

const services = getServices();

export const handler = createRoutesHandler(resourceRoutes(), services, {
  authenticate: services.authenticate,
  limits: services.limits,
});
