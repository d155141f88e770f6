// The local billing provider, for npm start and the tests: Stripe's test mode in miniature. It keeps customers,
// subscriptions, payment intents and invoices in the table, and posts the events Stripe would, signed as Stripe signs
// them, to the service's own webhook route.
import { ulid } from 'ulid';
import * as v from 'valibot';
import type { Clock } from '../platform/clock.js';
import { InvalidRequestError, NotFoundError } from '../platform/http/errors.js';
import { defineItem, part } from '../platform/store/item-type.js';
import type { Store } from '../platform/store/store.js';
import type { TableUse } from '../platform/store/table-use.js';
import { SIGNATURE_HEADER, type BillingProvider, type ProviderPrice, signatureOf } from './billing-provider.js';

/** The local catalogue: one monthly price that includes credits, and a larger one. */
export const LOCAL_PRICES: readonly ProviderPrice[] = [
  localPrice('price_localstarter', 'Starter', 2900, '500'),
  localPrice('price_localgrowth', 'Growth', 9900, '5000'),
];

/** Refuses a price the catalogue does not have, as Stripe does: 400 naming `priceId`. */
function mustBeKnown(priceId: string): void {
  if (!LOCAL_PRICES.some((price) => price.id === priceId))
    throw new InvalidRequestError(`No such price: ${priceId}.`, [{ path: 'priceId', message: 'no such price' }]);
}

/** The invoice paid in full. */
const paidInvoice = (invoice: Record<string, unknown>) => ({
  ...invoice,
  status: 'paid',
  amount_paid: invoice.amount_due,
  amount_remaining: 0,
});

