// Subscriptions: overrides of a billing subscription's credits and status, each switched on and timed separately.
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';
import { ownersOnly } from '../platform/resources/write-policies.js';

const subscriptionStatuses = ['ACTIVE', 'INACTIVE', 'PAUSED', 'PAST_DUE', 'TRIAL'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
const service = { readOnly: true } as const;
const orNull = { readOnly: true, nullable: true } as const;

export const subscriptions = defineResource({
  object: 'subscription',
  idPrefix: 'sub',
  path: 'subscriptions',
  description:
    "A billing subscription's overrides: when its period's credits run out, how many it includes, and its status.",
  fields: {
    /** The billing provider's subscription id; one record per subscription in an organization. */
    subscriptionId: f.text({ required: true, search: true }),
    subscriptionPeriodCreditsExhaustedAtOverwriteEnabled: f.boolean({ required: true }),
    subscriptionPeriodCreditsExhaustedAtOverwriteDisableAt: f.dateTime({ nullable: true }),
    subscriptionPeriodCreditsExhaustedAtOverwriteValue: f.dateTime({ nullable: true }),
    subscriptionPeriodCreditsIncludedOverwriteEnabled: f.boolean({ required: true }),
    subscriptionPeriodCreditsIncludedOverwriteDisableAt: f.dateTime({ nullable: true }),
    subscriptionPeriodCreditsIncludedOverwriteValue: f.number({ nullable: true, integer: true }),
    subscriptionStatusOverwriteEnabled: f.boolean({ required: true }),
    subscriptionStatusOverwriteDisableAt: f.dateTime({ nullable: true }),
    subscriptionStatusOverwriteValue: f.enum(subscriptionStatuses, { nullable: true }),
    /** The provider's status (before overwrites): INACTIVE until the first invoice is paid. */
    status: f.enum(subscriptionStatuses, orNull),
    /** The provider's price, customer and current period (ISO date-times). */
    priceId: f.text(orNull),
    customerId: f.text(orNull),
    periodStart: f.dateTime(orNull),
    periodEnd: f.dateTime(orNull),
    /** Credits the price includes per period (its `metadata.credits`), and those this period's sends used. */
    creditsIncluded: f.number({ ...orNull, integer: true }),
    creditsUsed: f.number({ ...service, integer: true, default: 0 }),
    /** When the provider's event that last changed it was made (epoch seconds): an older event changes nothing. */
    providerUpdatedAt: f.number(orNull),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'subscriptionId' }],
  unique: [{ field: 'subscriptionId', scope: 'organization' }],
  // What the organization pays is its owners' to change.
  writePolicy: ownersOnly('its subscriptions'),
});
