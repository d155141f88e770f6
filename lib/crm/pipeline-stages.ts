// Pipeline stages: the ordered steps of a pipeline; `sort` orders them.
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

export const pipelineStages = defineResource({
  object: 'pipelineStage',
  idPrefix: 'stg',
  path: 'pipeline-stages',
  description:
    "A stage of a pipeline, with the probability of winning a deal in it; the envelope's sort orders the stages.",
  fields: {
    pipelineId: f.ref('pip', { required: true, immutable: true }),
    name: f.text({ required: true, search: true }),
    probability: f.number({ nullable: true, min: 0, max: 100 }),
  },
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'sort', partitionBy: 'pipelineId' },
    { sortBy: 'pipelineId' },
    { sortBy: 'name' },
  ],
});
