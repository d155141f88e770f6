// Moves an import row out of QUEUED: its final state, written together with whatever else the caller commits, its marker removed and its import's progress counted.
import { type ImportRow, importRows } from '../import-rows.js';
import { isEventPut } from '../../platform/store/event-log.js';
import type { VersionedRecord, WriteContext } from '../../platform/store/records.js';
import type { Store, TransactItem } from '../../platform/store/store.js';
import type { TableUse } from '../../platform/store/table-use.js';
import type { RowMessage } from './row-queue.js';
import { importLogLines, importRowsScope, progressItems, rowMarkers } from './row-markers.js';

type FinalStatus = 'CREATED' | 'MERGED' | 'UNQUALIFIED' | 'FAILED';

/**
 * What finishing a row does to the table: reads the row (to fail it), writes its final state and event, removes its
 * marker and counts it on its import's progress, with its log line.
 */
export const finishRowUse: readonly TableUse[] = [
  { records: [importRows.entity], may: ['get', 'write'] },
  { items: rowMarkers, may: ['get', 'transactDelete'] },
  { items: importLogLines, may: ['transactPut'] },
  { tallies: importRowsScope('*'), may: ['add'] },
];

/** A row's final state: its status, with the error of a failed row or the reasons of an unqualified one. */
export type FinalChange = Record<string, unknown> & {
  status: FinalStatus;
  error?: string;
  reasons?: readonly string[];
};

/** The longest log line an import keeps of a row; the row's own record always has its full reasons or error. */
const MAX_LOG_LINE_LENGTH = 1000;

/** Writes of a row are the import's (actor) and carry the row id as their request id, so its event traces back to it. */
export function rowContext(message: RowMessage): WriteContext {
  return { org: message.org, actor: { type: 'webhook', id: message.importId }, requestId: message.rowId };
}

/** The import's log line of a row that failed or was unqualified, or undefined for one that became a contact. */
function logLineOf(rowId: string, change: FinalChange): string | undefined {
  if (change.status !== 'FAILED' && change.status !== 'UNQUALIFIED') return undefined;
  const detail = change.status === 'FAILED' ? change.error : change.reasons?.join('; ');
  return `${rowId} ${change.status}: ${detail ?? ''}`.trim().slice(0, MAX_LOG_LINE_LENGTH);
}

/**
 * Commits the row's final state with `items`, guarded by the version it was read at; a race throws WriteRaceError. The
 * row's own event is the one event of the whole row: the records it creates or fills log none of their own.
 */
export async function finishRow(
  store: Store,
  ctx: WriteContext,
  row: VersionedRecord<ImportRow>,
  change: FinalChange,
  items: TransactItem[] = [],
) {
  const final = store.updateItems(importRows.entity, ctx, row, change);
  const rowId = row.record.id;
  await store.commit([
    ...items.filter((item) => !isEventPut(item)),
    ...final.items,
    store.items(rowMarkers).transactDelete({ rowId }),
    ...progressItems(store, { org: ctx.org, importId: row.record.importId, rowId }, logLineOf(rowId, change)),
  ]);
  return final.record;
}

/**
 * Marks a row FAILED with its error, unless it is final already or its records are stored (row-commit.ts: a delivery
 * finishes it as it was decided); says whether it did.
 */
export async function failQueuedRow(
  store: Store,
  message: RowMessage,
  error: string,
  items: TransactItem[] = [],
): Promise<boolean> {
  const [row, marker] = await Promise.all([
    store.getVersioned(importRows.entity, message.org, message.rowId),
    store.items(rowMarkers).get({ rowId: message.rowId }),
  ]);
  if (row?.record.status !== 'QUEUED' || marker?.pending) return false;
  await finishRow(store, rowContext(message), row, { status: 'FAILED', error }, items);
  return true;
}
