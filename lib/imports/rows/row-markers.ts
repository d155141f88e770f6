// The items of import rows beside the rows: markers of rows queued but not yet final (sharded; the reconciler finds lost rows by them), and each import's progress (a tally of finished rows and a log line per failed or unqualified row).
import * as v from 'valibot';
import { defineItem, part, shard } from '../../platform/store/item-type.js';
import type { Store, TransactItem } from '../../platform/store/store.js';

/**
 * A row whose records are stored and whose slots and final state are not yet: its outcome, the records it created at
 * the version whose slots are still to be entered, and whether its import's progress counted it with them (markers
 * written before that was done lack it: their row is counted when it becomes final).
 */
const rowPending = v.object({
  status: v.picklist(['CREATED', 'MERGED']),
  contactId: v.string(),
  records: v.array(v.object({ id: v.string(), version: v.number() })),
  counted: v.optional(v.boolean(), false),
});
export type RowPending = v.InferOutput<typeof rowPending>;

/**
 * The marker of a row queued but not yet final: what the reconciler needs to queue it again, and how often it did.
 * Markers are spread over 8 partitions by the row id, so that a busy intake does not write to one hot key; the sort key
 * is the row id, whose ULID orders markers by arrival.
 */
export const rowMarkers = defineItem({
  name: 'queued-row marker',
  partition: ['QUEUEDROW', shard('rowId', 8)],
  sort: [part('rowId')],
  attributes: v.object({
    org: v.string(),
    importId: v.string(),
    rowId: v.string(),
    attempts: v.optional(v.number(), 0),
    /** When the reconciler last queued the row again (epoch ms). */
    requeuedAt: v.optional(v.number()),
    /** Written with the records the row created: what is left to do (row-commit.ts). */
    pending: v.optional(rowPending),
  }),
});

/** A row's line in its import's log, one per failed or unqualified row; rows sort by id, so lines read in arrival order. */
export const importLogLines = defineItem({
  name: 'import log line',
  partition: ['ORG', part('org'), 'import', part('importId'), 'LOG'],
  sort: [part('rowId')],
  attributes: v.object({ line: v.string() }),
});

/**
 * The tally scope of one import's rows: its `taken` tally counts the rows it took (in the transaction that takes each),
 * its `finished` tally those that became final, its `reading` tally the file runs under way; the import is IMPORTED
 * when the first two are equal and no file is reading (import-lifecycle.ts).
 */
export const importRowsScope = (importId: string) => `import#${importId}`;
export const FINISHED_ROWS = 'finished';
export const TAKEN_ROWS = 'taken';
/** Runs of files reading (+1 as a run starts, -1 as it ends): while one reads, the import is not IMPORTED. */
export const READING_RUNS = 'reading';

/** What taking `count` rows adds to the import's taken tally, on the shard `id` picks (a row's id, or a batch's). */
export const takenItem = (store: Store, org: string, importId: string, id: string, count: number): TransactItem =>
  store.tallies.addItem(org, importRowsScope(importId), TAKEN_ROWS, id, count);

/** A row as its import's progress knows it. */
export interface ProgressRow {
  org: string;
  importId: string;
  rowId: string;
}

/**
 * What a row's final write adds to its import, in the same transaction: +1 on a shard of the import's finished-row
 * tally (so that no item is hot), and the row's log line when it has one. Neither has a condition: they never cancel
 * the row's write, and the row's own version condition makes a redelivery write them at most once.
 */
export function progressItems(store: Store, row: ProgressRow, logLine?: string): TransactItem[] {
  const count = store.tallies.addItem(row.org, importRowsScope(row.importId), FINISHED_ROWS, row.rowId, 1);
  if (logLine === undefined) return [count];
  return [count, store.items(importLogLines).transactPut(row, { line: logLine })];
}

/** The first `limit` log lines of an import, in the order its rows arrived: one strongly consistent Query. */
export async function importLog(store: Store, org: string, importId: string, limit: number): Promise<string[]> {
  const lines: string[] = [];
  for await (const { line } of store.items(importLogLines).query({ org, importId }, { limit, consistent: true }))
    lines.push(line);
  return lines;
}
