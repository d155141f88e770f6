// A batch of rows posted by API, taken once however often it is sent: its run (claimed by the batch's hash for a day)
// holds its first row id and a checkpoint, so that a resend after a lost or busy answer finishes it, not repeats it.
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { Clock } from '../../platform/clock.js';
import { logger } from '../../platform/http/logger.js';
import { shuffled } from '../../platform/seeded-shuffle.js';
import { defineItem, type AttributesOf, type KeyOf, part } from '../../platform/store/item-type.js';
import type { WriteContext } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import type { EntityType } from '../../platform/store/entity.js';
import type { TableUse } from '../../platform/store/table-use.js';
import { canonicalJson } from '../webhook/webhook-payload.js';
import { markImporting, settleImport } from './import-lifecycle.js';
import { nextRowId, planQueuedRow, type QueueRows, rowIdsFrom, takeInTransactions } from './row-batch.js';

/** How long the same batch, sent again, is the same batch: the webhook intake's window for the same body. */
const SAME_BATCH_SECONDS = 24 * 3600;

/**
 * Rows a transaction takes: each QUEUED row is its item and its marker, beside the family's and the import's tally
 * shards and the checkpoint, within the 100 items DynamoDB takes.
 */
const ROWS_PER_TRANSACTION = 40;

/**
 * One batch's run: its rows' first id (the others follow it, rowIdsFrom), when it was first taken (its rows' creation
 * time), the transactions taken (`chunk`), and whether its rows' messages were all queued once.
 */
const batchRuns = defineItem({
  name: 'import batch run',
  partition: ['ORG', part('org'), 'import', part('importId'), 'BATCH', part('hash')],
  sort: [],
  attributes: v.object({
    firstRowId: v.string(),
    at: v.number(),
    chunk: v.number(),
    queued: v.optional(v.boolean(), false),
  }),
  expires: true,
});

/** What taking a batch does to the table beside its rows: its run read, claimed, moved on and marked queued. */
export const batchRunsUse: TableUse = { items: batchRuns, may: ['get', 'put', 'update', 'transactUpdate'] };

type BatchRun = AttributesOf<typeof batchRuns>;

export interface BatchDeps {
  store: Store;
  queueRows: QueueRows;
  importEntity: EntityType;
  now: Clock;
}

/** The batch's run, claimed for this batch when there is none live: a concurrent first send's claim is read back. */
async function runOf({ store, now }: BatchDeps, key: KeyOf<typeof batchRuns>): Promise<BatchRun> {
  const runs = store.items(batchRuns);
  const at = now();
  const live = await runs.get(key, { liveAt: at });
  if (live) return live;
  const run = { firstRowId: nextRowId(), at: at.getTime(), chunk: 0, queued: false };
  const atSeconds = Math.floor(at.getTime() / 1000);
  const expiresAt = atSeconds + SAME_BATCH_SECONDS;
  if (await runs.put(key, run, { expiresAt, when: { absentOrExpiredAt: atSeconds } })) return run;
  const claimed = await runs.get(key);
  if (!claimed) throw new Error('A batch run claimed by another send was not found');
  return claimed;
}

/**
 * Takes `rows` into the import once: in transactions that each move the batch's checkpoint (a resend, or a send
 * racing this one, takes only what is left), then the import IMPORTING, then every row's message, ten to a batch.
 * RANDOM takes them in a shuffle seeded by the batch, so that every send takes them in the same places. Answers the
 * rows' ids, in the order posted.
 */
export async function takeBatch(
  deps: BatchDeps,
  ctx: WriteContext,
  importId: string,
  { rows, order }: { rows: readonly Record<string, unknown>[]; order: unknown },
): Promise<string[]> {
  const { store } = deps;
  const hash = createHash('sha256').update(canonicalJson(rows)).digest('hex');
  const key = { org: ctx.org, importId, hash };
  const posted = rows.map((_, i) => i);
  const taking = order === 'RANDOM' ? shuffled(posted, hash) : posted;
  let run = await runOf(deps, key);
  const ids = rowIdsFrom(run.firstRowId, rows.length);
  // The row taken in place i is posted row taking[i]; ids follow the places, so that they sort in the order taken.
  const toTake = taking.map((index, place) => ({ rowId: ids[place]!, data: rows[index]! }));
  const at = new Date(run.at);
  let tookAny = false;
  const runs = store.items(batchRuns);
  while (run.chunk * ROWS_PER_TRANSACTION < rows.length) {
    const done = await takeInTransactions(store, ctx, importId, toTake, {
      rowsPerTransaction: ROWS_PER_TRANSACTION,
      startAt: run.chunk,
      at,
      checkpoint: (chunk) => runs.transactUpdate(key, { set: { chunk: chunk + 1 } }, { equals: { chunk } }),
      notPast: async (chunk) => ((await runs.get(key, { consistent: true }))?.chunk ?? chunk + 1) <= chunk,
      taken: async () => {
        tookAny = true;
      },
    });
    if (done) break;
    // Another send took a transaction first: this one goes on from where that one got, which is always further.
    const moved = await runs.get(key);
    if (!moved || moved.chunk <= run.chunk) throw new Error("A batch run's checkpoint failed without moving on");
    run = moved;
  }
  // Moved after its rows' counts. A send that took none, while no send is known to have queued the rows, settles it:
  // a send cut short may have taken rows without moving it, or its rows may be final already.
  if (tookAny) await markImporting(store, deps.importEntity, ctx, importId);
  else if (!run.queued) await settleImport(store, deps.importEntity, ctx, importId);
  const messages = toTake.map(({ rowId, data }) => planQueuedRow(store, ctx, importId, data, rowId, at).message);
  const queued = await deps.queueRows(messages).then(
    () => true,
    (error: unknown) =>
      logger.error('Queueing rows of a batch failed; their markers queue them later', { error, importId }),
  );
  if (queued)
    await runs
      .update(key, { set: { queued: true } })
      .catch((error: unknown) => logger.warn('A batch run could not be marked queued', { error, importId }));
  const idOfPosted = new Array<string>(rows.length);
  taking.forEach((index, place) => {
    idOfPosted[index] = ids[place]!;
  });
  return idOfPosted;
}
