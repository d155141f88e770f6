// Builds the local inbox's handler: a raw reply becomes a note, whose reasoning is queued.
import { localInboxRoute } from '../../campaigns/inbound/inbox-route.js';
import { createRoutesHandler } from '../../platform/http/api-handler.js';
import { createServices } from '../services.js';
import type { AppConfig } from '../settings.js';

export const build = (config: AppConfig) =>
  createRoutesHandler([localInboxRoute], createServices(config), { json: false });
