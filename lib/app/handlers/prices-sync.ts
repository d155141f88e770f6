// Builds the prices sync's handler: once a day, the provider's active prices written to the catalogue (and locally,
// the local provider's renewals).
import { syncCatalogue } from '../../billing/catalogue-sync.js';
import { logger } from '../../platform/http/logger.js';
import { billingServices } from '../billing-services.js';
import { storeOf } from '../store.js';
import type { AppConfig } from '../settings.js';

export async function build(config: AppConfig) {
  const store = storeOf(config);
  const { provider, renew } = await billingServices(config, store);
  return async () => {
    const prices = await syncCatalogue(provider, store, config.clock);
    // Locally, the provider's own daily work too: subscriptions whose period ended start the next (Stripe's in AWS).
    const renewed = (await renew?.()) ?? 0;
    logger.info('Synced the billing catalogue', { prices, renewed });
  };
}
