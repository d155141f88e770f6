// Markers of import rows queued but not yet final, in sharded partitions, by which the reconciler finds lost rows.
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './condition-failure.js';
import { markerKey, markerPartition } from './keys.js';
import type { Item, TableAccess, TransactItem } from './table-access.js';

/** What a marker holds: enough to queue its row again, and how often that was done. */
export interface RowMarker {
  org: string;
  importId: string;
  rowId: string;
  attempts: number;
}

/** Which markers of a shard are stale: of rows with ids in [fromRowId, toRowId], not re-queued since `cutoffMs`. */
export interface StaleMarkerRange {
  fromRowId: string;
  toRowId: string;
  cutoffMs: number;
}

export function createRowMarkers({ client, tableName }: TableAccess) {
  return {
    /** The transaction item that records a row as queued but not yet final. */
    queuedItem(row: { org: string; importId: string; rowId: string }, attempts = 0): TransactItem {
      return { Put: { TableName: tableName, Item: { ...markerKey(row.rowId), ...row, attempts } } };
    },

    /** The transaction item that removes a row's marker once the row is final. */
    finishedItem(rowId: string): TransactItem {
      return { Delete: { TableName: tableName, Key: markerKey(rowId) } };
    },

    /** Removes a marker that has nothing left to reconcile. */
    async remove(rowId: string): Promise<void> {
      await client.send(new DeleteCommand({ TableName: tableName, Key: markerKey(rowId) }));
    },

    /** Notes that the row was queued again at `atMs`, if its marker still exists (the row may have become final). */
    async noteRequeued(rowId: string, atMs: number): Promise<void> {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: markerKey(rowId),
            UpdateExpression: 'SET requeuedAt = :now ADD attempts :one',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':now': atMs, ':one': 1 },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** The stale markers of one shard, page by page. */
    async *stale(shard: number, { fromRowId, toRowId, cutoffMs }: StaleMarkerRange): AsyncGenerator<RowMarker> {
      let start: Item | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk AND SK BETWEEN :low AND :high',
            FilterExpression: 'attribute_not_exists(requeuedAt) OR requeuedAt < :cutoff',
            ExpressionAttributeValues: {
              ':pk': markerPartition(shard),
              ':low': fromRowId,
              ':high': toRowId,
              ':cutoff': cutoffMs,
            },
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? [])
          yield {
            org: String(item.org),
            importId: String(item.importId),
            rowId: String(item.rowId),
            attempts: Number(item.attempts ?? 0),
          };
        start = page.LastEvaluatedKey;
      } while (start);
    },
  };
}
