// The items of import rows beside the rows: markers of rows queued but not yet final (sharded; the reconciler finds lost rows by them), and each import's progress (a tally of finished rows and a log line per failed or unqualified row).
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './condition-failure.js';
import { markerKey, markerPartition, recordPartition } from './keys.js';
import type { Item, TableAccess, TransactItem } from './table-access.js';
import { tallyKey, tallyShard, tallyUpdate } from './tallies.js';

/** The tally scope of one import's rows; its `finished` tally counts the rows that became final. */
export const importRowsScope = (importId: string) => `import#${importId}`;
export const FINISHED_ROWS = 'finished';

/** Partition of an import's log lines, one item per failed or unqualified row, its sort key the row id (arrival order). */
export function importLogPartition(org: string, importId: string): string {
  return `${recordPartition(org, 'import')}#${importId}#LOG`;
}

/** A row as its import's progress knows it. */
export interface ProgressRow {
  org: string;
  importId: string;
  rowId: string;
}

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

    /**
     * What a row's final write adds to its import, in the same transaction: +1 on a shard of the import's finished-row
     * tally (so that no item is hot), and the row's log line when it has one. Neither has a condition: they never
     * cancel the row's write, and the row's own version condition makes a redelivery write them at most once.
     */
    progressItems({ org, importId, rowId }: ProgressRow, logLine?: string): TransactItem[] {
      const count = tallyUpdate(
        tableName,
        tallyKey(org, importRowsScope(importId), FINISHED_ROWS, tallyShard(rowId)),
        1,
      );
      if (logLine === undefined) return [count];
      return [
        count,
        { Put: { TableName: tableName, Item: { PK: importLogPartition(org, importId), SK: rowId, line: logLine } } },
      ];
    },

    /** The first `limit` log lines of an import, in the order its rows arrived: one strongly consistent Query. */
    async importLog(org: string, importId: string, limit: number): Promise<string[]> {
      const { Items = [] } = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': importLogPartition(org, importId) },
          Limit: limit,
          ConsistentRead: true,
        }),
      );
      return Items.map((item) => String(item.line));
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
