// Builds the auth function's handler: the API services with sessions, accounts and mail.
import { authRoutes } from '../../auth/routes.js';
import { createRoutesHandler } from '../../platform/http/api-handler.js';
import { createAccountServices, callerHandling } from '../api-services.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const services = createAccountServices(config);
  return createRoutesHandler(authRoutes, services, { ...callerHandling(services) });
}
