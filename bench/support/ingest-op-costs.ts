// What single operations cost DynamoDB Local (JVM CPU and latency per op), timed after the ingest bench's measured rows as a reference for its figures.
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { itemSize } from './call-origins.js';
import { processTicks, TICKS_PER_SECOND } from './cpu-sampler.js';
import { COST_OPS } from './ingest-config.js';
import { log } from './log.js';
import { round, summarizeTail, timed, type TailSummary } from './stats.js';

type Item = Record<string, unknown>;

export interface OpCost {
  description: string;
  ops: number;
  /** DynamoDB Local's CPU per operation (from the JVM's clock ticks), in ms. */
  jvmCpuMs: number;
  latency: TailSummary;
}

/**
 * What single operations cost DynamoDB Local, run after the measured rows: the worker's per-row counter update of the
 * import item (a copy of it, same size and index keys) against the same update of a small item without index keys.
 */
export async function dynamodbLocalCosts(
  client: DynamoDBDocumentClient,
  tableName: string,
  importItem: Item,
  jvmPid: number | undefined,
): Promise<OpCost[]> {
  const copyKey = { PK: 'BENCHCOPY#import', SK: '#' };
  const smallKey = { PK: 'BENCHCOPY#counter', SK: '#' };
  await client.send(new PutCommand({ TableName: tableName, Item: { ...importItem, ...copyKey } }));
  await client.send(new PutCommand({ TableName: tableName, Item: { ...smallKey, total: 0, _v: 1 } }));
  const increment = (Key: Item) => () =>
    client.send(
      new UpdateCommand({
        TableName: tableName,
        Key,
        UpdateExpression: 'SET #total = #total + :one ADD #v :one',
        ConditionExpression: 'attribute_type(#total, :number)',
        ExpressionAttributeNames: { '#total': 'total', '#v': '_v' },
        ExpressionAttributeValues: { ':one': 1, ':number': 'N' },
      }),
    );
  const gsiSlots = Object.keys(importItem).filter((name) => /^GSI\d+PK$/.test(name)).length;
  const cases: Array<[string, () => Promise<unknown>]> = [
    [
      `UpdateItem total = total + 1 on a copy of the import item (${itemSize(importItem)} bytes, ${gsiSlots} GSI keys), as the worker's count of each row`,
      increment(copyKey),
    ],
    [
      'The same UpdateItem on a small counter item without GSI keys (what a separate counter item would cost)',
      increment(smallKey),
    ],
    [
      'GetItem (ConsistentRead) of the small item, for scale',
      () => client.send(new GetCommand({ TableName: tableName, Key: smallKey, ConsistentRead: true })),
    ],
  ];
  const results: OpCost[] = [];
  for (const [description, run] of cases) {
    for (let i = 0; i < 20; i++) await run();
    const ticksBefore = jvmPid ? processTicks(jvmPid) : undefined;
    const times: number[] = [];
    for (let i = 0; i < COST_OPS; i++) times.push(await timed(run));
    const ticksAfter = jvmPid ? processTicks(jvmPid) : undefined;
    const jvmCpuMs =
      ticksBefore !== undefined && ticksAfter !== undefined
        ? round(((ticksAfter - ticksBefore) * (1000 / TICKS_PER_SECOND)) / COST_OPS)
        : NaN;
    const latency = summarizeTail(times);
    results.push({ description, ops: COST_OPS, jvmCpuMs, latency });
    log(`${description.slice(0, 70)}…: JVM ${jvmCpuMs} ms CPU per op, p50 ${latency.p50} ms`);
  }
  return results;
}
