// The provider's events applied to what the API shows: invoices, the organization's subscription and the catalogue's
// prices. Each event once (by its id); one older than the record's last change changes nothing (events come out of order).
import type { Clock } from '../platform/clock.js';
import { InvalidRequestError } from '../platform/http/errors.js';
import { SERVICE_NAMESPACE } from '../platform/resources/behaviour.js';
import type { EntityType } from '../platform/store/entity.js';
import { DuplicateIdError, RecordNotFoundError } from '../platform/store/errors.js';
import type { StoredRecord, WriteContext } from '../platform/store/records.js';
import type { Store } from '../platform/store/store.js';
import { appliedBillingEvents, billingAccounts, billingCustomers } from './billing-records.js';
import type { ProviderEvent } from './billing-provider.js';
import { invoices } from './invoices.js';
import { prices } from './prices.js';
import {
  type Overwrite,
  OVERWRITES,
  overwriteFields,
  type SubscriptionStatus,
  subscriptions,
} from './subscriptions.js';

/** How long an applied event's id is kept: past the provider's retries of a delivery (Stripe's three days). */
const APPLIED_EVENT_SECONDS = 7 * 24 * 3600;

export interface ProviderEventDeps {
  store: Store;
  now: Clock;
}

type ProviderObject = ProviderEvent['data']['object'];

