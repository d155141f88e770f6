// Moves an import row out of QUEUED: its final state (with whatever the caller commits with it, or by itself), then its event, its marker removed and its import's progress counted, once.
import { encodeTime } from 'ulid';
import { contacts } from '../../crm/index.js';
import { type ImportRow, importRows, rowUlidOf } from '../import-rows.js';
import { changedFields, eventEntity, eventFields, isEventPut } from '../../platform/store/event-log.js';
import { WriteRaceError } from '../../platform/store/errors.js';
import type { VersionedRecord, WriteContext } from '../../platform/store/records.js';
import type { Store, TransactItem } from '../../platform/store/store.js';
import type { TableUse } from '../../platform/store/table-use.js';
import type { RowMessage } from './row-queue.js';
import { importLogLines, importRowsScope, progressItems, rowMarkers } from './row-markers.js';
import { enterPendingSlots, pendingSlotsUse } from './row-pending.js';

type FinalStatus = 'CREATED' | 'MERGED' | 'UNQUALIFIED' | 'FAILED';

/**
 * What finishing a row with other writes does to the table: reads the row (to fail it), writes its final state and
 * event, removes its marker and counts it on its import's progress, with its log line, in one transaction. The intake
 * does only this (it fails rows with their claims), and never reaches a contact.
 */
export const finishRowUse: readonly TableUse[] = [
  { records: [importRows.entity], may: ['get', 'write', 'writeOne'] },
  { items: rowMarkers, may: ['get', 'transactDelete'] },
  { items: importLogLines, may: ['transactPut'] },
  { tallies: importRowsScope('*'), may: ['add'] },
];

/**
 * What counting a row by itself does beyond finishRowUse: logs its event by a plain put, and enters the slots of the
 * records its marker names. Granted to the worker and the reconciler, which count rows; the intake fails a row only with
 * its claims, in one transaction.
 */
export const countRowUse: readonly TableUse[] = [
  { records: [eventEntity], may: ['writeOne'] },
  // The marker of a row counted with its records goes by itself (row-commit.ts).
  { items: rowMarkers, may: ['delete'] },
  pendingSlotsUse,
];

/** A row's final state: its status, with the error of a failed row or the reasons of an unqualified one. */
export type FinalChange = Record<string, unknown> & {
  status: FinalStatus;
  error?: string | null;
  reasons?: readonly string[];
};

/** The final state of a row that became or merged into `contactId`, as the delivery that decided it writes it. */
export const contactChange = (status: 'CREATED' | 'MERGED', contactId: string): FinalChange => ({
  status,
  contactId,
  reasons: [],
  error: null,
});

/** The longest log line an import keeps of a row; the row's own record always has its full reasons or error. */
const MAX_LOG_LINE_LENGTH = 1000;

/** Writes of a row are the import's (actor) and carry the row id as their request id, so its event traces back to it. */
export function rowContext(message: RowMessage): WriteContext {
  return { org: message.org, actor: { type: 'webhook', id: message.importId }, requestId: message.rowId };
}

/** The import's log line of a row that failed or was unqualified, or undefined for one that became a contact. */
export function logLineOf(
  rowId: string,
  change: { status: unknown; error?: string | null; reasons?: readonly string[] | null },
): string | undefined {
  if (change.status !== 'FAILED' && change.status !== 'UNQUALIFIED') return undefined;
  const detail = change.status === 'FAILED' ? change.error : change.reasons?.join('; ');
  return `${rowId} ${change.status}: ${detail ?? ''}`.trim().slice(0, MAX_LOG_LINE_LENGTH);
}

/** Tries at counting a final row while the counts of concurrent rows take the same tally shard first. */
const COUNT_TRIES = 8;

/**
 * Writes the row's final state, guarded by the version it was read at (a race throws WriteRaceError), and counts it
 * (`pendingEntered`: the caller entered the slots of the records the row's marker names; `counted`: the row's count was
 * written with its records, and only its marker is left to remove).
 * With `items`, all in one transaction. Alone, the row's own write needs none (which would cost its item and slots
 * twice, four times on DynamoDB Local), and its event and count follow in one. The row's own event and its contact's
 * (contactEventOf) are the events of the whole row: the other records it creates or fills log none of their own.
 */
export async function finishRow(
  store: Store,
  ctx: WriteContext,
  row: VersionedRecord<ImportRow>,
  change: FinalChange,
  items: TransactItem[] = [],
  { pendingEntered = false, counted = false }: { pendingEntered?: boolean; counted?: boolean } = {},
) {
  const final = store.updateItems(importRows.entity, ctx, row, change);
  const rowId = row.record.id;
  if (items.length === 0) {
    const [own, ...rest] = final.items;
    await store.writeOne(own!);
    const changes = changedFields(row.record, final.record);
    await countFinished(store, ctx, final.record, changes, {
      items: rest.filter((item) => !isEventPut(item)),
      entered: pendingEntered,
      counted,
    });
    return final.record;
  }
  const contactEvent = contactEventOf(store, ctx, final.record);
  await store.commit([
    ...items.filter((item) => !isEventPut(item)),
    ...final.items,
    ...(contactEvent ? [contactEvent] : []),
    // Not over another delivery's stored records (row-commit.ts): this one then reads the row again.
    store.items(rowMarkers).transactDelete({ rowId }, { lacks: ['pending'] }),
    ...progressItems(store, { org: ctx.org, importId: row.record.importId, rowId }, logLineOf(rowId, change)),
  ]);
  return final.record;
}

