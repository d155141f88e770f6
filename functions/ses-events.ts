// Lambda entry of the ses-events queue: SES bounces, complaints and received mail (stored in S3, or the local mailbox
// simulator's).
import { defaultDocumentClient } from '../lib/platform/aws/clients.js';
import { handleSesEvent } from '../lib/campaigns/inbound/inbound.js';
import { tableName } from '../lib/platform/config.js';
import { storedMailFromEnv } from '../lib/mail/stored-mail.js';
import { createBatchHandler } from '../lib/platform/queue/batch-handler.js';
import { servicesWithNoteReasoning } from '../lib/app/note-reasoning.js';
import { createStore } from '../lib/platform/store/store.js';

const store = createStore({ client: defaultDocumentClient(), tableName: tableName() });
// A reply becomes a note, whose reasoning is queued.
const services = servicesWithNoteReasoning(store);
// Replies that SES's receipt rule stored in S3; undefined where the deployment receives no mail.
const storedMail = storedMailFromEnv();

export const handler = createBatchHandler((record) =>
  handleSesEvent(services, record.body, record.messageId, storedMail),
);
