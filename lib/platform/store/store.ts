// The single-table store, the only door to DynamoDB: record reads, pages and writes, and typed operations on declared items.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { createCounters } from './counters.js';
import { createSlotWriter, deferSlots, slotsOf } from './deferred-slots.js';
import { createIdRuns } from './id-runs.js';
import { createIndexAudit } from './index-audit.js';
import { createInPlaceUpdate, createInPlaceUpdateItem } from './in-place-update.js';
import { createItemOperations } from './items.js';
import { createRawItems } from './raw-items.js';
import { createRecordPages } from './record-pages.js';
import { createRecordReads } from './record-reads.js';
import { createRecordWrites } from './record-writes.js';
import { createTallies } from './tallies.js';
import { createTransactionRunner } from './transaction-runner.js';
import { createWritePlanner } from './write-planning.js';

export interface StoreOptions {
  client: DynamoDBDocumentClient;
  tableName: string;
  now?: () => Date;
  newUlid?: (time: number) => string;
}

export function createStore({
  client,
  tableName,
  now = () => new Date(),
  newUlid = (time) => ulid(time),
}: StoreOptions) {
  const table = { client, tableName };
  const raw = createRawItems(table);
  const reads = createRecordReads(raw);
  const planner = createWritePlanner({ tableName, now, newUlid });
  const runner = createTransactionRunner(table);
  return {
    ...reads,
    ...createRecordPages(table, raw),
    ...createRecordWrites({ planner, runner, reads, now }),
    createItems: planner.createItems,
    updateItems: planner.updateItems,
    commit: runner.commit,
    writeOne: runner.writeOne,
    /** Takes the slots out of the records planned items create, to enter them after their transaction (enterSlots). */
    deferSlots,
    slotsOf,
    enterSlots: createSlotWriter(table),
    updateInPlace: createInPlaceUpdate(table),
    updateInPlaceItem: createInPlaceUpdateItem(table),
    /** The typed operations on the items of a declared type (lib/platform/store/item-type.ts). */
    items: createItemOperations(table, raw),
    counters: createCounters(table),
    tallies: createTallies(table, raw),
    idRuns: createIdRuns(table),
    /** Search tokens, memberships and tallies against the records, by one Scan: for benches and operators only. */
    auditIndexing: createIndexAudit(table),
  };
}

export type Store = ReturnType<typeof createStore>;

/** One write of a transaction, as the store plans it: a caller gathers them and hands them to `commit`. */
export type { TransactItem } from './table-access.js';
