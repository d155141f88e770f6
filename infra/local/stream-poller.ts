// Reads a table's DynamoDB stream and invokes a function with its records, as a Lambda event source mapping with ReportBatchItemFailures and BisectBatchOnFunctionError does.
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  TrimmedDataAccessException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type AttributeValue as StreamAttributeValue,
  type Shard,
  type ShardIteratorType,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { createDynamoDbClient, endpointOptions } from '../../lib/platform/aws/clients.js';
import { buildContext } from './apigw-event.js';

export interface StreamPollerOptions {
  dynamodbEndpoint: string;
  tableName: string;
  /** Records per invocation, at most (as the event source mapping's BatchSize; GetRecords returns 1000 at most). */
  batchSize: number;
  functionName: string;
  timeoutSeconds: number;
  /**
   * The function: a Lambda handler of DynamoDBStreamEvent that may answer
   * `{ batchItemFailures: [{ itemIdentifier: <SequenceNumber> }] }`.
   */
  handler: (event: DynamoDBStreamEvent, context: Context) => Promise<unknown>;
  /** Retries of a failing batch before its failing record is given up (default 3), as MaximumRetryAttempts. */
  maxRetryAttempts?: number;
  /** How often an idle shard is polled, in ms (default 100). */
  pollIntervalMs?: number;
  /** A record given up after its retries (in AWS it goes to the mapping's on-failure destination). */
  onGivenUp?: (record: DynamoDBRecord, error: unknown) => void;
  /** Errors of the poller itself (reading the stream); it goes on polling. */
  onError: (error: unknown) => void;
}

export interface StreamPoller {
  /** Stops polling and resolves once the invocation in flight, if any, is over. */
  stop(): Promise<void>;
}

/** How often the stream is described again to find new shards, besides when a shard closes. */
const DISCOVERY_INTERVAL_MS = 5_000;
/** The most records GetRecords answers at once. */
const GET_RECORDS_LIMIT = 1_000;

interface ShardPosition {
  shardId: string;
  /** Where reading began: LATEST for the shards open at start, TRIM_HORIZON for those found later. */
  start: ShardIteratorType;
  /** The sequence number of the last record done or given up. */
  after?: string;
}

