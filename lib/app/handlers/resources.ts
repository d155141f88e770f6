// Builds the resources function's handler: the API services around every route of the families, behind authentication.
import { createRoutesHandler } from '../../platform/http/api-handler.js';
import { createApiServices } from '../api-services.js';
import { resourcesRoutes } from '../resources-routes.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const services = createApiServices(config);
  return createRoutesHandler(resourcesRoutes, services, {
    authenticate: services.authenticate,
    limits: services.limits,
  });
}
