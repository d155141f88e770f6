// What the campaign sender does to the table, for its grants: the records a send reads and writes, and the send pipeline's own items.
import { entitlementsTableUse, usage } from '../../billing/index.js';
import { addressRefusalUse } from '../../crm/index.js';
import type { TableUse } from '../../platform/store/table-use.js';
import { organizationSendCounts, sendLogs, sendReservations } from './send-items.js';

/**
 * Reads the record that sends (a campaign contact or a draft) and all a message needs (campaign, contact, connection,
 * company, tracking domain, steps and variants through the indexes, suppressions by their guards); reserves a send
 * with the limits' logs and the organization's count of the day in a transaction and frees it when the mailer refuses; confirms it with the sent email, its
 * events, the contact's activity, the month's usage (created if missing, counted in place) and the record's next state in one transaction.
 */
export const senderTableUse: readonly TableUse[] = [
  { records: 'any', may: ['get', 'getMany', 'list', 'write', 'uniqueHolders'] },
  // The verification status of the address a step goes to.
  addressRefusalUse,
  { records: [usage.entity], may: ['transactUpdateInPlace'] },
  // The organization's subscription: read, a credit taken with each reservation, given back when the mailer refuses.
  ...entitlementsTableUse,
  { items: sendReservations, may: ['get', 'transactPut', 'transactUpdate', 'delete'] },
  // getMany: inbox rotation compares the room left on a campaign's connections (campaign-sender.ts).
  { items: sendLogs, may: ['get', 'getMany', 'transactPut'] },
  { items: organizationSendCounts, may: ['get', 'transactUpdate'] },
];
