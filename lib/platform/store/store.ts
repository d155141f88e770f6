// The single-table store, the only door to DynamoDB: record reads, pages and writes, and the service's own items.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { createClaims } from './claims.js';
import { createCounters } from './counters.js';
import { createIdRuns } from './id-runs.js';
import { createInPlaceUpdate, createInPlaceUpdateItem } from './in-place-update.js';
import { createMailboxItems } from './mailbox-items.js';
import { createRawItems } from './raw-items.js';
import { createRecordPages } from './record-pages.js';
import { createRecordReads } from './record-reads.js';
import { createRecordWrites } from './record-writes.js';
import { createRowMarkers } from './row-markers.js';
import { createSendItems } from './send-items.js';
import { createTallies } from './tallies.js';
import { createTransactionRunner } from './transaction-runner.js';
import { createWritePlanner } from './write-planning.js';

export interface StoreOptions {
  client: DynamoDBDocumentClient;
  tableName: string;
  now?: () => Date;
  newUlid?: () => string;
}

export function createStore({ client, tableName, now = () => new Date(), newUlid = ulid }: StoreOptions) {
  const table = { client, tableName };
  const raw = createRawItems(table);
  const reads = createRecordReads(table, raw);
  const planner = createWritePlanner({ tableName, now, newUlid });
  const runner = createTransactionRunner(table);
  return {
    ...reads,
    ...createRecordPages(table),
    ...createRecordWrites({ planner, runner, reads, now }),
    createItems: planner.createItems,
    updateItems: planner.updateItems,
    commit: runner.commit,
    updateInPlace: createInPlaceUpdate(table),
    updateInPlaceItem: createInPlaceUpdateItem(table),
    // Items that are no records, by key: guards read as they are, cursor positions.
    getItem: raw.getItem,
    getItems: raw.getItems,
    putItems: raw.putItems,
    counters: createCounters(table),
    tallies: createTallies(raw),
    idRuns: createIdRuns(table),
    claims: createClaims(table, raw),
    rowMarkers: createRowMarkers(table),
    sends: createSendItems(table, raw),
    mailbox: createMailboxItems(table),
  };
}

export type Store = ReturnType<typeof createStore>;
