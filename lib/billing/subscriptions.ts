// Subscriptions: overrides of a billing subscription's credits and status, each switched on and timed separately.
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';
import { InvalidRequestError } from '../platform/http/errors.js';
import { onCreateAndUpdate } from '../platform/resources/behaviour.js';
import { ownersOnly } from '../platform/resources/write-policies.js';
import { updateSubscriptionAction } from './change-price.js';

const subscriptionStatuses = ['ACTIVE', 'INACTIVE', 'PAUSED', 'PAST_DUE', 'TRIAL'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
const service = { readOnly: true } as const;
const orNull = { readOnly: true, nullable: true } as const;

/** The overwrites, each an Enabled switch, a Value and a DisableAt moment. */
export const OVERWRITES = [
  'subscriptionPeriodCreditsExhaustedAt',
  'subscriptionPeriodCreditsIncluded',
  'subscriptionStatus',
] as const;
export type Overwrite = (typeof OVERWRITES)[number];

/** The names of an overwrite's three fields. */
export const overwriteFields = (name: Overwrite) => ({
  enabled: `${name}OverwriteEnabled`,
  value: `${name}OverwriteValue`,
  disableAt: `${name}OverwriteDisableAt`,
});

/**
 * Refuses an overwrite that could not mean what it says, naming its field: a value while its switch is off, or a
 * DisableAt already past (the overwrite would never apply).
 */
function checkOverwrites(data: Record<string, unknown>, current: Record<string, unknown> | undefined, now: Date) {
  const errors = [];
  for (const name of OVERWRITES) {
    const { value, enabled, disableAt } = overwriteFields(name);
    const merged = { ...current, ...data };
    if (merged[value] !== null && merged[value] !== undefined && merged[enabled] !== true)
      errors.push({ path: value, message: `is set while ${enabled} is false: enable it, or set the value to null` });
    const until = data[disableAt];
    if (typeof until === 'string' && until <= now.toISOString())
      errors.push({ path: disableAt, message: 'is in the past: the overwrite would never apply' });
  }
  if (errors.length) throw new InvalidRequestError("The subscription's overwrites do not hold together.", errors);
}

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
  // PATCH switches plans too (`priceId`), through the billing provider: the billing function serves it.
  actions: [updateSubscriptionAction],
  hooks: onCreateAndUpdate((ctx, data, current) => {
    checkOverwrites(data, current, ctx.engine.now());
    return data;
  }),
});
