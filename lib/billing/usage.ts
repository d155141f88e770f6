// Usage: metered quantities per metric and billing period (read-only, written by the service).
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

const service = { readOnly: true } as const;

export const usage = defineResource({
  object: 'usage',
  idPrefix: 'usg',
  path: 'usage',
  description:
    "How much of a metered thing the organization used in one calendar month (UTC), one record per metric and month: `emails.sent` (messages sent), `model.tokens` (the tokens its note reasoning and fine-tuning tests spent on the model, input and output; past the deployment's monthly token budget, reasoning falls back to the local reasoner and spends none).",
  readOnly: true,
  fields: {
    metric: f.text({ ...service, search: true }),
    quantity: f.number({ ...service, min: 0 }),
    periodStart: f.dateTime(service),
    periodEnd: f.dateTime(service),
    /** model.tokens only: the input (prompt, cached or not) and output tokens that make up `quantity`. */
    inputTokens: f.number({ ...service, integer: true, min: 0, nullable: true }),
    outputTokens: f.number({ ...service, integer: true, min: 0, nullable: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'periodStart' }, { sortBy: 'periodStart', partitionBy: 'metric' }],
});
