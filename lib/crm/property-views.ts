// Property views: a custom property shown in a saved view, with a copy of the view.
import { defineResource } from '../platform/resources/define.js';
import { f, recordOf } from '../platform/resources/fields.js';
import { snapshotHook } from '../platform/resources/snapshot-hook.js';
import { views } from './views.js';

export const propertyViews = defineResource({
  object: 'propertyView',
  idPrefix: 'prv',
  path: 'property-views',
  description: 'Links a custom property to a saved view; `view` is a copy of the view the service takes on write.',
  fields: {
    propertyId: f.ref('prp', { required: true }),
    viewId: f.ref('vie', { required: true }),
    /** Snapshot of the view `viewId` names, copied in by the service on every write. */
    view: f.object(recordOf(views.fields), { readOnly: true }),
  },
  searchAlso: ['view.name'],
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'viewId' }, { sortBy: 'propertyId' }],
  unique: [{ field: 'viewId', with: ['propertyId'], scope: 'organization' }],
  hooks: snapshotHook({ idField: 'viewId', source: views, into: 'view' }),
});
