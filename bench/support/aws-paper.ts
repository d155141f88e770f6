// On paper for AWS: a case's request and capacity units per request, their on-demand price, and its hottest partition.
import type { DynamoDbCall } from './dynamodb-calls.js';
import { round } from './stats.js';

/** DynamoDB on-demand in us-east-1 (since November 2024): dollars per million read and write request units. */
const PRICE = { read: 0.125, write: 0.625 };
/** What one partition serves a second: 3,000 read units or 1,000 write units. */
const PARTITION = { read: 3000, write: 1000 };
const RATE = 1000;

/** The partition keys a call touches (a Query's, a Get's, a batch's, a transaction's items'), one unit share each. */
function partitionsOf({ input }: DynamoDbCall): string[] {
  const keys: unknown[] = [];
  const values = (input?.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  if (input?.KeyConditionExpression) keys.push(values[':pk'] ?? Object.values(values)[0]);
  if (input?.Key) keys.push((input.Key as { PK: string }).PK);
  for (const table of Object.values((input?.RequestItems ?? {}) as Record<string, { Keys?: { PK: string }[] }>))
    for (const key of table.Keys ?? []) keys.push(key.PK);
  for (const item of (input?.TransactItems ?? []) as Array<
    Record<string, { Key?: { PK: string }; Item?: { PK: string } }>
  >)
    for (const op of Object.values(item)) keys.push(op.Key?.PK ?? op.Item?.PK);
  const named = input?.IndexName ? `${input.IndexName} ` : '';
  return keys.filter((key): key is string => typeof key === 'string').map((key) => named + key);
}

/** Units per request of `requests` (each the DynamoDB calls one request made), priced, with the hottest partition. */
export function onPaper(requests: DynamoDbCall[][]) {
  const n = Math.max(requests.length, 1);
  const perPartition = new Map<string, { read: number; write: number }>();
  let read = 0;
  let write = 0;
  for (const call of requests.flat()) {
    read += call.readUnits;
    write += call.writeUnits;
    const parts = partitionsOf(call);
    for (const part of parts) {
      const units = perPartition.get(part) ?? { read: 0, write: 0 };
      units.read += call.readUnits / parts.length;
      units.write += call.writeUnits / parts.length;
      perPartition.set(part, units);
    }
  }
  const load = ({ read, write }: { read: number; write: number }) =>
    Math.max(read / PARTITION.read, write / PARTITION.write);
  const [hottest, units] = [...perPartition].sort((a, b) => load(b[1]) - load(a[1]))[0] ?? [
    'none',
    { read: 0, write: 0 },
  ];
  return {
    readUnits: round(read / n, 2),
    writeUnits: round(write / n, 2),
    dollarsPerMillion: round((read / n) * PRICE.read + (write / n) * PRICE.write, 3),
    hottest: hottest.replace(/(org|con)_[0-9A-Z]{26}/g, '<$1>'),
    hottestShare: `${round((100 * RATE * load(units)) / n, 1)}%`,
  };
}
