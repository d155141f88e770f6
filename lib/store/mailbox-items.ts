// The local runtime's mailbox in the table: one item per sent mail in one partition, listed newest first.
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MAILBOX_PARTITION } from './keys.js';
import type { TableAccess } from './table-access.js';

/** A mail as the mailbox keeps it; its id orders it by time. */
export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  text: string;
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
          mails.push({ id: item.id, to: item.to, subject: item.subject, text: item.text, createdAt: item.createdAt });
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return mails;
    },
  };
}
