// Finds import rows that were stored QUEUED but never finished (a lost message, a crashed worker) and queues them again; gives up on a row after many tries.
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { encodeTime } from 'ulid';
import { logger } from '../http/logger.js';
import { importRows } from '../resources/import-rows.js';
import { MARKER_SHARDS, markerKey, markerPartition, type RowMessage, type SendRow } from './row-queue.js';
import { failQueuedRow } from './row-state.js';
import { isConditionFailure } from '../store/condition-failure.js';
import type { Store } from '../store/store.js';

export interface ReconcilerOptions {
  store: Store;
  sendRow: SendRow;
  /** A row still queued this long after it arrived, or after it was last re-queued, is queued again. */
  staleAfterSeconds: number;
  /** Re-queues before the row is marked FAILED: by then it failed every delivery, or its worker never finished. */
  maxRequeues: number;
  now?: () => number;
}

export const DEFAULT_STALE_AFTER_SECONDS = 300;
export const DEFAULT_MAX_REQUEUES = 10;

export function createReconciler({
  store,
  sendRow,
  staleAfterSeconds,
  maxRequeues,
  now = Date.now,
}: ReconcilerOptions) {
  /** Markers of rows that arrived before the cutoff: the row id's ULID carries its arrival time. */
  async function* staleMarkers(shard: number, cutoffMs: number) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await store.client.send(
        new QueryCommand({
          TableName: store.tableName,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :low AND :high',
          FilterExpression: 'attribute_not_exists(requeuedAt) OR requeuedAt < :cutoff',
          ExpressionAttributeValues: {
            ':pk': markerPartition(shard),
            ':low': `${importRows.idPrefix}_`,
            ':high': `${importRows.idPrefix}_${encodeTime(cutoffMs, 10)}`,
            ':cutoff': cutoffMs,
          },
          ExclusiveStartKey: start,
        }),
      );
      yield* page.Items ?? [];
      start = page.LastEvaluatedKey;
    } while (start);
  }

  return async function reconcile(): Promise<{ requeued: number; failed: number }> {
    const cutoffMs = now() - staleAfterSeconds * 1000;
    let requeued = 0;
    let failed = 0;
    for (let shard = 0; shard < MARKER_SHARDS; shard++) {
      for await (const marker of staleMarkers(shard, cutoffMs)) {
        const message: RowMessage = {
          org: String(marker.org),
          importId: String(marker.importId),
          rowId: String(marker.rowId),
        };
        const attempts = Number(marker.attempts ?? 0);
        if (attempts >= maxRequeues) {
          // failQueuedRow removes the marker with the row's final state; a row that became final meanwhile keeps its state.
          if (await failQueuedRow(store, message, `The row was queued ${attempts + 1} times and never finished.`))
            failed++;
          // A marker whose row is gone or final has nothing left to reconcile.
          else
            await store.client.send(new DeleteCommand({ TableName: store.tableName, Key: markerKey(message.rowId) }));
          continue;
        }
        await sendRow(message);
        requeued++;
        // Only if the marker still exists: the worker may have finished the row and removed it in the meantime.
        await store.client
          .send(
            new UpdateCommand({
              TableName: store.tableName,
              Key: markerKey(message.rowId),
              UpdateExpression: 'SET requeuedAt = :now ADD attempts :one',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':now': now(), ':one': 1 },
            }),
          )
          .catch((error: Error) => {
            if (!isConditionFailure(error)) throw error;
          });
      }
    }
    if (requeued || failed) logger.info('Reconciled queued import rows', { requeued, failed });
    return { requeued, failed };
  };
}
