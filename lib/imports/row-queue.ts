// How an import row travels: its queue message and the sender (a marker, store.rowMarkers, stays until it is final).
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';

/** What a message carries: enough to find the row; the row itself holds the data. */
export interface RowMessage {
  org: string;
  importId: string;
  rowId: string;
}

export type SendRow = (message: RowMessage) => Promise<void>;

/** Sends rows to the import-rows queue. */
export function createRowSender(sqs: SQSClient, queueUrl: string): SendRow {
  return async (message) => {
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
  };
}
