// Usage: metered quantities per metric and billing period (read-only, written by the service).
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

const service = { readOnly: true } as const;

export const usage = defineResource({
  object: 'usage',
  idPrefix: 'usg',
  path: 'usage',
  description: 'How much of a metered thing (emails sent, contacts enriched, ...) the organization used in one period.',
  readOnly: true,
  fields: {
    metric: f.text({ ...service, search: true }),
    quantity: f.number({ ...service, min: 0 }),
    periodStart: f.dateTime(service),
    periodEnd: f.dateTime(service),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'periodStart' }, { sortBy: 'periodStart', partitionBy: 'metric' }],
});
