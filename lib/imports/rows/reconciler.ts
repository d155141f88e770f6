// Finds import rows that were stored QUEUED but never finished (a lost message, a crashed worker) and queues them again; gives up on a row after many tries.
import { encodeTime } from 'ulid';
import { logger } from '../../platform/http/logger.js';
import { importRows } from '../import-rows.js';
import { imports } from '../imports.js';
import { shardsOf } from '../../platform/store/item-type.js';
import { WriteRaceError } from '../../platform/store/errors.js';
import type { Store } from '../../platform/store/store.js';
import { ALL } from '../../platform/store/tallies.js';
import type { TableUse } from '../../platform/store/table-use.js';
import type { SendRow } from './row-queue.js';
import { rowMarkers, takenItem } from './row-markers.js';
import { completeIfDone } from './import-lifecycle.js';
import { importLifecycleUse } from './lifecycle-table-use.js';
import { countIfUncounted, countRowUse, failQueuedRow, finishRowUse, rowContext } from './row-state.js';

export interface ReconcilerOptions {
  store: Store;
  sendRow: SendRow;
  /** A row still queued this long after it arrived, or after it was last re-queued, is queued again. */
  staleAfterSeconds: number;
  /**
   * Messages waiting in the rows' queue. While some wait, a late row is most likely in line behind them, not lost:
   * only one late by BACKLOGGED_STALE_AFTER_SECONDS is queued again. Without it, every late row is.
   */
  backlog?: () => Promise<number>;
  /** Re-queues before the row is marked FAILED: by then it failed every delivery, or its worker never finished. */
  maxRequeues: number;
  now?: () => number;
}

/**
 * What the reconciler does to the table: queries each marker shard for stale rows, notes a re-queue on the marker,
 * removes a marker with nothing left to do, fails a row queued too often, and completes its import if it was the last.
 */
export const reconcilerTableUse: readonly TableUse[] = [
  { items: rowMarkers, may: ['query', 'update', 'delete'] },
  ...countRowUse,
  ...finishRowUse,
  ...importLifecycleUse,
];

export const DEFAULT_STALE_AFTER_SECONDS = 300;
/**
 * How late a row must be to count as lost while the queue has a backlog. A 100,000-line file queues rows faster than
 * the workers finish them, and its backlog outlasts 5 minutes: queueing every row late by 5 minutes again sent 41,503
 * more messages behind it, which made the backlog longer still.
 */
const BACKLOGGED_STALE_AFTER_SECONDS = 3600;
export const DEFAULT_MAX_REQUEUES = 10;

export function createReconciler({
  store,
  sendRow,
  staleAfterSeconds,
  backlog,
  maxRequeues,
  now = Date.now,
}: ReconcilerOptions) {
  const markers = store.items(rowMarkers);
  /** Markers of rows that arrived before the cutoff (a row id's ULID holds its arrival time), not re-queued since. */
  const staleMarkers = (shard: number, cutoffMs: number) =>
    markers.query(
      { shard },
      {
        range: {
          from: { rowId: `${importRows.idPrefix}_` },
          to: { rowId: `${importRows.idPrefix}_${encodeTime(cutoffMs, 10)}` },
        },
        where: { absentOrBelow: { requeuedAt: cutoffMs } },
      },
    );

  /**
   * Removes the marker of a row that never reached the table, with the row's counts (the family's, and the rows its
   * import took), once (the marker must be there).
   */
  async function dropUnstored({ org, importId, rowId }: { org: string; importId: string; rowId: string }) {
    await store
      .commit([
        markers.transactDelete({ rowId }, 'exists'),
        store.tallies.addItem(org, importRows.entity.object, ALL, rowId, -1),
        takenItem(store, org, importId, rowId, -1),
      ])
      .catch((error: Error) => {
        if (!(error instanceof WriteRaceError)) throw error;
      });
  }

  /** How late a row is stale now: later while messages wait in line (a backlog that cannot be read counts as none). */
  async function staleSeconds(): Promise<number> {
    const waiting = await backlog?.().catch((error: unknown) => {
      logger.warn('The rows queue could not be read; late rows are queued again', { error });
      return 0;
    });
    return waiting ? Math.max(staleAfterSeconds, BACKLOGGED_STALE_AFTER_SECONDS) : staleAfterSeconds;
  }

  return async function reconcile(): Promise<{ requeued: number; failed: number }> {
    const cutoffMs = now() - (await staleSeconds()) * 1000;
    let requeued = 0;
    let failed = 0;
    for (const shard of shardsOf(rowMarkers)) {
      for await (const marker of staleMarkers(shard, cutoffMs)) {
        const { attempts } = marker;
        const message = { org: marker.org, importId: marker.importId, rowId: marker.rowId };
        // A row whose records are stored is finished as it was decided, however often that takes (row-commit.ts).
        if (attempts >= maxRequeues && !marker.pending) {
          // failQueuedRow removes the marker with the row's final state; a row that became final meanwhile keeps its state.
          if (await failQueuedRow(store, message, `The row was queued ${attempts + 1} times and never finished.`))
            failed++;
          // A marker whose row is final is of a row whose count a delivery cut short did not make; one whose row was
          // never stored (its request ended between the row's claims and the row) takes back the count the claims added.
          else {
            const row = await store.get(importRows.entity, message.org, message.rowId);
            if (row) await countIfUncounted(store, rowContext(message), row);
            else await dropUnstored(message);
          }
          // Its row final or gone, the import may have no other left.
          await completeIfDone(store, imports.entity, rowContext(message), message.importId);
          continue;
        }
        await sendRow(message);
        requeued++;
        // Only if the marker still exists: the worker may have finished the row and removed it in the meantime.
        await markers.update({ rowId: message.rowId }, { set: { requeuedAt: now() }, add: { attempts: 1 } }, 'exists');
      }
    }
    if (requeued || failed) logger.info('Reconciled queued import rows', { requeued, failed });
    return { requeued, failed };
  };
}
