// Lambda entry for GET /local/mailbox, served by the local runtime only: the emails the service sent, newest first.
import * as v from 'valibot';
import { defaultDocumentClient } from '../lib/aws/clients.js';
import { tableName } from '../lib/config.js';
import { createApiHandler } from '../lib/http/api-handler.js';
import { createLocalMailbox } from '../lib/mail/local-mailbox.js';

const mailbox = createLocalMailbox(defaultDocumentClient(), tableName());

export const handler = createApiHandler(async ({ query }) => ({ body: await mailbox.list(query.to) }), {
  query: v.strictObject({ to: v.optional(v.pipe(v.string(), v.email('must be an email address'))) }),
});
