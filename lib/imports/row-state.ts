// Moves an import row out of QUEUED: its final state, written together with whatever else the caller commits, and its marker removed.
import { importRows } from '../resources/import-rows.js';
import type { WriteContext } from '../store/records.js';
import type { VersionedRecord } from '../store/item-mapping.js';
import type { Store } from '../store/store.js';
import type { TransactItem } from '../store/table-access.js';
import type { RowMessage } from './row-queue.js';

export type FinalStatus = 'CREATED' | 'MERGED' | 'UNQUALIFIED' | 'FAILED';

/** Writes of a row are the import's (actor) and carry the row id as their request id, so its events trace back to it. */
export function rowContext(message: RowMessage): WriteContext {
  return { org: message.org, actor: { type: 'webhook', id: message.importId }, requestId: message.rowId };
}

/** Commits the row's final state with `items`, guarded by the version it was read at; a race throws WriteRaceError. */
export async function finishRow(
  store: Store,
  ctx: WriteContext,
  row: VersionedRecord,
  change: Record<string, unknown> & { status: FinalStatus },
  items: TransactItem[] = [],
) {
  const final = store.updateItems(importRows.entity, ctx, row, change);
  await store.commit([...items, ...final.items, store.rowMarkers.finishedItem(row.record.id)]);
  return final.record;
}

/** Marks a row FAILED with its error, unless it is final already; says whether it did. */
export async function failQueuedRow(
  store: Store,
  message: RowMessage,
  error: string,
  items: TransactItem[] = [],
): Promise<boolean> {
  const row = await store.getVersioned(importRows.entity, message.org, message.rowId);
  if (row?.record.status !== 'QUEUED') return false;
  await finishRow(store, rowContext(message), row, { status: 'FAILED', error }, items);
  return true;
}