/** Stripe's subscription statuses as the specification's. */
const STATUS_OF: Record<string, SubscriptionStatus> = {
  active: 'ACTIVE',
  trialing: 'TRIAL',
  past_due: 'PAST_DUE',
  unpaid: 'PAST_DUE',
  paused: 'PAUSED',
  incomplete: 'INACTIVE',
  incomplete_expired: 'INACTIVE',
  canceled: 'INACTIVE',
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const seconds = (value: unknown) => (typeof value === 'number' ? value : null);
const isoOf = (epochSeconds: number | null) =>
  epochSeconds === null ? null : new Date(epochSeconds * 1000).toISOString();
const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
const idOf = (value: unknown) => text(value) ?? text(recordOf(value).id);

/**
 * Writes what `dataFor` makes of the record `id` as it is (undefined when absent: it is created), unless a later event
 * changed it last (`at`, the event's time); a concurrent event creating it first makes it read again.
 */
async function mirror(
  store: Store,
  entity: EntityType,
  ctx: WriteContext,
  id: string,
  at: number,
  dataFor: (current: StoredRecord | undefined) => Record<string, unknown>,
): Promise<void> {
  for (let round = 1; ; round++) {
    try {
      await store.updateIf(entity, ctx, id, (current: StoredRecord) =>
        Number(current.providerUpdatedAt ?? 0) > at ? undefined : { ...dataFor(current), providerUpdatedAt: at },
      );
      return;
    } catch (error) {
      if (!(error instanceof RecordNotFoundError)) throw error;
    }
    try {
      await store.create(entity, ctx, { ...dataFor(undefined), providerUpdatedAt: at }, { id });
      return;
    } catch (error) {
      if (!(error instanceof DuplicateIdError) || round >= 3) throw error;
    }
  }
}

/** The organization of the customer an event's object names; 400 for a customer of none, or another's metadata. */
async function organizationOf(store: Store, object: ProviderObject): Promise<string> {
  const customerId = idOf(object.customer);
  const owner = customerId ? await store.items(billingCustomers).get({ customerId }) : undefined;
  if (!owner) throw new InvalidRequestError(`The event's ${object.object} names no customer of an organization.`);
  const claimed = text(recordOf(object.metadata).org);
  if (claimed && claimed !== owner.org)
    throw new InvalidRequestError(`The event's ${object.object} names another organization than its customer's.`);
  return owner.org;
}

const systemContext = (org: string, event: ProviderEvent): WriteContext => ({
  org,
  actor: { type: 'system', id: 'billing' },
  requestId: event.id,
});

/** A subscription's state: its status, price, customer and period (Stripe keeps the period on its items since 2025). */
async function applySubscription({ store }: ProviderEventDeps, event: ProviderEvent): Promise<void> {
  const object = event.data.object;
  const org = await organizationOf(store, object);
  const lines = recordOf(object.items).data;
  const lineItem = recordOf(Array.isArray(lines) ? lines[0] : undefined);
  const priceId = idOf(lineItem.price);
  const periodStart = seconds(lineItem.current_period_start) ?? seconds(object.current_period_start);
  const periodEnd = seconds(lineItem.current_period_end) ?? seconds(object.current_period_end);
  const price = priceId ? await store.get(prices.entity, SERVICE_NAMESPACE, priceId) : undefined;
  const credits = Number.parseInt(String(recordOf(price?.metadata).credits ?? ''), 10);
  const status = STATUS_OF[text(object.status) ?? ''] ?? 'INACTIVE';
  await mirror(store, subscriptions.entity, systemContext(org, event), object.id, event.created, (current) => ({
    subscriptionId: object.id,
    // A subscription the provider made starts with every overwrite off.
    ...(current ? {} : Object.fromEntries(OVERWRITES.flatMap(overwritesOff))),
    status,
    priceId,
    customerId: idOf(object.customer),
    periodStart: isoOf(periodStart),
    periodEnd: isoOf(periodEnd),
    creditsIncluded: Number.isFinite(credits) ? credits : null,
    // A new period starts with none of its credits used.
    ...(current?.periodStart !== isoOf(periodStart) ? { creditsUsed: 0 } : {}),
  }));
  // The organization's sends are held to its subscription; a canceled one does not take the place of a live one.
  const accounts = store.items(billingAccounts);
  const account = await accounts.get({ org });
  if (account && (!account.subscriptionId || status !== 'INACTIVE'))
    await accounts.update({ org }, { set: { subscriptionId: object.id } });
}

/** An overwrite's three fields, switched off. */
function overwritesOff(name: Overwrite): Array<[string, unknown]> {
  const { enabled, disableAt, value } = overwriteFields(name);
  return [
    [enabled, false],
    [disableAt, null],
    [value, null],
  ];
}

/** An invoice, in the specification's Invoice shape (Stripe's fields). */
async function applyInvoice({ store }: ProviderEventDeps, event: ProviderEvent): Promise<void> {
  const object = event.data.object;
  const org = await organizationOf(store, object);
  const number = (name: string) => seconds(object[name]) ?? 0;
  const status = text(object.status) ?? 'draft';
  await mirror(store, invoices.entity, systemContext(org, event), object.id, event.created, () => ({
    amount_due: number('amount_due'),
    amount_paid: number('amount_paid'),
    amount_remaining: number('amount_remaining'),
    collection_method: text(object.collection_method) ?? 'charge_automatically',
    created: number('created'),
    currency: text(object.currency) ?? 'usd',
    customer: idOf(object.customer),
    customer_email: text(object.customer_email),
    customer_name: text(object.customer_name),
    customer_phone: text(object.customer_phone),
    description: text(object.description),
    due_date: seconds(object.due_date),
    hosted_invoice_url: text(object.hosted_invoice_url),
    invoice_pdf: text(object.invoice_pdf),
    livemode: object.livemode === true,
    metadata: Object.fromEntries(Object.entries(recordOf(object.metadata)).map(([k, value]) => [k, String(value)])),
    number: text(object.number),
    paid: status === 'paid',
    payment_intent: idOf(object.payment_intent),
    period_end: number('period_end'),
    period_start: number('period_start'),
    receipt_number: text(object.receipt_number),
    status,
    subscription:
      idOf(object.subscription) ?? idOf(recordOf(recordOf(object.parent).subscription_details).subscription),
    subtotal: number('subtotal'),
    total: number('total'),
    tax: seconds(object.tax),
  }));
}

/** A price of the catalogue, which every organization lists. */
async function applyPrice({ store }: ProviderEventDeps, event: ProviderEvent): Promise<void> {
  await mirrorPrice(store, event.data.object, event.created, event.id);
}

/** Writes one provider price to the catalogue, as of `at` (epoch seconds): from an event or the daily sync. */
export async function mirrorPrice(
  store: Store,
  price: Record<string, unknown> & { id: string },
  at: number,
  requestId: string,
) {
  const { id: _id, object: _object, ...fields } = price;
  const ctx = { org: SERVICE_NAMESPACE, actor: { type: 'system' as const, id: 'billing' }, requestId };
  await mirror(store, prices.entity, ctx, price.id, at, () => ({ ...fields, product: idOf(fields.product) }));
}

/** What each kind of object the provider's events carry changes; other events are acknowledged and ignored. */
const APPLIERS: Record<string, (deps: ProviderEventDeps, event: ProviderEvent) => Promise<void>> = {
  subscription: applySubscription,
  invoice: applyInvoice,
  price: applyPrice,
};

/**
 * Applies a verified provider event once: 'duplicate' for one already applied, 'ignored' for a kind of object the
 * service does not mirror. Its id is kept only once applied, so that a delivery that failed half way is applied again
 * (each write is guarded by the event's time, and so changes nothing twice).
 */
export async function applyProviderEvent(
  deps: ProviderEventDeps,
  event: ProviderEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const applied = deps.store.items(appliedBillingEvents);
  if (await applied.get({ eventId: event.id })) return 'duplicate';
  const apply = APPLIERS[event.data.object.object];
  if (!apply) return 'ignored';
  await apply(deps, event);
  const expiresAt = Math.floor(deps.now().getTime() / 1000) + APPLIED_EVENT_SECONDS;
  await applied.put({ eventId: event.id }, { type: event.type }, { expiresAt });
  return 'applied';
}
