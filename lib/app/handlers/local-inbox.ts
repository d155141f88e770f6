// Builds the local inbox's handler: a raw reply, posted with a credential of the organization, becomes a note, whose reasoning is queued.
import { localInboxRoute } from '../../campaigns/inbound/inbox-route.js';
import { createRoutesHandler } from '../../platform/http/api-handler.js';
import { createApiServices, callerHandling } from '../api-services.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const services = createApiServices(config);
  return createRoutesHandler([localInboxRoute], services, { json: false, ...callerHandling(services) });
}
