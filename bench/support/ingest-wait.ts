// Waits until every row an import accepted is final: polls the import's `total`, then lists the rows to confirm (or to see past a count that stalls).
import { setTimeout as sleep } from 'node:timers/promises';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { importRows } from '../../lib/resources/import-rows.js';
import { imports } from '../../lib/resources/imports.js';
import { recordKey, recordPartition } from '../../lib/store/keys.js';
import { itemSize } from './call-origins.js';
import { POLL_MS, STALL_MS } from './ingest-config.js';
import { log } from './log.js';
import { queryAll } from './partition-reads.js';

type Item = Record<string, unknown>;

export interface FinalRows {
  rows: Item[];
  timedOut: boolean;
  /** Wall-clock ms when the poll saw every accepted row final. */
  observedAtWall: number;
}

/** The whole import item (strongly consistent), or undefined when there is none. */
export async function readImportItem(
  client: DynamoDBDocumentClient,
  tableName: string,
  org: string,
  importId: string,
): Promise<Item | undefined> {
  return (
    await client.send(
      new GetCommand({ TableName: tableName, Key: recordKey(org, imports.object, importId), ConsistentRead: true }),
    )
  ).Item;
}

/**
 * Waits until every accepted row is final. The import's `total` (one strongly consistent GetItem) is polled, as the
 * worker counts each finished row on it; listing the rows (a Query of the whole partition) is done only when the total
 * says all are done, or nothing moved for STALL_MS (a count the worker failed to write must not hang the bench).
 */
export async function waitForFinal(options: {
  client: DynamoDBDocumentClient;
  tableName: string;
  org: string;
  importId: string;
  expectedRows: () => number | undefined;
  acceptedIds: () => Set<string>;
  deadlineWall: () => number;
  onTotal: (total: number, importBytes: number) => void;
}): Promise<FinalRows> {
  const { client, tableName, org, importId } = options;
  const listRows = () =>
    queryAll(client, tableName, recordPartition(org, importRows.object), [
      'id',
      'status',
      'createdAt',
      'updatedAt',
      'reasons',
      'error',
      'contactId',
    ]);
  let lastTotal = -1;
  let lastChange = Date.now();
  for (;;) {
    // The whole item, not just total: its size is what each of the worker's updates of it costs.
    const item = await readImportItem(client, tableName, org, importId);
    const total = typeof item?.total === 'number' ? item.total : 0;
    options.onTotal(total, item ? itemSize(item) : 0);
    if (total !== lastTotal) {
      lastTotal = total;
      lastChange = Date.now();
    }
    const expected = options.expectedRows();
    const stalled = Date.now() - lastChange > STALL_MS;
    if (expected !== undefined && (total >= expected || stalled)) {
      const rows = await listRows();
      const final = new Set(rows.filter((row) => row.status !== 'QUEUED').map((row) => String(row.id)));
      if ([...options.acceptedIds()].every((id) => final.has(id)))
        return { rows, timedOut: false, observedAtWall: Date.now() };
      log(`${final.size} of ${options.acceptedIds().size} rows final (import total ${total}); waiting`);
      lastChange = Date.now();
    }
    if (Date.now() > options.deadlineWall())
      return { rows: await listRows(), timedOut: true, observedAtWall: Date.now() };
    await sleep(POLL_MS);
  }
}
