// Counts the DynamoDB calls of the in-process handlers by origin (intake, worker, ...) and call site, with their time, items written, estimated WCUs and partitions.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Item = Record<string, unknown>;

/** Where a call came from: the first source file on its (async) stack that a rule names. */
export interface OriginRule {
  origin: string;
  /** A substring of a stack frame's file name, e.g. `/lib/imports/worker.ts`. */
  file: string;
}

export interface CallStats {
  calls: number;
  milliseconds: number;
  /** Items a write call writes (a transaction's Put/Update/Delete/ConditionCheck, a BatchWrite's requests, 1 for Put/Update/Delete). */
  itemsWritten: number;
  /** Estimated write capacity units on the base table: ceil(item KB) per item, twice that inside a transaction. */
  wcu: number;
  /** Writes of a Put into the table's global secondary indexes (one per GSI key pair the item carries). */
  gsiWrites: number;
  /** Calls that failed (a lost race, a throttle), included in `calls`. */
  errors: number;
}

export interface OriginReport {
  total: CallStats;
  /** By command name (TransactWriteCommand, BatchGetCommand, ...). */
  byCommand: Record<string, CallStats>;
  /** By the first frame outside the store and the SDK: `function (file)`. */
  bySite: Record<string, CallStats>;
}

export interface PartitionWrites {
  /** Item writes into the partition, all origins. */
  items: number;
  wcu: number;
}

/** A start and an end time of one row's work on the worker, in performance.now() milliseconds. */
export interface RowSpan {
  start: number;
  end?: number;
}

export interface CallOrigins {
  report(): Record<string, OriginReport>;
  /** Base-table writes per partition key (the organization id replaced by <org>). */
  partitions(): Record<string, PartitionWrites>;
  /** The worker's span of each row: its first read of the row to the commit that makes it final. */
  rowSpans(): Map<string, RowSpan>;
  /** Time spent capturing stacks, to say what the attribution itself cost. */
  readonly overheadMilliseconds: number;
  reset(): void;
}

const emptyStats = (): CallStats => ({ calls: 0, milliseconds: 0, itemsWritten: 0, wcu: 0, gsiWrites: 0, errors: 0 });

/** DynamoDB's size of a value, after its rules: UTF-8 bytes of strings, about 1 byte per 2 digits of numbers, 3 bytes + 1 per element of lists and maps. */
export function attributeValueSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number' || typeof value === 'bigint')
    return Math.ceil(String(value).replace(/^-|\.|e.*$/g, '').length / 2) + 1;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...value].reduce<number>((sum, element) => sum + attributeValueSize(element), 0);
  if (Array.isArray(value)) return 3 + value.reduce<number>((sum, element) => sum + 1 + attributeValueSize(element), 0);
  if (typeof value === 'object')
    return (
      3 +
      Object.entries(value as Item).reduce(
        (sum, [name, element]) => sum + 1 + Buffer.byteLength(name) + attributeValueSize(element),
        0,
      )
    );
  return 1;
}

export function itemSize(item: Item): number {
  return Object.entries(item).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name) + attributeValueSize(value),
    0,
  );
}

const kilobytes = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));
const gsiCount = (item: Item) => Object.keys(item).filter((name) => /^GSI\d+PK$/.test(name)).length;

interface Write {
  pk: string;
  sk: string;
  /** Size of the item written; a Delete, Update or ConditionCheck counts 1 KB unless the caller knows the item's size. */
  bytes: number;
  gsi: number;
  kind: 'Put' | 'Delete' | 'Update' | 'ConditionCheck';
}

/** The writes a command makes, from its input. */
function writesOf(name: string, input: Item): Write[] {
  const put = (item: Item): Write => ({
    pk: String(item.PK),
    sk: String(item.SK),
    bytes: itemSize(item),
    gsi: gsiCount(item),
    kind: 'Put',
  });
  const keyed = (key: Item, kind: Write['kind']): Write => ({
    pk: String(key.PK),
    sk: String(key.SK),
    bytes: 1,
    gsi: 0,
    kind,
  });
  switch (name) {
    case 'TransactWriteCommand':
      return ((input.TransactItems as Item[] | undefined) ?? []).map((action) => {
        if (action.Put) return put((action.Put as Item).Item as Item);
        if (action.Delete) return keyed((action.Delete as Item).Key as Item, 'Delete');
        if (action.Update) return keyed((action.Update as Item).Key as Item, 'Update');
        return keyed(((action.ConditionCheck as Item | undefined)?.Key as Item | undefined) ?? {}, 'ConditionCheck');
      });
    case 'PutCommand':
      return [put(input.Item as Item)];
    case 'UpdateCommand':
      return [keyed(input.Key as Item, 'Update')];
    case 'DeleteCommand':
      return [keyed(input.Key as Item, 'Delete')];
    case 'BatchWriteCommand':
      return Object.values((input.RequestItems as Record<string, Item[]> | undefined) ?? {}).flatMap((requests) =>
        requests.map((request) =>
          request.PutRequest
            ? put((request.PutRequest as Item).Item as Item)
            : keyed((request.DeleteRequest as Item).Key as Item, 'Delete'),
        ),
      );
    default:
      return [];
  }
}

