// How an import row travels: its queue message and the sender (a marker, store.rowMarkers, stays until it is final).
import type { SQSClient } from '@aws-sdk/client-sqs';
import { createQueueSender } from '../queue/queue-sender.js';
import { IMPORT_ROWS_QUEUE } from '../queue/queues.js';

/** What a message carries: enough to find the row; the row itself holds the data. */
export interface RowMessage {
  org: string;
  importId: string;
  rowId: string;
}

export type SendRow = (message: RowMessage) => Promise<void>;

/** Sends rows to the import-rows queue, each in its organization's message group (the queue is fair by organization). */
export function createRowSender(sqs: SQSClient, queueUrl: string): SendRow {
  return createQueueSender<RowMessage>(sqs, queueUrl, IMPORT_ROWS_QUEUE);
}
