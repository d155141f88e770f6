// Deals: sales opportunities moving through a pipeline's stages.
import { currencyCode } from '../platform/schemas/more-formats.js';
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

export const deals = defineResource({
  object: 'deal',
  idPrefix: 'dea',
  path: 'deals',
  description:
    'A sales opportunity: its value, the pipeline stage it is in, its outcome and the contact and company involved.',
  fields: {
    name: f.text({ required: true, search: true }),
    value: f.number({ nullable: true, min: 0 }),
    currency: { ...f.string({ nullable: true }), schema: currencyCode },
    pipelineId: f.ref('pip', { nullable: true }),
    stageId: f.ref('stg', { nullable: true }),
    status: f.enum(['OPEN', 'WON', 'LOST'], { default: 'OPEN' }),
    /** Expected (or actual, once won or lost) close time. */
    closeDate: f.dateTime({ nullable: true }),
    contactId: f.ref('con', { nullable: true }),
    companyId: f.ref('com', { nullable: true }),
    ownerId: f.ref('mem', { nullable: true }),
  },
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'name' },
    { sortBy: 'value' },
    { sortBy: 'closeDate' },
    { sortBy: 'updatedAt', partitionBy: 'status' },
    { sortBy: 'pipelineId' },
    { sortBy: 'stageId' },
    { sortBy: 'contactId' },
  ],
});
