// The billing routes beside CreatePrice (create-price.ts), served by the billing function: the provider's webhook, and
// locally the payment a browser would make.
import * as v from 'valibot';
import { logger } from '../platform/http/logger.js';
import { probeLimits, secretAddressLimits } from '../platform/http/public-limits.js';
import { PUBLIC, type Route } from '../platform/http/route.js';
import { parseBody } from '../platform/http/validate.js';
import type { ResourceServices } from '../platform/resources/behaviour.js';
import { SIGNATURE_HEADER, verifiedEvent } from './billing-provider.js';
import { billingOf } from './billing-of.js';
import { applyProviderEvent } from './provider-events.js';

/** POST /v5/billing/webhook: the provider's events, signed; each applied once. */
export const billingWebhookRoute: Route<ResourceServices> = {
  method: 'POST',
  path: '/v5/billing/webhook',
  scope: PUBLIC,
  publicLimits: secretAddressLimits,
  async serve(services, { event, rawBody }) {
    const { webhookSecret } = billingOf(services);
    const signature = event.headers?.[SIGNATURE_HEADER];
    const providerEvent = verifiedEvent(rawBody ?? '', signature, webhookSecret, services.engine.now());
    const outcome = await applyProviderEvent({ store: services.store, now: services.engine.now }, providerEvent);
    logger.info('Billing event received', { eventId: providerEvent.id, type: providerEvent.type, outcome });
    return { body: { received: true, outcome } };
  },
};

export const payBody = v.strictObject({
  clientSecret: v.pipe(v.string(), v.minLength(1)),
  fail: v.optional(v.boolean()),
});

/** POST /local/billing/pay: what a browser does with a client secret, locally (with `fail`, a declined card). */
export const localPayRoute: Route<ResourceServices> = {
  method: 'POST',
  path: '/local/billing/pay',
  scope: PUBLIC,
  localOnly: true,
  publicLimits: probeLimits,
  async serve(services, request) {
    const { clientSecret, fail } = parseBody(payBody, request.body);
    const { pay } = billingOf(services);
    if (!pay) throw new Error('Payments by hand are the local provider’s only');
    return { body: await pay(clientSecret, { fail: fail ?? false }) };
  },
};
