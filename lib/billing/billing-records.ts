// Where billing meets its provider: each organization's customer, the organization of each customer (which the
// provider's events name), and the provider's events already applied.
import * as v from 'valibot';
import { defineItem, part } from '../platform/store/item-type.js';
import type { TableUse } from '../platform/store/table-use.js';

/**
 * The organization's customer at the provider, made once (CreatePrice) and reused, and its subscription (the one its
 * sends are held to), set by the provider's events.
 */
export const billingAccounts = defineItem({
  name: 'billing account',
  partition: ['ORG', part('org'), 'BILLING'],
  sort: [],
  attributes: v.object({ customerId: v.string(), subscriptionId: v.optional(v.string()) }),
});

/** The organization a customer of the provider belongs to: an event about another one changes nothing. */
export const billingCustomers = defineItem({
  name: 'billing customer',
  partition: ['BILLING', 'CUSTOMER', part('customerId')],
  sort: [],
  attributes: v.object({ org: v.string() }),
});

/** A provider event applied, by its id, kept past the provider's retries (three days at Stripe). */
export const appliedBillingEvents = defineItem({
  name: 'applied billing event',
  partition: ['BILLING', 'EVENT', part('eventId')],
  sort: [],
  attributes: v.object({ type: v.string() }),
  expires: true,
});

/** What the billing routes do to these: read and keep a customer's organization, and the events applied. */
export const billingRecordsUse: readonly TableUse[] = [
  { items: billingAccounts, may: ['get', 'put', 'update'] },
  { items: billingCustomers, may: ['get', 'put'] },
  { items: appliedBillingEvents, may: ['get', 'put'] },
];