/** Row ids a worker call is about: the row it reads first (BatchGet of the row and its import) and the row whose marker a commit deletes. */
function rowOfRead(name: string, input: Item): string | undefined {
  if (name !== 'BatchGetCommand') return undefined;
  const keys = Object.values((input.RequestItems as Record<string, { Keys?: Item[] }> | undefined) ?? {}).flatMap(
    (request) => request.Keys ?? [],
  );
  const row = keys.find((key) => String(key.PK).endsWith('#importRow'));
  return row ? String(row.SK) : undefined;
}

function rowOfCommit(writes: Write[]): string | undefined {
  return writes.find((write) => write.kind === 'Delete' && write.pk.startsWith('QUEUEDROW#'))?.sk;
}

interface Frame {
  file: string;
  fn: string;
}

/** The (sync and async) frames of the current stack, from V8's structured call sites, without formatting or source maps. */
function captureFrames(limit: number): Frame[] {
  const previousPrepare = Error.prepareStackTrace;
  const previousLimit = Error.stackTraceLimit;
  try {
    Error.stackTraceLimit = limit;
    Error.prepareStackTrace = (_error, sites) =>
      sites.map((site) => ({ file: site.getFileName() ?? '', fn: site.getFunctionName() ?? '<anonymous>' }));
    const holder: { stack?: unknown } = {};
    Error.captureStackTrace(holder, captureFrames);
    return holder.stack as Frame[];
  } finally {
    Error.prepareStackTrace = previousPrepare;
    Error.stackTraceLimit = previousLimit;
  }
}

const SKIPPED_FILES = ['/node_modules/', '/lib/store/', '/bench/support/call-origins.ts', 'node:'];

/**
 * Wraps `client.send` in place (the handlers of the local runtime share the process-wide client). Each call's origin is
 * the first rule whose file is on its stack, else `other`; its site the first frame outside the store and the SDK.
 */
export function instrumentOrigins(
  client: DynamoDBDocumentClient,
  rules: OriginRule[],
  options: {
    organization?: string;
    /** The size of the item an UpdateItem or Delete touches, when the caller knows it (an update costs the whole item's size); 1 KB otherwise. */
    itemBytes?: (key: { pk: string; sk: string }) => number | undefined;
  } = {},
): CallOrigins {
  const send = client.send.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let origins = new Map<string, OriginReport>();
  let partitions = new Map<string, PartitionWrites>();
  let spans = new Map<string, RowSpan>();
  let overhead = 0;
  const normalize = (pk: string) => (options.organization ? pk.split(options.organization).join('<org>') : pk);

  const add = (stats: CallStats, ms: number, writes: Write[], transaction: boolean, failed: boolean) => {
    stats.calls++;
    stats.milliseconds += ms;
    if (failed) stats.errors++;
    stats.itemsWritten += writes.length;
    stats.wcu += writes.reduce((sum, write) => sum + kilobytes(write.bytes) * (transaction ? 2 : 1), 0);
    stats.gsiWrites += writes.reduce((sum, write) => sum + write.gsi, 0);
  };

  (client as unknown as { send: (...args: unknown[]) => Promise<unknown> }).send = async (...args: unknown[]) => {
    const command = args[0] as { constructor: { name: string }; input: Item };
    const name = command.constructor.name;
    const captureStart = performance.now();
    const frames = captureFrames(40);
    const origin = rules.find((rule) => frames.some((frame) => frame.file.includes(rule.file)))?.origin ?? 'other';
    const siteFrame = frames.find((frame) => frame.file && !SKIPPED_FILES.some((skip) => frame.file.includes(skip)));
    const site = siteFrame
      ? `${siteFrame.fn} (${siteFrame.file.replace(/^.*?\/(lib|bench|infra|test|functions)\//, '$1/')})`
      : 'unknown';
    const writes = writesOf(name, command.input).map((write) =>
      write.kind === 'Put' ? write : { ...write, bytes: options.itemBytes?.(write) ?? write.bytes },
    );
    const readRow = origin === 'worker' ? rowOfRead(name, command.input) : undefined;
    overhead += performance.now() - captureStart;
    const start = performance.now();
    if (readRow && !spans.has(readRow)) spans.set(readRow, { start });
    let failed = false;
    try {
      return await send(...args);
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      const end = performance.now();
      const transaction = name === 'TransactWriteCommand';
      const report = origins.get(origin) ?? { total: emptyStats(), byCommand: {}, bySite: {} };
      origins.set(origin, report);
      add(report.total, end - start, writes, transaction, failed);
      add((report.byCommand[name] ??= emptyStats()), end - start, writes, transaction, failed);
      add((report.bySite[`${name} ← ${site}`] ??= emptyStats()), end - start, writes, transaction, failed);
      if (!failed) {
        for (const write of writes) {
          const key = normalize(write.pk);
          const entry = partitions.get(key) ?? { items: 0, wcu: 0 };
          entry.items++;
          entry.wcu += kilobytes(write.bytes) * (transaction ? 2 : 1);
          partitions.set(key, entry);
        }
        const finished = origin === 'worker' && transaction ? rowOfCommit(writes) : undefined;
        const span = finished ? spans.get(finished) : undefined;
        if (span) span.end = end;
      }
    }
  };

  return {
    report: () => Object.fromEntries(origins),
    partitions: () => Object.fromEntries(partitions),
    rowSpans: () => spans,
    get overheadMilliseconds() {
      return overhead;
    },
    reset() {
      origins = new Map();
      partitions = new Map();
      spans = new Map();
      overhead = 0;
    },
  };
}
