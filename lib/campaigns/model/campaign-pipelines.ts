// Campaign pipelines: the pipeline a campaign's replies become deals in, with a copy of the pipeline.
import { defineResource } from '../../platform/resources/define.js';
import { f, recordOf } from '../../platform/resources/fields.js';
import { snapshotHook } from '../../platform/resources/snapshot-hook.js';
import { pipelines } from '../../crm/index.js';

export const campaignPipelines = defineResource({
  object: 'campaignPipeline',
  idPrefix: 'cpi',
  path: 'campaign-pipelines',
  description: 'Links a pipeline to a campaign; `pipeline` is a copy of the pipeline the service takes on write.',
  fields: {
    pipelineId: f.ref('pip', { required: true }),
    campaignId: f.ref('cam', { required: true }),
    /** Snapshot of the pipeline `pipelineId` names, copied in by the service on every write. */
    pipeline: f.object(recordOf(pipelines.fields), { readOnly: true }),
  },
  searchAlso: ['pipeline.name'],
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'campaignId' }, { sortBy: 'pipelineId' }],
  unique: [{ field: 'campaignId', with: ['pipelineId'], scope: 'organization' }],
  hooks: snapshotHook({ idField: 'pipelineId', source: pipelines, into: 'pipeline' }),
});
