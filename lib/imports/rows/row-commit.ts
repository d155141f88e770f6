// Commits a row that creates records in steps, so that their index slots are entered outside a transaction: the records
// with the row's outcome on its marker and its count on its import's progress, their slots, the row's final state
// (row-state.ts). A delivery that finds the outcome on the marker does what is left.
import { isEventPut } from '../../platform/store/event-log.js';
import type { VersionedRecord, WriteContext } from '../../platform/store/records.js';
import type { Store, TransactItem } from '../../platform/store/store.js';
import type { TableUse } from '../../platform/store/table-use.js';
import type { ImportRow } from '../import-rows.js';
import { progressItems, type RowPending, rowMarkers } from './row-markers.js';
import { enterPendingSlots } from './row-pending.js';
import { contactChange, countRowUse, type FinalChange, finishRow, finishRowUse } from './row-state.js';

/** What committing a row does beyond finishing it: the outcome on its marker, and its records' slots entered. */
export const rowCommitUse: readonly TableUse[] = [
  { items: rowMarkers, may: ['get', 'transactUpdate'] },
  { records: 'any', may: ['enterSlots'] },
  ...countRowUse,
  ...finishRowUse,
];

/**
 * Writes the row's records (`items`) and its final state `change`. When they create records, in steps: the records,
 * their guards and tallies with the outcome on the row's marker and the row's count on its import's progress (in one
 * transaction, only once); their slots; the row's final state and event; its marker removed. Otherwise the records go
 * with the row's final state, in one transaction.
 *
 * Counting with the records spares the row a transaction of its own (DynamoDB Local charges about 8 units for one,
 * whatever its small items). So the import's count of finished rows may lead a created row's final state by the time
 * its slots take; the records it counts are stored.
 */
export async function commitRow(
  store: Store,
  ctx: WriteContext,
  row: VersionedRecord<ImportRow>,
  change: FinalChange,
  items: TransactItem[],
): Promise<void> {
  const { items: stored, deferred } = store.deferSlots(items.filter((item) => !isEventPut(item)));
  const { status } = change;
  if (deferred.length === 0 || (status !== 'CREATED' && status !== 'MERGED')) {
    await finishRow(store, ctx, row, change, items);
    return;
  }
  const { org } = ctx;
  const { importId, id: rowId } = row.record;
  const pending: RowPending = {
    status,
    contactId: String(change.contactId),
    records: deferred.map(({ key, version }) => ({ id: key.SK, version })),
    counted: true,
  };
  const marker = store.items(rowMarkers).transactUpdate(
    { rowId },
    { set: { org, importId, rowId, pending } },
    // A second delivery of the row that planned the same records does not store them again.
    { lacks: ['pending'] },
  );
  await store.commit([...stored, marker, ...progressItems(store, { org, importId, rowId })]);
  await store.enterSlots(deferred);
  await finishRow(store, ctx, row, change, [], { pendingEntered: true, counted: true });
}

/** The outcome a delivery of the row stored on its marker before it was cut short, if one did. */
export async function pendingOf(store: Store, rowId: string): Promise<RowPending | undefined> {
  return (await store.items(rowMarkers).get({ rowId }))?.pending;
}

/** Does what is left of a row whose records are stored: their slots (where no write since has entered them), its final state. */
export async function completeRow(
  store: Store,
  ctx: WriteContext,
  row: VersionedRecord<ImportRow>,
  pending: RowPending,
): Promise<void> {
  await enterPendingSlots(store, ctx.org, pending);
  await finishRow(store, ctx, row, contactChange(pending.status, pending.contactId), [], {
    pendingEntered: true,
    counted: pending.counted,
  });
}
