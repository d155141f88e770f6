// Builds the billing function's handler: CreatePrice, the provider's webhook and the local payment, with the provider.
import { createRoutesHandler } from '../../platform/http/api-handler.js';
import { createApiServices, callerHandling } from '../api-services.js';
import { billingServices } from '../billing-services.js';
import { billingRoutes } from '../resources-routes.js';
import type { AppConfig } from '../settings.js';

export async function build(config: AppConfig) {
  const services = createApiServices(config);
  const billing = await billingServices(config, services.store);
  return createRoutesHandler(billingRoutes, { ...services, billing }, { ...callerHandling(services) });
}
