// Rows taken into an import: one row planned QUEUED (the webhook intake's and a batch's), and a batch of rows taken at once (rows by API), each with its marker, counted taken, and queued ten to a message batch.
import { monotonicFactory } from 'ulid';
import { logger } from '../../platform/http/logger.js';
import { inParallel } from '../../platform/in-parallel.js';
import { isEventPut } from '../../platform/store/event-log.js';
import type { WriteContext } from '../../platform/store/records.js';
import type { Store, TransactItem } from '../../platform/store/store.js';
import type { EntityType } from '../../platform/store/entity.js';
import { importRows } from '../import-rows.js';
import { markImporting } from './import-lifecycle.js';
import { progressItems, rowMarkers, takenItem } from './row-markers.js';
import { logLineOf } from './row-state.js';
import { type RowMessage, rowAddress } from './row-queue.js';

/**
 * A row planned QUEUED: its own item, the counts its arrival adds (the family's tally), the put of its marker (which
 * has the reconciler queue it), and its message.
 */
export interface PlannedRow {
  put: TransactItem;
  counts: TransactItem[];
  marker: TransactItem;
  message: Required<RowMessage>;
}

/** The row `data` stored QUEUED under `rowId` in `importId`: planned, not written. Its arrival logs no event. */
export function planQueuedRow(
  store: Store,
  ctx: WriteContext,
  importId: string,
  data: Record<string, unknown>,
  rowId: string,
): PlannedRow {
  const { record: row, items } = store.createItems(
    importRows.entity,
    ctx,
    { importId, status: 'QUEUED', data, reasons: [], error: null, contactId: null },
    { id: rowId },
  );
  // The row logs one event, when it is final: its arrival writes none.
  const [put, ...counts] = items.filter((item) => !isEventPut(item));
  if (!put) throw new Error('createItems plans the record first');
  const message = { org: ctx.org, importId, rowId, row };
  const marker = rowAddress(message);
  return { put, counts, marker: store.items(rowMarkers).transactPut(marker, { ...marker, attempts: 0 }), message };
}

/**
 * The row `data` stored FAILED with `error` under `rowId` in `importId`, final from the start (a file's line that cannot
 * be read): its record and event, and its import's progress (finished, with its log line). Planned, not written: the
 * caller counts it taken in the same transaction, so that the import's tallies never see it half.
 */
export function planFailedRow(
  store: Store,
  ctx: WriteContext,
  importId: string,
  data: Record<string, unknown>,
  rowId: string,
  error: string,
): TransactItem[] {
  const change = { status: 'FAILED', error } as const;
  const { items } = store.createItems(
    importRows.entity,
    ctx,
    { importId, data, reasons: [], contactId: null, ...change },
    { id: rowId },
  );
  return [...items, ...progressItems(store, { org: ctx.org, importId, rowId }, logLineOf(rowId, change))];
}

/** Queues rows' messages, many at once; it rejects when some were not queued (their markers queue them later). */
export type QueueRows = (messages: readonly RowMessage[]) => Promise<void>;

/**
 * Rows whose markers and counts go in one transaction: with the family's tally shards and the taken count, within the
 * 100 items DynamoDB takes.
 */
const ROWS_PER_TRANSACTION = 80;
/** Row puts in flight at once. */
const PUTS_IN_FLIGHT = 16;

/** Row ids that sort in the order the rows were given, however many are minted in one millisecond. */
const orderedUlid = monotonicFactory();

/** A new row id, after every id this instance minted before. */
export const nextRowId = () => `${importRows.idPrefix}_${orderedUlid()}`;

/**
 * Takes `rows` into the import: their markers and counts first (so that no row is ever in the table without the
 * marker that has the reconciler queue it, nor counted taken without one), in transactions of ROWS_PER_TRANSACTION;
 * then each row by itself (half the cost of a row in a transaction); then the import IMPORTING; then the messages, ten
 * to a batch, in the order given. A message that could not be queued is logged: its marker queues it later. Answers
 * the rows as stored, in their order.
 */
export async function takeRowBatch(
  { store, queueRows, importEntity }: { store: Store; queueRows: QueueRows; importEntity: EntityType },
  ctx: WriteContext,
  importId: string,
  rows: readonly Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  const planned = rows.map((data) => planQueuedRow(store, ctx, importId, data, nextRowId()));
  for (let start = 0; start < planned.length; start += ROWS_PER_TRANSACTION) {
    const chunk = planned.slice(start, start + ROWS_PER_TRANSACTION);
    await store.commit([
      ...chunk.flatMap((row) => row.counts),
      takenItem(store, ctx.org, importId, chunk[0]!.message.rowId, chunk.length),
      ...chunk.map((row) => row.marker),
    ]);
  }
  await inParallel(planned.length, PUTS_IN_FLIGHT, (i) => store.writeOne(planned[i]!.put));
  await markImporting(store, importEntity, ctx, importId);
  await queueRows(planned.map((row) => row.message)).catch((error: Error) =>
    logger.error('Queueing rows of a batch failed; their markers queue them later', { error, importId }),
  );
  return planned.map((row) => importRows.present(row.message.row));
}
