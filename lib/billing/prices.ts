// Prices: the billing provider's prices, mirrored with their snake_case fields (read-only).
import * as v from 'valibot';
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';
import { storableNumber } from '../platform/schemas/common.js';
import { createPriceAction } from './create-price.js';

const service = { readOnly: true } as const;
const orNull = { readOnly: true, nullable: true } as const;
const amount = v.nullable(storableNumber());

export const prices = defineResource({
  object: 'price',
  // The provider's own ids (Stripe's `price_...`): CreatePrice takes the id a listed price shows.
  idPrefix: 'price',
  path: 'prices',
  description: "A price of the billing provider's catalogue, as the provider describes it.",
  readOnly: true,
  // One catalogue, the provider's, that every organization lists.
  owner: 'service',
  // POST /v5/prices starts the organization's subscription to one (served by the billing function).
  actions: [createPriceAction],
  fields: {
    active: f.boolean(service),
    billing_scheme: f.enum(['per_unit', 'tiered'], service),
    created: f.number(service),
    currency: f.text(service),
    custom_unit_amount: f.object(v.object({ maximum: amount, minimum: amount, preset: amount }), orNull),
    livemode: f.boolean(service),
    lookup_key: f.text({ ...orNull, search: true }),
    metadata: f.object(v.record(v.string(), v.string()), orNull),
    nickname: f.text({ ...orNull, search: true }),
    /** The product's id; expanded product objects and deleted-product stubs are not stored. */
    product: f.text(service),
    recurring: f.object(
      v.object({
        interval: v.picklist(['day', 'week', 'month', 'year']),
        interval_count: storableNumber(),
        meter: v.nullable(v.string()),
        trial_period_days: v.nullable(storableNumber()),
        usage_type: v.picklist(['metered', 'licensed']),
      }),
      orNull,
    ),
    tax_behavior: f.enum(['exclusive', 'inclusive', 'unspecified'], orNull),
    tiers_mode: f.enum(['graduated', 'volume'], orNull),
    transform_quantity: f.object(v.object({ divide_by: storableNumber(), round: v.picklist(['down', 'up']) }), orNull),
    type: f.enum(['one_time', 'recurring'], service),
    unit_amount: f.number(orNull),
    unit_amount_decimal: f.text(orNull),
    /** When the provider's event that last changed it was made (epoch seconds): an older event changes nothing. */
    providerUpdatedAt: f.number(service),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'lookup_key' }, { sortBy: 'unit_amount' }],
});
