// The campaign send pipeline's own items: due markers (sharded by time), send reservations and the 24-hour send logs.
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './condition-failure.js';
import { duePartition, type ItemKey } from './keys.js';
import type { RawItems } from './raw-items.js';
import type { Item, TableAccess, TransactItem } from './table-access.js';

/** A due marker as the tick reads it: which kind of record is due (see lib/campaigns/schedule/due-index.ts), which, and when. */
export interface DueMarker {
  kind: string;
  org: string;
  recordId: string;
  dueAt: string;
}

/** A log of send times (epoch ms), with the version a write must find unchanged. */
export interface SendLog {
  key: ItemKey;
  times: number[];
  version: number;
}

export function createSendItems({ client, tableName }: TableAccess, raw: RawItems) {
  return {
    /** The markers of one shard due at or before `nowIso`, oldest first, page by page. */
    async *due(shard: number, nowIso: string, pageSize = 100): AsyncGenerator<DueMarker> {
      let start: Item | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            // A sort key is `<dueAt>#<org>#<id>`: every due time up to now, whatever follows it.
            KeyConditionExpression: 'PK = :pk AND SK <= :high',
            ExpressionAttributeValues: { ':pk': duePartition(shard), ':high': `${nowIso}#\uffff` },
            ExclusiveStartKey: start,
            Limit: pageSize,
          }),
        );
        for (const item of page.Items ?? [])
          yield {
            kind: String(item.kind),
            org: String(item.org),
            recordId: String(item.recordId),
            dueAt: String(item.dueAt),
          };
        start = page.LastEvaluatedKey;
      } while (start);
    },

    /** The transaction item that takes a send's reservation, unless one exists. */
    reserveItem(key: ItemKey, holder: Item): TransactItem {
      return {
        Put: { TableName: tableName, Item: { ...key, ...holder }, ConditionExpression: 'attribute_not_exists(PK)' },
      };
    },

    /** A reservation as it is now (strongly consistent). */
    reservation: (key: ItemKey) => raw.getItem(key),

    /** Frees a reservation that `token` holds (the mailer refused the message); one held by another is left. */
    async release(key: ItemKey, token: string): Promise<void> {
      try {
        await client.send(
          new DeleteCommand({
            TableName: tableName,
            Key: key,
            ConditionExpression: '#token = :token AND #state = :reserved',
            ExpressionAttributeNames: { '#token': 'token', '#state': 'state' },
            ExpressionAttributeValues: { ':token': token, ':reserved': 'RESERVED' },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** The transaction item that marks a reservation sent, with what the provider answered; only once. */
    confirmItem(key: ItemKey, fields: { providerMessageId: string | null; sentEmailId: string }): TransactItem {
      return {
        Update: {
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET #state = :sent, providerMessageId = :provider, sentEmailId = :sentEmailId',
          ConditionExpression: '#state = :reserved',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':sent': 'SENT',
            ':reserved': 'RESERVED',
            ':provider': fields.providerMessageId,
            ':sentEmailId': fields.sentEmailId,
          },
        },
      };
    },

    /** A send log, read strongly consistent; empty when none was written yet. */
    async sendLog(key: ItemKey): Promise<SendLog> {
      const item = await raw.getItem(key);
      return { key, times: (item?.times as number[] | undefined) ?? [], version: Number(item?._v ?? 0) };
    },

    /** The transaction item that writes a send log's new times, only if nobody wrote it since it was read. */
    sendLogItem(log: SendLog, times: number[]): TransactItem {
      return {
        Put: {
          TableName: tableName,
          Item: { ...log.key, times, _v: log.version + 1 },
          ConditionExpression: log.version ? '#v = :v' : 'attribute_not_exists(PK)',
          ExpressionAttributeNames: log.version ? { '#v': '_v' } : undefined,
          ExpressionAttributeValues: log.version ? { ':v': log.version } : undefined,
        },
      };
    },
  };
}