function localPrice(id: string, nickname: string, unitAmount: number, credits: string): ProviderPrice {
  return {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: 1_767_225_600,
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: nickname.toLowerCase(),
    metadata: { credits },
    nickname,
    product: `prod_local${nickname.toLowerCase()}`,
    recurring: { interval: 'month', interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
}

/** One object of the local provider, by kind and id, with what answers for it: Stripe's own fields. */
const localObjects = defineItem({
  name: 'local billing object',
  partition: ['LOCALBILLING', part('kind'), part('id')],
  sort: [],
  attributes: v.object({ body: v.record(v.string(), v.unknown()) }),
});

/** What the local provider writes: its objects, read, put and changed. */
export const localProviderUse: TableUse = { items: localObjects, may: ['get', 'put'] };

type Kind = 'customer' | 'subscription' | 'invoice' | 'secret' | 'idempotency' | 'index';

export interface LocalProviderOptions {
  store: Store;
  now: Clock;
  /** Where its events go: the service's webhook route. */
  webhookUrl: () => string;
  /** The secret its events are signed with: the one the webhook route checks. */
  webhookSecret: string;
}

export interface LocalProvider extends BillingProvider {
  /** Pays (or, with `fail`, fails to pay) the invoice whose payment intent has `clientSecret`, as a browser would. */
  pay(clientSecret: string, options?: { fail?: boolean }): Promise<{ invoice: string; status: string }>;
  /**
   * Starts the next period of every active subscription whose period has ended, its invoice paid by the card on file,
   * as Stripe renews them; answers how many.
   */
  renew(): Promise<number>;
}

const DAY_SECONDS = 24 * 3600;
/** A monthly period, as the local provider counts it. */
const PERIOD_SECONDS = 30 * DAY_SECONDS;

export function createLocalProvider({ store, now, webhookUrl, webhookSecret }: LocalProviderOptions): LocalProvider {
  const objects = store.items(localObjects);
  const read = async (kind: Kind, id: string) => (await objects.get({ kind, id }))?.body;
  const write = (kind: Kind, id: string, body: Record<string, unknown>) => objects.put({ kind, id }, { body });
  const seconds = () => Math.floor(now().getTime() / 1000);

  /** Posts the event Stripe would post about `object`, signed, and waits for the route's answer. */
  async function emit(type: string, object: Record<string, unknown>): Promise<void> {
    const payload = JSON.stringify({
      id: `evt_${ulid()}`,
      object: 'event',
      type,
      created: seconds(),
      data: { object },
    });
    const answer = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signatureOf(payload, webhookSecret, now()) },
      body: payload,
    });
    if (!answer.ok) throw new Error(`The webhook route answered ${answer.status} to ${type}: ${await answer.text()}`);
  }

  /** Runs `make` once per idempotency key, answering the first result again, as Stripe does. */
  async function once(key: string, make: () => Promise<Record<string, unknown>>): Promise<Record<string, unknown>> {
    const kept = await read('idempotency', key);
    if (kept) return kept;
    const made = await make();
    await write('idempotency', key, made);
    return made;
  }

  /** A new open invoice of the subscription for the period from `start`, with its payment intent's client secret. */
  async function openInvoice(subscription: Record<string, unknown>, start: number) {
    const price = LOCAL_PRICES.find((candidate) => candidate.id === subscription.priceId)!;
    const id = `in_${ulid()}`;
    const secret = `pi_${ulid()}_secret_${ulid()}`;
    const amount = Number(price.unit_amount);
    const invoice = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      subscription: subscription.id,
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      subtotal: amount,
      total: amount,
      currency: 'usd',
      created: seconds(),
      period_start: start,
      period_end: start + PERIOD_SECONDS,
      collection_method: 'charge_automatically',
      payment_intent: secret.split('_secret_')[0],
      metadata: { org: String(subscription.org) },
      livemode: false,
    };
    await write('invoice', id, invoice);
    await write('secret', secret, { invoice: id });
    await emit('invoice.finalized', invoice);
    return { invoice, secret };
  }

  const subscriptionEvent = (subscription: Record<string, unknown>) => ({
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    metadata: { org: subscription.org },
    items: {
      data: [
        {
          price: { id: subscription.priceId },
          current_period_start: subscription.periodStart,
          current_period_end: subscription.periodEnd,
        },
      ],
    },
  });

  return {
    async listPrices() {
      return [...LOCAL_PRICES];
    },

    async getPrice(priceId) {
      return LOCAL_PRICES.find((price) => price.id === priceId);
    },

    async createCustomer({ org, name, email }, idempotencyKey) {
      const { id } = await once(`customer:${idempotencyKey}`, async () => {
        const customer = { id: `cus_${ulid()}`, object: 'customer', name, email, metadata: { org } };
        await write('customer', customer.id, customer);
        return customer;
      });
      return { id: String(id) };
    },

    async createSubscription({ org, customerId, priceId }, idempotencyKey) {
      mustBeKnown(priceId);
      const started = await once(`subscription:${idempotencyKey}`, async () => {
        const start = seconds();
        const subscription = {
          id: `sub_${ulid()}`,
          org,
          customer: customerId,
          priceId,
          status: 'incomplete',
          periodStart: start,
          periodEnd: start + PERIOD_SECONDS,
        };
        await write('subscription', subscription.id, subscription);
        const known = (await read('index', 'subscriptions'))?.ids;
        await write('index', 'subscriptions', { ids: [...(Array.isArray(known) ? known : []), subscription.id] });
        await emit('customer.subscription.created', subscriptionEvent(subscription));
        const { secret } = await openInvoice(subscription, start);
        return { id: subscription.id, customerId, clientSecret: secret };
      });
      return { id: String(started.id), customerId, clientSecret: String(started.clientSecret) };
    },

    async changePrice({ subscriptionId, priceId }, idempotencyKey) {
      mustBeKnown(priceId);
      await once(`change:${idempotencyKey}`, async () => {
        const subscription = await read('subscription', subscriptionId);
        if (!subscription) throw new NotFoundError(`No subscription ${subscriptionId} at the provider.`);
        const changed = { ...subscription, priceId };
        await write('subscription', subscriptionId, changed);
        await emit('customer.subscription.updated', subscriptionEvent(changed));
        return { id: subscriptionId };
      });
    },

    async pay(clientSecret, { fail = false } = {}) {
      const invoiceId = String((await read('secret', clientSecret))?.invoice ?? '');
      const invoice = invoiceId ? await read('invoice', invoiceId) : undefined;
      if (!invoice) throw new NotFoundError('No payment waits under this client secret.');
      if (invoice.status === 'paid') return { invoice: invoiceId, status: 'paid' };
      const subscription = await read('subscription', String(invoice.subscription));
      if (!subscription) throw new NotFoundError('The invoice has no subscription.');
      const paid: Record<string, unknown> = fail ? { ...invoice, attempted: true } : paidInvoice(invoice);
      const moved = { ...subscription, status: fail ? 'past_due' : 'active' };
      await write('invoice', invoiceId, paid);
      await write('subscription', String(subscription.id), moved);
      await emit(fail ? 'invoice.payment_failed' : 'invoice.paid', paid);
      await emit('customer.subscription.updated', subscriptionEvent(moved));
      return { invoice: invoiceId, status: String(paid.status) };
    },

    async renew() {
      const ids = (await read('index', 'subscriptions'))?.ids;
      let renewed = 0;
      for (const id of Array.isArray(ids) ? ids.map(String) : []) {
        const subscription = await read('subscription', id);
        if (subscription?.status !== 'active' || Number(subscription.periodEnd) > seconds()) continue;
        const start = Number(subscription.periodEnd);
        const next = { ...subscription, periodStart: start, periodEnd: start + PERIOD_SECONDS };
        await write('subscription', id, next);
        const { invoice } = await openInvoice(next, start);
        const paid = paidInvoice(invoice);
        await write('invoice', invoice.id, paid);
        await emit('invoice.paid', paid);
        await emit('customer.subscription.updated', subscriptionEvent(next));
        renewed++;
      }
      return renewed;
    },
  };
}
