// Lambda entry for POST /local/inbox, served by the local runtime only: a raw reply, recorded as SES inbound mail would be.
import { defaultDocumentClient } from '../lib/platform/aws/clients.js';
import { localInboxRoute } from '../lib/campaigns/inbound/inbox-route.js';
import { tableName } from '../lib/platform/config.js';
import { createRoutesHandler } from '../lib/platform/http/api-handler.js';
import { servicesWithNoteReasoning } from '../lib/app/note-reasoning.js';
import { createStore } from '../lib/platform/store/store.js';

const store = createStore({ client: defaultDocumentClient(), tableName: tableName() });

export const handler = createRoutesHandler([localInboxRoute], servicesWithNoteReasoning(store), { json: false });
