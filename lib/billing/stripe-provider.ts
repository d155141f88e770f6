// The billing provider in AWS: Stripe's API through the official client, its prices as the specification's Price shape,
// and Stripe being down or overloaded answered as a 503 with Retry-After rather than a 500.
import Stripe from 'stripe';
import { InvalidRequestError, ServiceUnavailableError } from '../platform/http/errors.js';
import type { BillingProvider, ProviderPrice } from './billing-provider.js';

interface StripeProviderOptions {
  secretKey: string;
  /** Where the API is served: Stripe's own by default; tests point these at a local server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** How long a caller should wait before trying again when Stripe is down or overloaded. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The billing provider backed by Stripe. Each call is retried twice by the client (with the same idempotency key, so a
 * retried create makes nothing twice) and each try is bounded, so a slow Stripe cannot hold a request forever.
 */
export function createStripeProvider(options: StripeProviderOptions): BillingProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    // Three tries of 8 s and their backoff stay within the billing function's 30 s.
    timeout: 8_000,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
  return {
    listPrices: () =>
      calling(async () => {
        const prices: ProviderPrice[] = [];
        for await (const price of stripe.prices.list({ active: true, limit: 100 })) prices.push(providerPrice(price));
        return prices;
      }),
    getPrice: (priceId) =>
      calling(async () => {
        try {
          return providerPrice(await stripe.prices.retrieve(priceId));
        } catch (error) {
          if (isMissing(error)) return undefined;
          throw error;
        }
      }),
    createCustomer: ({ org, name, email }, idempotencyKey) =>
      calling(async () => {
        const customer = await stripe.customers.create({ name, email, metadata: { org } }, { idempotencyKey });
        return { id: customer.id };
      }),
    createSubscription: ({ org, customerId, priceId }, idempotencyKey) =>
      calling(async () => {
        try {
          const subscription = await stripe.subscriptions.create(
            {
              customer: customerId,
              items: [{ price: priceId }],
              payment_behavior: 'default_incomplete',
              payment_settings: { save_default_payment_method: 'on_subscription' },
              metadata: { org },
              expand: ['latest_invoice.confirmation_secret'],
            },
            { idempotencyKey },
          );
          const clientSecret = clientSecretOf(subscription.latest_invoice);
          if (!clientSecret)
            throw new Error(
              `Stripe started subscription ${subscription.id} without a client secret on its first invoice`,
            );
          return { id: subscription.id, customerId, clientSecret };
        } catch (error) {
          throw unknownPriceOr(error, priceId);
        }
      }),
    changePrice: ({ subscriptionId, priceId }, idempotencyKey) =>
      calling(async () => {
        try {
          // One price a subscription: its item is switched, and Stripe prorates the rest of the period.
          const { items } = await stripe.subscriptions.retrieve(subscriptionId);
          const [item] = items.data;
          if (!item) throw new Error(`Stripe's subscription ${subscriptionId} has no item to switch`);
          await stripe.subscriptions.update(
            subscriptionId,
            { items: [{ id: item.id, price: priceId }], proration_behavior: 'create_prorations' },
            { idempotencyKey },
          );
        } catch (error) {
          throw unknownPriceOr(error, priceId);
        }
      }),
  };
}

/** The price as the specification describes it: Stripe's fields, with the product as its id and decimals as text. */
function providerPrice(price: Stripe.Price): ProviderPrice {
  return {
    id: price.id,
    active: price.active,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    custom_unit_amount: price.custom_unit_amount,
    livemode: price.livemode,
    lookup_key: price.lookup_key,
    metadata: price.metadata,
    nickname: price.nickname,
    product: typeof price.product === 'string' ? price.product : price.product.id,
    recurring: price.recurring,
    tax_behavior: price.tax_behavior,
    tiers_mode: price.tiers_mode,
    transform_quantity: price.transform_quantity,
    type: price.type,
    unit_amount: price.unit_amount,
    // The client turns Stripe's decimal string into a Decimal object; the Price shape keeps Stripe's string.
    unit_amount_decimal: price.unit_amount_decimal === null ? null : price.unit_amount_decimal.toString(),
  };
}

/**
 * The client secret that pays the subscription's first invoice. The API version this client speaks (2025-03-31 and
 * later) carries it on the invoice's `confirmation_secret`; older versions had it on the expanded `payment_intent`,
 * which the client's types no longer describe, so both are read from the untyped response.
 */
function clientSecretOf(latestInvoice: unknown): string | undefined {
  if (!isRecord(latestInvoice)) return undefined;
  return secretIn(latestInvoice.confirmation_secret) ?? secretIn(latestInvoice.payment_intent);
}

function secretIn(holder: unknown): string | undefined {
  if (!isRecord(holder)) return undefined;
  const secret = holder.client_secret;
  return typeof secret === 'string' && secret !== '' ? secret : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A 400 naming `priceId` for Stripe's answer that the price does not exist; any other error as it is. */
function unknownPriceOr(error: unknown, priceId: string): unknown {
  if (!isMissing(error) || !error.param?.includes('price')) return error;
  return new InvalidRequestError(`The billing provider has no price ${priceId}.`, [
    { path: 'priceId', message: `No price ${priceId} exists.` },
  ]);
}

/** Stripe's answer that the object asked for does not exist (a 404, or a 400 naming the parameter that refers to it). */
function isMissing(error: unknown): error is Stripe.errors.StripeInvalidRequestError {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** The call, with Stripe being unreachable, failing on its side or refusing the load turned into a 503 to retry. */
async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isUnavailable(error)) throw new ServiceUnavailableError(RETRY_AFTER_SECONDS);
    throw error;
  }
}

function isUnavailable(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeRateLimitError)
    return true;
  if (!(error instanceof Stripe.errors.StripeAPIError)) return false;
  // Without a status the answer was not Stripe's JSON (a proxy's error page), which is a failure on the way to Stripe.
  return error.statusCode === undefined || error.statusCode >= 500;
}