/** The id of a row's event written at `time`: the row's own randomness, so that every delivery mints the same. */
const rowEventId = (row: ImportRow, time: number) =>
  `${eventEntity.idPrefix}_${encodeTime(time, 10)}${rowUlidOf(row.id).slice(10)}`;

/**
 * The put of the `contact.created` or `contact.updated` event of the contact a final row became or merged into, as any
 * other write of a contact logs (webhook endpoints subscribe to them): its id a millisecond after the row's final write,
 * so that it is written once however many deliveries finish the row. None for a row that made no contact.
 */
function contactEventOf(store: Store, ctx: WriteContext, row: ImportRow): TransactItem | undefined {
  const contactId = typeof row.contactId === 'string' ? row.contactId : null;
  if (!contactId || (row.status !== 'CREATED' && row.status !== 'MERGED')) return undefined;
  const at = new Date(row.updatedAt);
  const action = row.status === 'CREATED' ? 'created' : 'updated';
  const fields = eventFields(contacts.entity, action, { id: contactId }, [], ctx);
  return store.createItems(eventEntity, ctx, fields, { id: rowEventId(row, at.getTime() + 1), at }).items[0];
}

/**
 * Logs the events of a row's final state once, however many deliveries finish the row: the row's own (`changes`: its
 * changed fields) and its contact's (contactEventOf). Each delivery mints the same ids (the time of the row's final
 * write, the row's own randomness), and only the first put of each is written. Plain puts, not part of the count's
 * transaction, where DynamoDB Local charges an item and its slot four times (AWS twice).
 */
async function logFinalOnce(store: Store, ctx: WriteContext, row: ImportRow, changes: string[]): Promise<void> {
  const at = new Date(row.updatedAt);
  const fields = eventFields(importRows.entity, 'updated', row, changes, ctx);
  const own = store.createItems(eventEntity, ctx, fields, { id: rowEventId(row, at.getTime()), at }).items[0];
  for (const put of [own, contactEventOf(store, ctx, row)]) {
    if (!put) continue;
    try {
      await store.writeOne(put);
    } catch (error) {
      if (!(error instanceof WriteRaceError && error.reason === 'ConditionalCheckFailed')) throw error;
    }
  }
}

/** How a final row is counted: `items` go with its count, `entered` and `counted` as finishRow's options say. */
interface CountOptions {
  items: TransactItem[];
  entered: boolean;
  counted: boolean;
}

/**
 * Logs a final row's event, then counts it on its import's progress (with `items`) and removes its marker, in one
 * transaction that only a row whose marker is still there makes: once, however many deliveries finish it. False when
 * another delivery counted it. A row `counted` with its records only has its marker removed.
 */
async function countFinished(
  store: Store,
  ctx: WriteContext,
  row: ImportRow,
  changes: string[],
  { items, entered, counted }: CountOptions,
): Promise<boolean> {
  await logFinalOnce(store, ctx, row, changes);
  const markers = store.items(rowMarkers);
  const rowId = row.id;
  // A row counted with its records has only its marker left to remove, unless its final state changes items of its own.
  if (counted && items.length === 0) {
    await markers.delete({ rowId });
    return true;
  }
  const progress = counted
    ? []
    : progressItems(store, { org: ctx.org, importId: row.importId, rowId }, logLineOf(rowId, row));
  // The records the marker names (stored by this delivery or another) have their slots entered before it goes.
  let pendingEntered = entered;
  for (let attempt = 1; ; attempt++) {
    try {
      const removed = markers.transactDelete({ rowId }, pendingEntered ? 'exists' : { lacks: ['pending'] });
      await store.commit([...items, removed, ...progress]);
      return true;
    } catch (error) {
      if (!(error instanceof WriteRaceError)) throw error;
      // Without its marker, the row was counted; with it, a concurrent row's count took a tally shard first.
      const marker = await markers.get({ rowId });
      if (!marker) return false;
      if (marker.pending && !pendingEntered) {
        await enterPendingSlots(store, ctx.org, marker.pending);
        pendingEntered = true;
        continue;
      }
      if (attempt >= COUNT_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/**
 * Counts a final row that a delivery cut short left uncounted (its marker is still there), with an event of its final
 * fields; false when there was nothing to count.
 */
export async function countIfUncounted(store: Store, ctx: WriteContext, row: ImportRow): Promise<boolean> {
  const marker = await store.items(rowMarkers).get({ rowId: row.id });
  if (!marker) return false;
  if (marker.pending) await enterPendingSlots(store, ctx.org, marker.pending);
  return countFinished(store, ctx, row, ['contactId', 'error', 'reasons', 'status'], {
    items: [],
    entered: true,
    counted: marker.pending?.counted ?? false,
  });
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