export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const { functionName, timeoutSeconds, maxRetryAttempts = 3, pollIntervalMs = 100 } = options;
  const streamArn = await latestStreamArn(options.dynamodbEndpoint, options.tableName);
  const streams = new DynamoDBStreamsClient(endpointOptions(options.dynamodbEndpoint));
  let running = true;
  /** Shards seen: being read, read to their end, or closed before the poller started. */
  const known = new Set<string>();
  const readers = new Map<string, Promise<void>>();
  const wakers = new Set<() => void>();

  /** Waits `ms`, or less if the poller stops. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      wakers.add(wake);
    });

  async function iteratorAt(position: ShardPosition): Promise<string | undefined> {
    const { ShardIterator } = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: position.shardId,
        ...(position.after
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: position.after }
          : { ShardIteratorType: position.start }),
      }),
    );
    return ShardIterator;
  }

  /** Whether the invocation succeeded, or the index of the first record it left to do and why. */
  async function invoke(records: DynamoDBRecord[]): Promise<{ failedAt: number; error?: unknown }> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${functionName} timed out after ${timeoutSeconds} s`)),
        timeoutSeconds * 1000,
      );
      timer.unref();
    });
    try {
      const response = await Promise.race([
        options.handler({ Records: records }, buildContext(functionName, timeoutSeconds)),
        timeout,
      ]);
      const failedAt = firstFailure(records, response);
      return failedAt < records.length
        ? { failedAt, error: new Error(`${functionName} reported the record as a batch item failure`) }
        : { failedAt };
    } catch (error) {
      return { failedAt: 0, error };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Invokes the function until each record is done or given up, in order; false if the poller stopped first. A failure
   * reported at a record retries from that record. A failed batch is split in two, the halves settled one after the other;
   * splitting spends no retry, so only a record alone is given up, never a good one beside a bad one.
   */
  async function settle(records: DynamoDBRecord[], retries = 0): Promise<boolean> {
    if (!running) return false;
    const { failedAt, error } = await invoke(records);
    if (failedAt >= records.length) return true;
    if (failedAt > 0) return settle(records.slice(failedAt));
    if (records.length > 1) {
      const half = Math.ceil(records.length / 2);
      return (await settle(records.slice(0, half))) && settle(records.slice(half));
    }
    if (retries < maxRetryAttempts) return settle(records, retries + 1);
    try {
      options.onGivenUp?.(records[0]!, error);
    } catch (callbackError) {
      options.onError(callbackError);
    }
    return true;
  }

  async function read(position: ShardPosition, firstIterator: string | undefined): Promise<void> {
    let iterator = firstIterator;
    while (running) {
      try {
        iterator ??= await iteratorAt(position);
        if (!iterator) return;
        const { Records = [], NextShardIterator } = await streams.send(
          new GetRecordsCommand({ ShardIterator: iterator, Limit: Math.min(options.batchSize, GET_RECORDS_LIMIT) }),
        );
        const records = Records.map((record) => toLambdaRecord(record, streamArn));
        if (records.length > 0 && !(await settle(records))) return;
        position.after = records.at(-1)?.dynamodb?.SequenceNumber ?? position.after;
        // No next iterator: the shard is closed and read to its end.
        if (!NextShardIterator) return;
        iterator = NextShardIterator;
        if (records.length === 0) await pause(pollIntervalMs);
      } catch (error) {
        if (!running) return;
        options.onError(error);
        // A failed read leaves the iterator where it was; only an expired one (15 minutes old) must be replaced.
        if (error instanceof ExpiredIteratorException) iterator = undefined;
        // DynamoDB Local answers this to a LATEST iterator of a shard shared by a busy instance's tables (seen with
        // several test files on one instance): the shard is read again from its oldest record, at least once.
        if (error instanceof TrimmedDataAccessException) {
          iterator = undefined;
          position.start = 'TRIM_HORIZON';
          position.after = undefined;
        }
        await pause(pollIntervalMs);
      }
    }
  }

  async function open(shardId: string, start: ShardIteratorType): Promise<void> {
    const position: ShardPosition = { shardId, start };
    known.add(shardId);
    let iterator: string | undefined;
    try {
      iterator = await iteratorAt(position);
    } catch (error) {
      // The next discovery tries again.
      known.delete(shardId);
      throw error;
    }
    const reader = read(position, iterator).finally(() => {
      readers.delete(shardId);
      // Its children, if it closed, can be read now.
      if (running) rediscover();
    });
    readers.set(shardId, reader);
  }

  async function describeShards(): Promise<Shard[]> {
    const shards: Shard[] = [];
    let exclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: exclusiveStartShardId }),
      );
      shards.push(...(StreamDescription?.Shards ?? []));
      exclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (exclusiveStartShardId);
    return shards;
  }

  async function discover(): Promise<void> {
    for (const { ShardId, ParentShardId } of await describeShards()) {
      if (!running) return;
      // A child waits for its parent to be read to its end: the parent holds the older changes of the same keys.
      if (!ShardId || known.has(ShardId) || (ParentShardId && readers.has(ParentShardId))) continue;
      await open(ShardId, 'TRIM_HORIZON');
    }
  }

  let discovery = Promise.resolve();
  let discoveryQueued = false;
  /** Describes the stream again after any discovery under way, one at a time. */
  function rediscover() {
    if (discoveryQueued) return;
    discoveryQueued = true;
    discovery = discovery
      .then(() => {
        discoveryQueued = false;
        return running ? discover() : undefined;
      })
      .catch((error) => {
        if (running) options.onError(error);
      });
  }

  const discoveryTimer = setInterval(rediscover, DISCOVERY_INTERVAL_MS);
  discoveryTimer.unref();
  const stop = async () => {
    running = false;
    clearInterval(discoveryTimer);
    for (const wake of wakers) wake();
    await discovery;
    await Promise.all(readers.values());
    streams.destroy();
  };

  try {
    for (const shard of await describeShards()) {
      if (!shard.ShardId || known.has(shard.ShardId)) continue;
      // Records written before the start are not delivered: open shards are read from their end, closed ones not at all.
      if (shard.SequenceNumberRange?.EndingSequenceNumber) known.add(shard.ShardId);
      else await open(shard.ShardId, 'LATEST');
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

async function latestStreamArn(endpoint: string, tableName: string): Promise<string> {
  const client = createDynamoDbClient(endpoint);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (!Table?.LatestStreamArn) throw new Error(`Table ${tableName} has no stream`);
    return Table.LatestStreamArn;
  } finally {
    client.destroy();
  }
}

/**
 * The index of the first record a handler's answer leaves to do: records.length when it reports no failure. A failure
 * that names no record of the batch fails it all, as in Lambda.
 */
function firstFailure(records: DynamoDBRecord[], response: unknown): number {
  if (!isObject(response) || !Array.isArray(response.batchItemFailures)) return records.length;
  let first = records.length;
  for (const failure of response.batchItemFailures) {
    const id = isObject(failure) ? failure.itemIdentifier : undefined;
    const index = records.findIndex((record) => id && record.dynamodb?.SequenceNumber === id);
    if (index < 0) return 0;
    first = Math.min(first, index);
  }
  return first;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A stream record as Lambda delivers it: images in DynamoDB JSON with binaries in base64, times in epoch seconds. */
function toLambdaRecord(record: _Record, streamArn: string): DynamoDBRecord {
  const change = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion,
    dynamodb: {
      ApproximateCreationDateTime: change.ApproximateCreationDateTime
        ? Math.floor(change.ApproximateCreationDateTime.getTime() / 1000)
        : undefined,
      Keys: change.Keys && toLambdaImage(change.Keys),
      NewImage: change.NewImage && toLambdaImage(change.NewImage),
      OldImage: change.OldImage && toLambdaImage(change.OldImage),
      SequenceNumber: change.SequenceNumber,
      SizeBytes: change.SizeBytes,
      StreamViewType: change.StreamViewType,
    },
    eventSourceARN: streamArn,
    // Deletions by TTL are signed by the service.
    ...(record.userIdentity && {
      userIdentity: { type: record.userIdentity.Type, principalId: record.userIdentity.PrincipalId },
    }),
  };
}

function toLambdaImage(image: Record<string, StreamAttributeValue>): Record<string, AttributeValue> {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, toLambdaValue(value)]));
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

function toLambdaValue(value: StreamAttributeValue): AttributeValue {
  if (value.S !== undefined) return { S: value.S };
  if (value.N !== undefined) return { N: value.N };
  if (value.B !== undefined) return { B: base64(value.B) };
  if (value.BOOL !== undefined) return { BOOL: value.BOOL };
  if (value.NULL !== undefined) return { NULL: value.NULL };
  if (value.SS !== undefined) return { SS: value.SS };
  if (value.NS !== undefined) return { NS: value.NS };
  if (value.BS !== undefined) return { BS: value.BS.map(base64) };
  if (value.L !== undefined) return { L: value.L.map(toLambdaValue) };
  if (value.M !== undefined) return { M: toLambdaImage(value.M) };
  throw new Error(`Unknown attribute type ${Object.keys(value).join(', ')}`);
}
