// Rows taken into an import: one row planned QUEUED (the webhook intake's) or FAILED (a file's unreadable line), and rows taken in transactions that each move a checkpoint (a file's window, a batch by API), so that every attempt takes each row once.
import { incrementBase32, monotonicFactory } from 'ulid';
import { CROCKFORD_BASE32, ULID_RANDOM_LENGTH } from '../../platform/ulid-parts.js';
import { WriteRaceError } from '../../platform/store/errors.js';
import { isEventPut } from '../../platform/store/event-log.js';
import type { WriteContext } from '../../platform/store/records.js';
import type { Store, TransactItem } from '../../platform/store/store.js';
import { importRows } from '../import-rows.js';
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

/** The row `data` stored QUEUED under `rowId` in `importId` (created `at`, or now): planned, not written. Its arrival logs no event. */
export function planQueuedRow(
  store: Store,
  ctx: WriteContext,
  importId: string,
  data: Record<string, unknown>,
  rowId: string,
  at?: Date,
): PlannedRow {
  const { record: row, items } = store.createItems(
    importRows.entity,
    ctx,
    { importId, status: 'QUEUED', data, reasons: [], error: null, contactId: null },
    { id: rowId, ...(at ? { at } : {}) },
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
function planFailedRow(
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

/** Row ids that sort in the order the rows were given, however many are minted in one millisecond. */
const orderedUlid = monotonicFactory();

/** A new row id, after every id this instance minted before. */
export const nextRowId = () => `${importRows.idPrefix}_${orderedUlid()}`;

/**
 * `count` row ids from a new one on, each the one before plus one in its random part: a batch's ids, sorting in its
 * order, that a resend computes again from the first alone. The first's top random bit is cleared, so that adding a
 * batch's count never carries into the time.
 */
export function rowIdsFrom(first: string, count: number): string[] {
  const prefix = first.slice(0, -ULID_RANDOM_LENGTH);
  const [top, ...rest] = first.slice(-ULID_RANDOM_LENGTH);
  // The top character's high bit is the random part's top bit: cleared, it leaves room for any batch's count.
  let random = CROCKFORD_BASE32[CROCKFORD_BASE32.indexOf(top!) & 15] + rest.join('');
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) random = incrementBase32(random);
    ids.push(prefix + random);
  }
  return ids;
}

/** A row to take under its id: its data, and the error of a line that could not be read (a row FAILED from the start). */
export interface RowToTake {
  rowId: string;
  data: Record<string, unknown>;
  error?: string;
}

/** The transaction items of rows taken (created at `at` when given), and the messages of the QUEUED ones. */
function planRows(store: Store, ctx: WriteContext, importId: string, rows: readonly RowToTake[], at?: Date) {
  const items: TransactItem[] = [];
  const messages: RowMessage[] = [];
  for (const { rowId, data, error } of rows) {
    if (error !== undefined) {
      items.push(...planFailedRow(store, ctx, importId, data, rowId, error));
      continue;
    }
    const planned = planQueuedRow(store, ctx, importId, data, rowId, at);
    items.push(planned.put, ...planned.counts, planned.marker);
    messages.push(planned.message);
  }
  return { items, messages };
}

/** How `takeInTransactions` cuts and guards its transactions. */
export interface TransactionSteps {
  /** Rows a transaction takes: a count of rows, so that every attempt cuts them the same way. */
  rowsPerTransaction: number;
  /** The first transaction to take (those before were taken by an earlier attempt). */
  startAt: number;
  /** The item that moves the attempt's checkpoint past transaction `index` of `count`, if it is still at `index`. */
  checkpoint: (index: number, count: number) => TransactItem;
  /** Created at this moment (the first attempt's), so that every attempt plans the same rows. */
  at?: Date;
  /** Called with each transaction's QUEUED rows' messages once it is committed. */
  taken?: (messages: RowMessage[]) => Promise<void>;
  /** Whether the checkpoint, read afresh, has not moved past transaction `index` (no other attempt took it). */
  notPast: (index: number) => Promise<boolean>;
}

/**
 * Tries of a transaction whose checkpoint condition failed while the checkpoint, read right after, had not moved past
 * it. DynamoDB Local does so under load: it answered a transaction before it was applied (once at a moment it failed
 * other calls), so the next one's condition, and a strongly consistent read, still saw the checkpoint before it. A
 * 100,000-line file's reader took that for another reader's progress and stopped half way. No other attempt took the
 * transaction, so it is committed again once the checkpoint has caught up (about 11 s in all before it gives up).
 */
const NOT_PAST_TRIES = 10;

/**
 * Takes `rows` into the import in transactions of `rowsPerTransaction`, from `startAt` on: each holds the rows, their
 * markers (which have the reconciler queue them) and counts, the taken count, and the checkpoint, so that a row is
 * taken whole or not at all, and once however many attempts take the same rows. False when another attempt moved the
 * checkpoint first: this one then stops.
 */
export async function takeInTransactions(
  store: Store,
  ctx: WriteContext,
  importId: string,
  rows: readonly RowToTake[],
  { rowsPerTransaction, startAt, checkpoint, at, taken, notPast }: TransactionSteps,
): Promise<boolean> {
  const count = Math.ceil(rows.length / rowsPerTransaction);
  for (let index = startAt; index < count; index++) {
    const part = rows.slice(index * rowsPerTransaction, (index + 1) * rowsPerTransaction);
    const { items, messages } = planRows(store, ctx, importId, part, at);
    items.push(takenItem(store, ctx.org, importId, part[0]!.rowId, part.length), checkpoint(index, count));
    for (let tries = 1; !(await commitUnlessRaced(store, items)); tries++) {
      if (!(await notPast(index))) return false;
      if (tries >= NOT_PAST_TRIES)
        throw new Error(`Transaction ${index} of the import's rows kept failing while no other attempt had taken it`);
      await new Promise((resolve) => setTimeout(resolve, 200 * tries));
    }
    await taken?.(messages);
  }
  return true;
}

/** Rounds a commit gets while concurrent transactions on the items it shares (tally shards) cancel it. */
const CONFLICT_ROUNDS = 20;

/**
 * Commits `items`; false when a condition failed (another attempt moved its checkpoint first). A transaction
 * cancelled by a concurrent one on a shared item (the workers count finished rows on the same tally shards) is tried
 * again, a little later each round: taken for a lost race, it left a file half read under load.
 */
export async function commitUnlessRaced(store: Store, items: TransactItem[]): Promise<boolean> {
  for (let round = 1; ; round++) {
    try {
      await store.commit(items);
      return true;
    } catch (error) {
      if (!(error instanceof WriteRaceError)) throw error;
      if (error.reason !== 'TransactionConflict') return false;
      if (round >= CONFLICT_ROUNDS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * round));
    }
  }
}
