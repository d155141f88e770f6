// The local runtime's mailbox: sent mail is kept in the table so that GET /local/mailbox can show it to a developer.
import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { Mailer, OutgoingMail } from './mailer.js';

const MAILBOX_PK = 'LOCAL#mailbox';

export interface MailboxEntry extends OutgoingMail {
  id: string;
  createdAt: string;
}

export function createLocalMailbox(
  client: DynamoDBDocumentClient,
  tableName: string,
): Mailer & { list(to?: string): Promise<MailboxEntry[]> } {
  return {
    async send(mail) {
      const entry: MailboxEntry = {
        id: `mail_${ulid()}`,
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        createdAt: new Date().toISOString(),
      };
      await client.send(new PutCommand({ TableName: tableName, Item: { PK: MAILBOX_PK, SK: entry.id, ...entry } }));
    },
    async list(to) {
      const entries: MailboxEntry[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk',
            ...(to ? { FilterExpression: '#to = :to', ExpressionAttributeNames: { '#to': 'to' } } : {}),
            ExpressionAttributeValues: { ':pk': MAILBOX_PK, ...(to ? { ':to': to.toLowerCase() } : {}) },
            ScanIndexForward: false,
            ExclusiveStartKey,
          }),
        );
        for (const item of page.Items ?? [])
          entries.push({ id: item.id, to: item.to, subject: item.subject, text: item.text, createdAt: item.createdAt });
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return entries;
    },
  };
}
