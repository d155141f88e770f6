// Builds the handler of GET /local/mail-servers: the addresses the local runtime gave it.
import { localMailServersRoute } from '../../mail/mail-servers-route.js';
import { createRoutesHandler } from '../../platform/http/api-handler.js';
import type { AppConfig } from '../settings.js';

export const build = (config: AppConfig) =>
  createRoutesHandler([localMailServersRoute], config.localMailServers(), { json: false });
