// The billing domain's public entry: what other domains use of it, and the only file they import it through.
export { createPriceBody } from './create-price.js';
export { createEntitlements, type Entitlements, entitlementsTableUse, holdOf } from './entitlements.js';
export { payBody } from './billing-routes.js';
export { invoices } from './invoices.js';
export { prices } from './prices.js';
export { subscriptions } from './subscriptions.js';
export { addUsage, usageIncrementItem, usageInMonth } from './usage-count.js';
export { usage } from './usage.js';
