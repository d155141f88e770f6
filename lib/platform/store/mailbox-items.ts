// The local runtime's mailbox in the table: one item per sent mail in one partition, listed newest first.
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MAILBOX_PARTITION } from './keys.js';
import type { TableAccess } from './table-access.js';

/** A mail as the mailbox keeps it; its id orders it by time. */
export interface StoredMail {
  id: string;
  to: string;
  /** The sender; absent on mail kept before senders were recorded. */
  from?: string;
  subject: string;
  text: string;
  /** The HTML part, the Message-ID we chose and the further headers (List-Unsubscribe...); null or empty when none. */
  html?: string | null;
  messageId?: string | null;
  headers?: Record<string, string>;
  createdAt: string;
}

export function createMailboxItems({ client, tableName }: TableAccess) {
  return {
    async put(mail: StoredMail): Promise<void> {
      await client.send(
        new PutCommand({ TableName: tableName, Item: { PK: MAILBOX_PARTITION, SK: mail.id, ...mail } }),
      );
    },

    /** Every mail, newest first; only those to `to` (compared as stored) when given. */
    async list(to?: string): Promise<StoredMail[]> {
      const mails: StoredMail[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk',
            ...(to ? { FilterExpression: '#to = :to', ExpressionAttributeNames: { '#to': 'to' } } : {}),
            ExpressionAttributeValues: { ':pk': MAILBOX_PARTITION, ...(to ? { ':to': to } : {}) },
            ScanIndexForward: false,
            ExclusiveStartKey,
          }),
        );
        for (const item of page.Items ?? [])
          mails.push({
            id: item.id,
            to: item.to,
            from: item.from,
            subject: item.subject,
            text: item.text,
            html: item.html ?? null,
            messageId: item.messageId ?? null,
            headers: item.headers ?? {},
            createdAt: item.createdAt,
          });
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return mails;
    },
  };
}
