// Whole-partition reads for the benches' checks: every item of a partition (all pages), or a count of a key range.
import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

type Item = Record<string, unknown>;

/** Every item of a partition (all pages, strongly consistent), with only the named attributes. */
export async function queryAll(
  client: DynamoDBDocumentClient,
  tableName: string,
  pk: string,
  attributes: string[],
): Promise<Item[]> {
  const items: Item[] = [];
  const names = Object.fromEntries(attributes.map((name, i) => [`#a${i}`, name]));
  let start: Item | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExpressionAttributeNames: names,
        ProjectionExpression: Object.keys(names).join(', '),
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Counts with Select COUNT over every page of the Query's key range. */
export async function countItems(client: DynamoDBDocumentClient, input: QueryCommandInput): Promise<number> {
  let count = 0;
  let start: Item | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: start }));
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/** Items in a partition (strongly consistent). */
export function countAll(client: DynamoDBDocumentClient, tableName: string, pk: string): Promise<number> {
  return countItems(client, {
    TableName: tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ConsistentRead: true,
  });
}
