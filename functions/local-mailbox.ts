// Lambda entry for GET /local/mailbox, served by the local runtime only: the emails the service sent, newest first.
import { defaultDocumentClient } from '../lib/platform/aws/clients.js';
import { tableName } from '../lib/platform/config.js';
import { createRoutesHandler } from '../lib/platform/http/api-handler.js';
import { createLocalMailbox } from '../lib/mail/local-mailbox.js';
import { localMailboxRoute } from '../lib/mail/mailbox-route.js';
import { createStore } from '../lib/platform/store/store.js';

export const handler = createRoutesHandler(
  [localMailboxRoute],
  createLocalMailbox(createStore({ client: defaultDocumentClient(), tableName: tableName() })),
  {
    json: false,
  },
);
