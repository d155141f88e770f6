// Campaign variants: alternative subject and body of an email step, for A/B testing.
import { templateFieldsHook } from './template-fields-hook.js';
import { defineResource } from '../../platform/resources/define.js';
import { f } from '../../platform/resources/fields.js';

export const campaignVariants = defineResource({
  object: 'campaignVariant',
  idPrefix: 'cva',
  path: 'campaign-variants',
  description: "A variant of a campaign step's email; contacts get variants in proportion to their weights.",
  fields: {
    stepId: f.ref('cst', { required: true, immutable: true }),
    subject: f.text({ nullable: true, search: true }),
    body: f.text({ nullable: true }),
    /** Relative share of contacts that get this variant; 0 pauses it. */
    weight: f.number({ integer: true, min: 0, max: 100, default: 1 }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'stepId' }],
  /** Subject and body are Liquid templates: one that does not parse, reads a file or costs too much is a 400 naming the field. */
  hooks: templateFieldsHook,
});
