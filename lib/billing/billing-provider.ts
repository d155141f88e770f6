// The billing provider's events as both providers deliver them, Stripe (stripe-provider.ts) and the local one
// (local-provider.ts): signed with Stripe's scheme, checked on the raw body, and read in Stripe's shape.
import Stripe from 'stripe';
import * as v from 'valibot';
import { HttpError } from '../platform/http/errors.js';

export type { BillingProvider, ProviderPrice } from '../platform/billing-port.js';

/** An event of the provider, as Stripe's webhook events carry it: its id, type, time (epoch seconds), and its object. */
const providerEvent = v.object({
  id: v.string(),
  type: v.string(),
  created: v.number(),
  data: v.object({ object: v.looseObject({ id: v.string(), object: v.string() }) }),
});
export type ProviderEvent = v.InferOutput<typeof providerEvent>;

/** The header Stripe signs its webhook deliveries in. */
export const SIGNATURE_HEADER = 'stripe-signature';

/** How far a signature's timestamp may be from now: Stripe's default tolerance, which refuses replays. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A webhook delivery whose signature does not match its body under the deployment's secret. */
export class InvalidWebhookSignatureError extends HttpError {
  constructor(description: string) {
    super(400, 'invalid_webhook_signature', 'Bad Request', description);
  }
}

/**
 * The event a webhook delivery carries, its signature checked on the raw body with Stripe's scheme (HMAC-SHA256 of
 * `timestamp.body`, made at most five minutes before `now`): the same check for Stripe's events and the local provider's.
 */
export function verifiedEvent(
  rawBody: string,
  signature: string | undefined,
  secret: string,
  now: Date,
): ProviderEvent {
  if (!signature) throw new InvalidWebhookSignatureError(`The ${SIGNATURE_HEADER} header is missing.`);
  try {
    const event: unknown = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      // Milliseconds: stripe@23 divides `receivedAt` by 1000 (its header's timestamp is in seconds).
      now.getTime(),
    );
    return v.parse(providerEvent, event);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new InvalidWebhookSignatureError(
        `The ${SIGNATURE_HEADER} header does not sign this body with the deployment's webhook secret, or is too old.`,
      );
    throw error;
  }
}

/** The header the local provider signs an event's body with, as Stripe signs it. */
export function signatureOf(payload: string, secret: string, now: Date): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(now.getTime() / 1000) });
}
