// The local runtime's mailbox in the table: one item per sent mail in one partition, its sort key the mail's id, so newest first is descending order.
import * as v from 'valibot';
import { defineItem, part } from '../platform/store/item-type.js';
import type { TableUse } from '../platform/store/table-use.js';

/** A mail as the mailbox keeps it; its id orders it by time. */
export const mailboxMails = defineItem({
  name: 'mailbox mail',
  partition: ['LOCAL', 'mailbox'],
  sort: [part('id')],
  attributes: v.object({
    id: v.string(),
    to: v.string(),
    /** The sender; absent on mail kept before senders were recorded. */
    from: v.optional(v.string()),
    subject: v.string(),
    text: v.string(),
    /** The HTML part, the Message-ID we chose and the further headers (List-Unsubscribe...); null or empty when none. */
    html: v.optional(v.nullable(v.string()), null),
    messageId: v.optional(v.nullable(v.string()), null),
    headers: v.optional(v.record(v.string(), v.string()), {}),
    createdAt: v.string(),
  }),
});

/** What the local mailbox route does to the table: lists the mailbox. */
export const mailboxReadUse: TableUse = { items: mailboxMails, may: ['query'] };

/** What the local mailer does where SES sends in AWS: it keeps each mail in the mailbox. */
export const localMailerUse: TableUse = { items: mailboxMails, may: ['put'] };
