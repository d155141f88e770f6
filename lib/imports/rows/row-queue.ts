// How an import row travels: its queue message and the sender (a marker, lib/imports/rows/row-markers.ts, stays until it is final).
import type { SQSClient } from '@aws-sdk/client-sqs';
import { createQueueSender } from '../../platform/queue/queue-sender.js';
import { IMPORT_ROWS_QUEUE } from '../../platform/queue/queues.js';
import type { ImportRow } from '../import-rows.js';

/** What a message carries: enough to find the row, and the intake's copy of it as first stored (QUEUED, version 1). */
export interface RowMessage {
  org: string;
  importId: string;
  rowId: string;
  /**
   * The row as the intake stored it, so that a first delivery does not read it back; absent from the reconciler's
   * re-queues. Its version is only ever 1: the row's final write is conditional on it, and a redelivery reads the row.
   */
  row?: ImportRow;
}

export type SendRow = (message: RowMessage) => Promise<void>;

/** The part of a message that names the row (the marker keeps this much). */
export const rowAddress = ({ org, importId, rowId }: RowMessage) => ({ org, importId, rowId });

/** Sends rows to the import-rows queue, each in its organization's message group (the queue is fair by organization). */
export function createRowSender(sqs: SQSClient, queueUrl: string): SendRow {
  return createQueueSender<RowMessage>(sqs, queueUrl, IMPORT_ROWS_QUEUE);
}
