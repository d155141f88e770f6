// The billing function's provider, made at its cold start: the local provider on the local runtime, Stripe elsewhere
// with its secret key and webhook secret read once from the deployment's secret.
import * as v from 'valibot';
import { createLocalProvider } from '../billing/local-provider.js';
import { createStripeProvider } from '../billing/stripe-provider.js';
import { createSecretsClient, readJsonSecret } from '../platform/aws/json-secret.js';
import type { BillingProvider } from '../platform/billing-port.js';
import type { BillingServices } from '../platform/resources/behaviour.js';
import type { Store } from '../platform/store/store.js';
import type { AppConfig } from './settings.js';

/** The billing secret's value: Stripe's secret key and the webhook endpoint's signing secret (empty: not configured). */
const billingSecret = v.object({ secretKey: v.string(), webhookSecret: v.string() });

/** The provider of a deployment without Stripe's keys: every call fails, saying what to deploy. */
const unconfigured: BillingProvider = {
  listPrices: async () => [],
  getPrice: notConfigured,
  createCustomer: notConfigured,
  createSubscription: notConfigured,
  changePrice: notConfigured,
};

async function notConfigured(): Promise<never> {
  throw new Error('Billing is not configured: deploy with the StripeSecretKey and StripeWebhookSecret parameters');
}

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
    // Without a key, the catalogue is empty and CreatePrice fails; without a webhook secret, no event verifies.
    return { provider: secretKey ? createStripeProvider({ secretKey }) : unconfigured, webhookSecret };
  } finally {
    client.destroy();
  }
}
