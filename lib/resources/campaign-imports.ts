// Campaign imports: an import whose contacts feed a campaign, with a copy of the import.
import { defineResource } from './define.js';
import { f, recordOf } from './fields.js';
import { snapshotHook } from './snapshot-hook.js';
import { imports } from './imports.js';

export const campaignImports = defineResource({
  object: 'campaignImport',
  idPrefix: 'cim',
  path: 'campaign-imports',
  description:
    'Links an import to a campaign its contacts join; `import` is a copy of the import the service takes on write.',
  fields: {
    importId: f.ref('imp', { required: true }),
    campaignId: f.ref('cam', { required: true }),
    /** Snapshot of the import `importId` names, copied in by the service on every write. */
    import: f.object(recordOf(imports.fields), { readOnly: true }),
  },
  searchAlso: ['import.name'],
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'campaignId' }, { sortBy: 'importId' }],
  unique: [{ field: 'campaignId', with: ['importId'], scope: 'organization' }],
  hooks: snapshotHook({ idField: 'importId', source: imports, into: 'import' }),
});
