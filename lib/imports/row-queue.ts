// How an import row travels: its queue message, and the marker that stays in the table until the row is final so that a lost message is found again.
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { createHash } from 'node:crypto';
import type { TransactItem } from '../store/store.js';

/** What a message carries: enough to find the row; the row itself holds the data. */
export interface RowMessage {
  org: string;
  importId: string;
  rowId: string;
}

/** Markers are spread over this many partitions so that a busy intake does not write to one hot key. */
export const MARKER_SHARDS = 8;

/** Partition of the markers of one shard. */
export function markerPartition(shard: number): string {
  return `QUEUEDROW#${shard}`;
}

/** Key of a row's marker: its shard comes from the row id, its sort key is the row id, whose ULID orders it by time. */
export function markerKey(rowId: string): { PK: string; SK: string } {
  const shard = createHash('sha256').update(rowId).digest()[0]! % MARKER_SHARDS;
  return { PK: markerPartition(shard), SK: rowId };
}

/** The transaction item that records a row as queued but not yet final. */
export function markerPut(tableName: string, message: RowMessage, attempts = 0): TransactItem {
  return { Put: { TableName: tableName, Item: { ...markerKey(message.rowId), ...message, attempts } } };
}

/** The transaction item that removes a row's marker once the row is final. */
export function markerDelete(tableName: string, rowId: string): TransactItem {
  return { Delete: { TableName: tableName, Key: markerKey(rowId) } };
}

export type SendRow = (message: RowMessage) => Promise<void>;

/** Sends rows to the import-rows queue. */
export function createRowSender(sqs: SQSClient, queueUrl: string): SendRow {
  return async (message) => {
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
  };
}
