// How the store's parts reach the table (client and name never leave lib/store), and the item shapes they send.
import type { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

export interface TableAccess {
  client: DynamoDBDocumentClient;
  tableName: string;
}

/** An item as DynamoDB holds it: a record's fields with the store's own attributes, or an item that is no record. */
export type Item = Record<string, unknown>;

/** One item of a transaction, as DynamoDB's TransactWriteItems takes it. */
export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];
