// Builds the local mailbox's handler: the mail the local mailer kept in the table.
import { createLocalMailbox } from '../../mail/local-mailbox.js';
import { localMailboxRoute } from '../../mail/mailbox-route.js';
import { createRoutesHandler } from '../../platform/http/api-handler.js';
import { storeOf } from '../store.js';
import type { AppConfig } from '../settings.js';

export const build = (config: AppConfig) =>
  createRoutesHandler([localMailboxRoute], createLocalMailbox(storeOf(config)), { json: false });
