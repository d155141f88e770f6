// On paper for AWS: a case's capacity units per request, their on-demand price, and its hottest partition.
import type { DynamoDbCall } from '../../test/support/dynamodb-calls.js';
import { type Cell, markdownTable } from './report.js';
import { round } from './stats.js';

/** DynamoDB on demand in us-east-1 (since November 2024): dollars per million read and write request units. */
const PRICE = { read: 0.125, write: 0.625 };
/** What one partition serves a second: 3,000 read units or 1,000 write units. */
const PARTITION = { read: 3000, write: 1000 };
const RATE = 1000;
type ItemKey = { PK: string };

/** The partition keys a call touches (a Query's, a Get's, a batch's, a transaction's items'), each its index's. */
function partitionsOf({ input }: DynamoDbCall): string[] {
  const keys: unknown[] = [(input?.ExpressionAttributeValues as Record<string, unknown> | undefined)?.[':pk']];
  keys.push((input?.Key as ItemKey | undefined)?.PK);
  for (const table of Object.values((input?.RequestItems ?? {}) as Record<string, { Keys?: ItemKey[] }>))
    keys.push(...(table.Keys ?? []).map((key) => key.PK));
  for (const item of (input?.TransactItems ?? []) as Array<Record<string, { Key?: ItemKey; Item?: ItemKey }>>)
    for (const op of Object.values(item)) keys.push(op.Key?.PK ?? op.Item?.PK);
  return keys.filter((key): key is string => typeof key === 'string').map((key) => `${input?.IndexName ?? ''} ${key}`);
}

/** Units per request of `requests` (the calls each made; `count` requests in all), priced, and the hottest partition. */
function onPaper(requests: DynamoDbCall[][], count = requests.length): Cell[] {
  const calls = requests.flat();
  const perPartition = new Map<string, { read: number; write: number }>();
  for (const call of calls) {
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
  const [hottest, units] = [...perPartition].sort((a, b) => load(b[1]) - load(a[1]))[0] ?? ['—', { read: 0, write: 0 }];
  const perRequest = (kind: 'readUnits' | 'writeUnits') => calls.reduce((sum, call) => sum + call[kind], 0) / count;
  const [read, write] = [perRequest('readUnits'), perRequest('writeUnits')];
  const share = `${round((100 * RATE * load(units)) / count, 1)}%`;
  const anonymous = hottest.trim().replace(/(org|con|key|imp)_[0-9A-Z]{26}/g, '<$1>');
  return [round(read, 2), round(write, 2), round(read * PRICE.read + write * PRICE.write, 3), anonymous, share];
}

/** The section "on paper for AWS": each row a name, the calls of each of its requests and how many requests they were. */
export function paperSection(rows: Array<[name: string, requests: DynamoDbCall[][], count?: number]>): string {
  return [
    '## On paper for AWS: one organization of 10 million contacts, DynamoDB on demand',
    '',
    'Capacity units per request as DynamoDB Local reported them in this run (every call: authentication, rate-limit',
    'counts, data, writes), priced at us-east-1 on demand ($0.125 a million read units, $0.625 a million write units).',
    'Every case does bounded work (a page through an index, a token or membership run, a tally; one row), so its units',
    "do not grow from 100,000 to 10 million contacts. Hottest partition: the one taking the largest share of a partition's",
    `3,000 read or 1,000 write units a second at ${RATE.toLocaleString('en')} requests a second of this case alone (a batch's or a`,
    "transaction's units shared evenly among its items' partitions); over 100% it would be throttled.",
    '',
    markdownTable(
      ['Case', 'Read units', 'Write units', '$ per million', 'Hottest partition', `Its share at ${RATE}/s`],
      rows.map(([name, requests, count]) => [name, ...onPaper(requests, count)]),
    ),
  ].join('\n');
}
