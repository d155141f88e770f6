// CreatePrice (POST /v5/prices, owners only): the organization's subscription to a price started at the provider, and
// the client secret with which a browser pays its first invoice. Served by the billing function, which holds the
// provider's secrets.
import * as v from 'valibot';
import { ConflictError, InvalidRequestError } from '../platform/http/errors.js';
import { idempotencyKeyOf } from '../platform/http/idempotent-requests.js';
import { parseBody } from '../platform/http/validate.js';
import type { ResourceAction, ResourceServices } from '../platform/resources/behaviour.js';
import { billingOf } from './billing-of.js';
import { requireOwner } from '../platform/resources/write-policies.js';
import { billingAccounts, billingCustomers } from './billing-records.js';
import { subscriptions } from './subscriptions.js';

/** The specification's CreatePrice body. */
export const createPriceBody = v.strictObject({
  priceId: v.pipe(v.string(), v.minLength(1, 'must name a price')),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'must name the billing contact'), v.maxLength(200)),
  email: v.pipe(v.string(), v.trim(), v.email('must be an email address'), v.maxLength(254)),
});

/** Statuses of a subscription that a second one may not start beside: switching plans changes its price instead. */
const HOLDING_STATUSES = new Set(['ACTIVE', 'TRIAL', 'PAST_DUE', 'PAUSED']);

/**
 * POST /v5/prices: starts the organization's subscription to a price for its billing contact, and answers the first
 * invoice's client secret, with which a browser pays it. Its customer is made once and reused. The provider's calls
 * carry keys made from the request's Idempotency-Key (or its id), so that a resend after a 503 makes nothing twice.
 */
export const createPriceAction: ResourceAction = {
  method: 'POST',
  suffix: '',
  access: 'write',
  resumable: true,
  async serve(services, request) {
    const principal = request.principal!;
    requireOwner(principal, 'start a subscription');
    const { priceId, name, email } = parseBody(createPriceBody, request.body);
    const { provider } = billingOf(services);
    const { engine } = services;
    const org = principal.org;
    const price = await provider.getPrice(priceId);
    if (!price?.active)
      throw new InvalidRequestError(`The billing provider has no active price ${priceId}.`, [
        { path: 'priceId', message: `no active price ${priceId}` },
      ]);
    const held = await engine.list(subscriptions, org, 'limit=100');
    if (held.items.some((record) => HOLDING_STATUSES.has(String(record.status))))
      throw new ConflictError('The organization has a subscription already: switch plans by changing its price.');
    const key = `${org}:${idempotencyKeyOf(request.event.headers) ?? request.requestId}`;
    const customerId = await customerOf(services, { org, name, email }, key);
    const started = await provider.createSubscription({ org, customerId, priceId }, `${key}:subscription`);
    return { statusCode: 201, body: { clientSecret: started.clientSecret } };
  },
};

/**
 * The organization's customer at the provider: the one it has, or a new one. Its organization is written before any
 * subscription of it starts, so that the provider's first events already find whose they are.
 */
async function customerOf(
  services: ResourceServices,
  contact: { org: string; name: string; email: string },
  key: string,
) {
  const { store } = services;
  const accounts = store.items(billingAccounts);
  const account = await accounts.get({ org: contact.org });
  if (account) return account.customerId;
  const { id } = await billingOf(services).provider.createCustomer(contact, `${key}:customer`);
  await store.items(billingCustomers).put({ customerId: id }, { org: contact.org });
  // A concurrent first CreatePrice may have kept its own customer: the organization keeps the first.
  if (await accounts.put({ org: contact.org }, { customerId: id }, { when: 'absent' })) return id;
  return (await accounts.get({ org: contact.org }))?.customerId ?? id;
}
