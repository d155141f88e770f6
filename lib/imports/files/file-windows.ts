// Takes a file's lines into its import a window at a time: the window in the import's order (the file's, or a
// shuffle that every delivery of the run makes the same), in transactions that each move the run's checkpoint, so
// that a run delivered again takes each line once.
import { shuffled } from '../../platform/seeded-shuffle.js';
import type { WriteContext } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import { nextRowId, takeInTransactions } from '../rows/row-batch.js';
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
  const rows = lines.map(({ row }) => ({ rowId: nextRowId(), ...row }));
  const runs = store.items(fileRuns);
  return takeInTransactions(store, ctx, run.importId, rows, {
    rowsPerTransaction: LINES_PER_TRANSACTION,
    startAt,
    taken,
    checkpoint: (chunk, count) => {
      const move = chunk === count - 1 ? { offset: last.end, line: last.line + 1, chunk: 0 } : { chunk: chunk + 1 };
      const part = Math.min(LINES_PER_TRANSACTION, lines.length - chunk * LINES_PER_TRANSACTION);
      return runs.transactUpdate(run, { set: move, add: { rows: part } }, { equals: { offset: window.from, chunk } });
    },
    // Behind is not past: the window before (its last transaction moves the offset here) may not have landed yet.
    notPast: async (chunk) => {
      const state = await runs.get(run, { consistent: true });
      if (state?.state !== 'READING') return false;
      return state.offset < window.from || (state.offset === window.from && state.chunk <= chunk);
    },
  });
}
