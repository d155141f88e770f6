// Campaign imports: an import whose contacts feed a campaign, with a copy of the import.
import type { ResourceServices } from '../platform/resources/behaviour.js';
import { campaigns } from '../campaigns/index.js';
import { defineResource, type RecordOf } from '../platform/resources/define.js';
import { f, recordOf } from '../platform/resources/fields.js';
import { snapshotHook } from '../platform/resources/snapshot-hook.js';
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

/**
 * The live campaigns that live links make the import's contacts join (the import worker enrols them), read through the
 * importId index: an import feeds few campaigns, so one page of 100 links holds them all.
 */
export async function campaignsFedBy(
  { store, engine }: ResourceServices,
  org: string,
  importId: string,
): Promise<Array<RecordOf<typeof campaigns.fields>>> {
  const query = new URLSearchParams({ 'filter.importId.equals': importId, limit: '100' });
  const { items } = await engine.list(campaignImports, org, query.toString());
  const ids = [...new Set(items.flatMap(({ campaignId }) => (typeof campaignId === 'string' ? [campaignId] : [])))];
  const found = ids.length ? await store.getLive(ids.map((id) => ({ entity: campaigns.entity, org, id }))) : [];
  return found.filter((campaign) => campaign !== undefined);
}
