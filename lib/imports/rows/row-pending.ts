// The records a row's delivery stored before it was cut short, as its marker names them: their slots entered where no write since has.
import { campaignContacts } from '../../campaigns/index.js';
import { companies, contacts, domains, emailAddresses, employments, notes } from '../../crm/index.js';
import type { Store } from '../../platform/store/store.js';
import type { TableUse } from '../../platform/store/table-use.js';
import type { RowPending } from './row-markers.js';

/** The types of the records a row may create. */
export const rowCreatedTypes = [companies, domains, contacts, emailAddresses, employments, notes, campaignContacts].map(
  (family) => family.entity,
);
const createdTypes = new Map(rowCreatedTypes.map((entity) => [entity.idPrefix, entity]));

/** What entering a pending row's slots does to the table: reads its records, enters their slots. */
export const pendingSlotsUse: TableUse = { records: rowCreatedTypes, may: ['getMany', 'enterSlots'] };

function createdTypeOf(id: string) {
  const entity = createdTypes.get(id.slice(0, id.indexOf('_')));
  if (!entity) throw new Error(`An import row created ${id}, of no type a row creates`);
  return entity;
}

/** Enters the slots of the records `pending` names that are still at the version written without them. */
export async function enterPendingSlots(store: Store, org: string, pending: RowPending): Promise<void> {
  const types = pending.records.map(({ id }) => createdTypeOf(id));
  const found = await store.getLiveVersioned(pending.records.map(({ id }, i) => ({ entity: types[i]!, org, id })));
  const unentered = found.flatMap((current, i) =>
    current?.version === pending.records[i]!.version
      ? [store.slotsOf(types[i]!, org, current.record, current.version)]
      : [],
  );
  await store.enterSlots(unentered);
}
