// Takes a file's lines into its import a window at a time: the window in the import's order (the file's, or a
// shuffle that every delivery of the run makes the same), in transactions that each move the run's checkpoint, so
// that a run delivered again takes each line once.
import { shuffled } from '../../platform/seeded-shuffle.js';
import { WriteRaceError } from '../../platform/store/errors.js';
import type { WriteContext } from '../../platform/store/records.js';
import type { Store, TransactItem } from '../../platform/store/store.js';
import { nextRowId, planFailedRow, planQueuedRow } from '../rows/row-batch.js';
import { takenItem } from '../rows/row-markers.js';
import type { RowMessage } from '../rows/row-queue.js';
import type { ReadLine } from './file-lines.js';
import { type FileRunKey, fileRuns } from './file-runs.js';

/** Lines a window holds at most: what RANDOM shuffles together. */
export const WINDOW_LINES = 1000;

/**
 * Lines a transaction takes: with a FAILED line's three items (its row, event and log line), the tallies' shards, the
 * taken count and the checkpoint, within the 100 items DynamoDB takes. A count of lines, not of items, so that every
 * delivery of a run cuts a window the same way whatever its lines became.
 */
const LINES_PER_TRANSACTION = 20;

/** A window of the file: its lines as read, and where it starts (the checkpoint's offset). */
export interface Window {
  from: number;
  lines: readonly ReadLine[];
}

/** The transaction items of lines taken, and the messages of the QUEUED ones. */
function planLines(store: Store, ctx: WriteContext, importId: string, lines: readonly ReadLine[]) {
  const items: TransactItem[] = [];
  const messages: RowMessage[] = [];
  for (const { row } of lines) {
    const rowId = nextRowId();
    if ('error' in row) {
      items.push(...planFailedRow(store, ctx, importId, row.data, rowId, row.error));
      continue;
    }
    const planned = planQueuedRow(store, ctx, importId, row.data, rowId);
    items.push(planned.put, ...planned.counts, planned.marker);
    messages.push(planned.message);
  }
  return { items, messages };
}

/**
 * Takes a window's lines, in `order`, from its transaction `startAt` on (those before were taken by an earlier
 * delivery); each transaction needs the checkpoint at the window's start and its own index, and the last moves the
 * checkpoint past the window. Calls `taken` with each transaction's QUEUED rows. False when another delivery of the
 * run moved the checkpoint first: this one then stops.
 */
export async function takeWindow(
  store: Store,
  ctx: WriteContext,
  run: FileRunKey,
  window: Window,
  { order, startAt, taken }: { order: unknown; startAt: number; taken: (messages: RowMessage[]) => Promise<void> },
): Promise<boolean> {
  const lines = order === 'RANDOM' ? shuffled(window.lines, `${run.uploadId}:${window.from}`) : window.lines;
  const last = window.lines.at(-1)!;
  const count = Math.ceil(lines.length / LINES_PER_TRANSACTION);
  for (let chunk = startAt; chunk < count; chunk++) {
    const part = lines.slice(chunk * LINES_PER_TRANSACTION, (chunk + 1) * LINES_PER_TRANSACTION);
    const { items, messages } = planLines(store, ctx, run.importId, part);
    const move = chunk === count - 1 ? { offset: last.end, line: last.line + 1, chunk: 0 } : { chunk: chunk + 1 };
    items.push(
      takenItem(store, ctx.org, run.importId, messages[0]?.rowId ?? `${run.uploadId}${chunk}`, part.length),
      store
        .items(fileRuns)
        .transactUpdate(run, { set: move, add: { rows: part.length } }, { equals: { offset: window.from, chunk } }),
    );
    if (!(await commitUnlessRaced(store, items))) return false;
    await taken(messages);
  }
  return true;
}

/** Rounds a commit gets while concurrent transactions on the items it shares (tally shards) cancel it. */
const CONFLICT_ROUNDS = 20;

/**
 * Commits `items`; false when a condition failed (another delivery of the run moved its checkpoint first). A
 * transaction cancelled by a concurrent one on a shared item (the workers count finished rows on the same tally shards)
 * is tried again, a little later each round: taken for a lost race, it left a file half read under load.
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
