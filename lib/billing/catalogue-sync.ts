// The daily sync of the catalogue: every active price of the provider written to the prices every organization lists
// (events keep them in step between syncs; a price the provider retires arrives as price.updated, active false).
import type { Clock } from '../platform/clock.js';
import type { BillingProvider } from '../platform/billing-port.js';
import type { Store } from '../platform/store/store.js';
import { mirrorPrice } from './provider-events.js';

/** Writes the provider's active prices to the catalogue, as of now; answers how many. */
export async function syncCatalogue(provider: BillingProvider, store: Store, now: Clock): Promise<number> {
  const listed = await provider.listPrices();
  const at = Math.floor(now().getTime() / 1000);
  for (const price of listed) await mirrorPrice(store, price, at, 'catalogue-sync');
  return listed.length;
}
