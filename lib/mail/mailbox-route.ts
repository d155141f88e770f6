// GET /local/mailbox, on the local runtime only: the emails the service sent, newest first, optionally to one address.
import * as v from 'valibot';
import { probeLimits } from '../platform/http/public-limits.js';
import { PUBLIC, type Route } from '../platform/http/route.js';
import { parseQuery } from '../platform/http/validate.js';
import type { MailboxEntry } from './local-mailbox.js';

const mailboxQuery = v.strictObject({ to: v.optional(v.pipe(v.string(), v.email('must be an email address'))) });

export const localMailboxRoute: Route<{ list(to?: string): Promise<MailboxEntry[]> }> = {
  method: 'GET',
  path: '/local/mailbox',
  scope: PUBLIC,
  publicLimits: probeLimits,
  serve: async (mailbox, { query }) => ({ body: await mailbox.list(parseQuery(mailboxQuery, query).to) }),
};
