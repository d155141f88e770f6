// Builds the reply reader's handler: each run reads the mailboxes whose turn it is, on the configuration's clock.
import { createReplyReader } from '../../campaigns/inbound/reply-reader.js';
import { connections } from '../../connections/index.js';
import { createServices } from '../services.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const services = createServices(config);
  const readReplies = createReplyReader({
    services,
    store: services.store,
    connections: connections.entity,
    credentialVault: services.credentialVault,
    oauth: services.oauth,
    now: config.clock,
  });
  return async (_event: unknown, context?: { awsRequestId?: string }) => readReplies(context?.awsRequestId);
}
