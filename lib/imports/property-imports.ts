// Property imports: a custom property an import fills, with a copy of the import.
import { defineResource } from '../platform/resources/define.js';
import { f, recordOf } from '../platform/resources/fields.js';
import { snapshotHook } from '../platform/resources/snapshot-hook.js';
import { imports } from './imports.js';

export const propertyImports = defineResource({
  object: 'propertyImport',
  idPrefix: 'pim',
  path: 'property-imports',
  description:
    'Links a custom property to an import that fills it; `import` is a copy of the import the service takes on write.',
  fields: {
    propertyId: f.ref('prp', { required: true }),
    importId: f.ref('imp', { required: true }),
    /** Snapshot of the import `importId` names, copied in by the service on every write. */
    import: f.object(recordOf(imports.fields), { readOnly: true }),
  },
  searchAlso: ['import.name'],
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'importId' }, { sortBy: 'propertyId' }],
  unique: [{ field: 'importId', with: ['propertyId'], scope: 'organization' }],
  hooks: snapshotHook({ idField: 'importId', source: imports, into: 'import' }),
});
