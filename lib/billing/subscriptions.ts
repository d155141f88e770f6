// Subscriptions: overrides of a billing subscription's credits and status, each switched on and timed separately.
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

const subscriptionStatuses = ['ACTIVE', 'INACTIVE', 'PAUSED', 'PAST_DUE', 'TRIAL'] as const;

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
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'subscriptionId' }],
  unique: [{ field: 'subscriptionId', scope: 'organization' }],
});
