// Fine-tunings: the settings that adjust how the AI handles notes (and drafts) in conversation workflows.
import { defineResource } from './define.js';
import { f } from './fields.js';

export const fineTunings = defineResource({
  object: 'fineTuning',
  idPrefix: 'fin',
  path: 'fine-tunings',
  description:
    'Instructions that adjust the AI reasoning applied to notes (including notes from imports) and to drafted emails.',
  fields: {
    name: f.text({ required: true, search: true }),
    target: f.enum(['NOTES', 'EMAILS'], { default: 'NOTES' }),
    instructions: f.text({ required: true }),
    enabled: f.boolean({ default: true }),
    /** The model to use; null means the service's default. */
    model: f.text({ nullable: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'name' }, { sortBy: 'updatedAt', partitionBy: 'target' }],
});
