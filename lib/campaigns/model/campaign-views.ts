// Campaign views: a saved view whose contacts feed a campaign, with a copy of the view (the spec shows only the envelope).
import { defineResource } from '../../platform/resources/define.js';
import { f, recordOf } from '../../platform/resources/fields.js';
import { snapshotHook } from '../../platform/resources/snapshot-hook.js';
import { views } from '../../crm/index.js';

export const campaignViews = defineResource({
  object: 'campaignView',
  idPrefix: 'cvi',
  path: 'campaign-views',
  description:
    'Links a saved view to a campaign, like campaign imports and pipelines; `view` is a copy of the view the service takes on write.',
  fields: {
    viewId: f.ref('vie', { required: true }),
    campaignId: f.ref('cam', { required: true }),
    /** Snapshot of the view `viewId` names, copied in by the service on every write. */
    view: f.object(recordOf(views.fields), { readOnly: true }),
  },
  searchAlso: ['view.name'],
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'campaignId' }, { sortBy: 'viewId' }],
  unique: [{ field: 'campaignId', with: ['viewId'], scope: 'organization' }],
  hooks: snapshotHook({ idField: 'viewId', source: views, into: 'view' }),
});
