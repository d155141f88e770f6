// The send pipeline's own items: a reservation per send, taken before the mailer is called, the 24-hour send logs and
// the organization's count of the day.
import * as v from 'valibot';
import { defineItem, part } from '../../platform/store/item-type.js';

/**
 * The reservation of one send, taken before the mailer is called: exactly once. `part` tells the sends of one record
 * apart: a campaign contact's step id, or `draft` for a draft email's only send.
 */
export const sendReservations = defineItem({
  name: 'send reservation',
  partition: ['SEND', part('org'), part('recordId'), part('part')],
  sort: [],
  attributes: v.object({
    state: v.picklist(['RESERVED', 'SENT']),
    token: v.string(),
    /** When it was reserved (epoch ms): the sent email's sentAt. */
    reservedAt: v.number(),
    /** The sent email the send becomes, its id included. */
    sentEmail: v.looseObject({ id: v.string() }),
    providerMessageId: v.optional(v.nullable(v.string())),
    sentEmailId: v.optional(v.string()),
  }),
});

/** The sends of the last 24 hours (epoch ms) of a connection or a campaign, for their limits; rewritten whole, by version. */
export const sendLogs = defineItem({
  name: 'send log',
  partition: ['SENDLOG', part('org'), part('kind'), part('id')],
  sort: [],
  attributes: v.object({ times: v.array(v.number()) }),
});

/**
 * An organization's sends in one UTC day, across all its connections, for the deployment's daily cap: counted in place
 * in each reservation's transaction, only while it is below the cap, so that concurrent senders cannot pass it.
 */
export const organizationSendCounts = defineItem({
  name: 'organization send count',
  partition: ['SENDCAP', part('org'), part('day')],
  sort: [],
  attributes: v.object({ count: v.number() }),
});
