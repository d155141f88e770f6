// Builds the connection verifier's handler: the API services around POST /v5/connections/{id}/verify.
import { createRoutesHandler } from '../../platform/http/api-handler.js';
import { createApiServices, callerHandling } from '../api-services.js';
import { connectionVerifierRoutes } from '../resources-routes.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const services = createApiServices(config);
  return createRoutesHandler(connectionVerifierRoutes, services, { ...callerHandling(services) });
}
