// The billing function's provider, made at its cold start: the local provider on the local runtime, Stripe elsewhere
// with its secret key and webhook secret read once from the deployment's secret.
import * as v from 'valibot';
import { createLocalProvider } from '../billing/local-provider.js';
import { createStripeProvider } from '../billing/stripe-provider.js';
import { createSecretsClient, readJsonSecret } from '../platform/aws/json-secret.js';
import type { BillingServices } from '../platform/resources/behaviour.js';
import type { Store } from '../platform/store/store.js';
import type { AppConfig } from './settings.js';

/** The billing secret's value: Stripe's secret key and the webhook endpoint's signing secret. */
const billingSecret = v.object({
  secretKey: v.pipe(v.string(), v.minLength(1)),
  webhookSecret: v.pipe(v.string(), v.minLength(1)),
});

export async function billingServices(
  config: AppConfig,
  store: Store,
  secretsEndpoint?: string,
): Promise<BillingServices> {
  const settings = config.billing();
  if (settings.kind === 'local') {
    const local = createLocalProvider({
      store,
      now: config.clock,
      webhookUrl: () => `${config.linkBaseUrl()}/v5/billing/webhook`,
      webhookSecret: settings.webhookSecret,
    });
    return { provider: local, webhookSecret: settings.webhookSecret, pay: local.pay, renew: local.renew };
  }
  const client = createSecretsClient(secretsEndpoint);
  try {
    const { secretKey, webhookSecret } = await readJsonSecret(client, settings.secretArn, billingSecret);
    return { provider: createStripeProvider({ secretKey }), webhookSecret };
  } finally {
    client.destroy();
  }
}
