// Builds the resources function's handler: the API services around every route of the families, behind authentication,
// reached through the gathered route.
import { createRoutesHandler } from '../../platform/http/api-handler.js';
import { createUnroutedRefusal } from '../../platform/http/unrouted.js';
import { createApiServices, callerHandling } from '../api-services.js';
import { resourcesRoutes } from '../resources-routes.js';
import { servedRoutes } from '../route-table.js';
import type { AppConfig } from '../settings.js';

/** The API services, with what the OAuth routes find: the deployment's providers and the clock (tests drive states). */
export function resourcesServices(config: AppConfig, api = createApiServices(config)) {
  return { ...api, oauth: config.oauth, now: config.clock };
}

/**
 * The handler over `services`. Its credentialed routes come through the gathered route (lib/app/gathered-routes.ts);
 * a path it does not serve is answered as the catch-all answers it.
 */
export function resourcesHandler(services: ReturnType<typeof resourcesServices>) {
  const unrouted = createUnroutedRefusal(servedRoutes());
  return createRoutesHandler(resourcesRoutes, services, { ...callerHandling(services), unrouted });
}

export const build = (config: AppConfig) => resourcesHandler(resourcesServices(config));
