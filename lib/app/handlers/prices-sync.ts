// Builds the prices sync's handler: once a day, the provider's active prices written to the catalogue.
import { syncCatalogue } from '../../billing/catalogue-sync.js';
import { logger } from '../../platform/http/logger.js';
import { billingServices } from '../billing-services.js';
import { storeOf } from '../store.js';
import type { AppConfig } from '../settings.js';

export async function build(config: AppConfig) {
  const store = storeOf(config);
  const { provider } = await billingServices(config, store);
  return async () => {
    const prices = await syncCatalogue(provider, store, config.clock);
    logger.info('Synced the billing catalogue', { prices });
  };
}
