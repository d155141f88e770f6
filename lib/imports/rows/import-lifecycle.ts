// An import's status as its rows move it: IMPORTING once it takes a row, IMPORTED (logging `import.completed`) once every row it took is final.
import { coalescedByKey } from '../../platform/coalesced.js';
import { logger } from '../../platform/http/logger.js';
import { eventEntity, namedEventFields } from '../../platform/store/event-log.js';
import { WriteRaceError } from '../../platform/store/errors.js';
import { tallySum } from '../../platform/store/tallies.js';
import type { WriteContext } from '../../platform/store/records.js';
import type { Store, TransactItem } from '../../platform/store/store.js';
import type { EntityType } from '../../platform/store/entity.js';
import { FINISHED_ROWS, importRowsScope, READING_RUNS, TAKEN_ROWS } from './row-markers.js';

/**
 * The imports' entity, given by the callers (the family's declaration reaches this file through its rows action), and
 * what moving an import is granted: lifecycle-table-use.ts.
 */
type ImportEntity = EntityType;

type ImportStatus = 'PENDING' | 'IMPORTING' | 'IMPORTED';

/** Rounds of read-and-write while concurrent writes change the import. */
const MAX_ROUNDS = 5;

/** A change of the import's status (and fields with it), with more items for its transaction. */
interface Move {
  change: { status?: ImportStatus; total?: number; logs?: string[] };
  extra: TransactItem[];
}

/**
 * Writes the change `decide` makes of the live import, with its `extra` items (condition checks, a named event) in the
 * same transaction, read afresh each round; false when the import is gone or `decide` says there is nothing to do.
 * Also false once MAX_ROUNDS races are lost: only rows moving the same import race it (intakes to IMPORTING, whose
 * rows check completion when they end; workers to IMPORTED), so the move is theirs. Throwing instead would send a
 * finished row's message round again a visibility timeout later, which the loaded suite showed as minutes.
 */
async function moveImport(
  store: Store,
  entity: ImportEntity,
  ctx: WriteContext,
  importId: string,
  decide: (current: Record<string, unknown>) => Promise<Move | undefined>,
): Promise<boolean> {
  for (let round = 1; ; round++) {
    const current = await store.getVersioned(entity, ctx.org, importId);
    if (!current) return false;
    const move = await decide(current.record);
    if (!move) return false;
    const { change, extra } = move;
    const { items } = store.updateItems(entity, ctx, current, change);
    try {
      await store.commit([...items, ...extra]);
      return true;
    } catch (error) {
      if (!(error instanceof WriteRaceError)) throw error;
      if (round >= MAX_ROUNDS) return false;
      // Apart a little, so that rows racing for the same import do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * round));
    }
  }
}

/**
 * After rows are taken (their taken count committed): the import IMPORTING, unless it is. Its status is read after
 * the count, so that a completion written before the count is seen here and undone, and one written after it saw the
 * count (completeIfDone holds its write to the taken count it read). It never rejects: a failure is logged and leaves
 * the import's status behind, not the rows (completion moves an import on from any status).
 */
export async function markImporting(
  store: Store,
  entity: ImportEntity,
  ctx: WriteContext,
  importId: string,
): Promise<void> {
  await moveImport(store, entity, ctx, importId, async ({ status }) =>
    status === 'IMPORTING' ? undefined : { change: { status: 'IMPORTING' }, extra: [] },
  ).catch((error: Error) => logger.error('Moving an import to IMPORTING failed', { error, importId }));
}

/**
 * After rows may have been taken by a send that was cut short (a batch sent again takes none of its own): the import
 * IMPORTED with its total if every row it took is final, else IMPORTING. markImporting alone could move an import its
 * last rows had just completed back to IMPORTING, where no row would complete it again.
 */
export async function settleImport(
  store: Store,
  entity: ImportEntity,
  ctx: WriteContext,
  importId: string,
): Promise<void> {
  await moveImport(store, entity, ctx, importId, async ({ status, total }) => {
    const completion = await completionOf(store, entity, ctx, importId);
    if (!completion) return status === 'IMPORTING' ? undefined : { change: { status: 'IMPORTING' }, extra: [] };
    return status === 'IMPORTED' && total === completion.total ? undefined : completion.move;
  }).catch((error: Error) => logger.error('Settling an import failed', { error, importId }));
}

/**
 * The import IMPORTED, with its `total` and `import.completed`, when every row it took is final: its finished tally has
 * reached its taken tally. The write holds while each shard of the taken tally is as read, so that a row taken
 * meanwhile keeps the import IMPORTING. True when this call completed it.
 */
export async function completeIfDone(
  store: Store,
  entity: ImportEntity,
  ctx: WriteContext,
  importId: string,
): Promise<boolean> {
  return moveImport(store, entity, ctx, importId, async ({ status }) => {
    if (status === 'IMPORTED') return undefined;
    const completion = await completionOf(store, entity, ctx, importId);
    return completion && completion.total > 0 ? completion.move : undefined;
  });
}

/**
 * The move to IMPORTED when every row the import took is final (its total 0 when it took none) and no file of it is
 * reading, with its event and the checks that its taken and reading tallies are as read; undefined otherwise.
 */
async function completionOf(
  store: Store,
  entity: ImportEntity,
  ctx: WriteContext,
  importId: string,
): Promise<{ total: number; move: Move } | undefined> {
  const scope = importRowsScope(importId);
  const shards = await store.tallies.readShards(ctx.org, scope, [TAKEN_ROWS, FINISHED_ROWS, READING_RUNS]);
  const taken = shards.get(TAKEN_ROWS)!;
  const reading = shards.get(READING_RUNS)!;
  const total = tallySum(taken);
  if (tallySum(shards.get(FINISHED_ROWS)!) < total || tallySum(reading) > 0) return undefined;
  const event = store.createItems(
    eventEntity,
    ctx,
    namedEventFields('import.completed', entity, importId, ['status', 'total'], ctx),
  );
  return {
    total,
    move: {
      change: { status: 'IMPORTED', total },
      extra: [
        ...event.items,
        ...store.tallies.unchangedItems(ctx.org, scope, TAKEN_ROWS, taken),
        ...store.tallies.unchangedItems(ctx.org, scope, READING_RUNS, reading),
      ],
    },
  };
}

/**
 * A line in the import's stored `logs` (a file it could not read), and the import IMPORTED if every row it took is
 * final, or it took none: no file that fails leaves it waiting.
 */
export async function logToImport(
  store: Store,
  entity: ImportEntity,
  ctx: WriteContext,
  importId: string,
  line: string,
): Promise<void> {
  await moveImport(store, entity, ctx, importId, async (current) => {
    const logs = [...(Array.isArray(current.logs) ? current.logs.map(String) : []), line];
    const completion = current.status === 'IMPORTED' ? undefined : await completionOf(store, entity, ctx, importId);
    if (!completion) return { change: { logs }, extra: [] };
    return { ...completion.move, change: { ...completion.move.change, logs } };
  });
}

/**
 * completeIfDone for the workers that finish rows, after each: the rows of one import finishing together in an
 * instance share their checks. A check that fails throws, so that the row's message comes again and checks again.
 */
export function createCompletionCheck(
  store: Store,
  entity: ImportEntity,
): (ctx: WriteContext, importId: string) => Promise<void> {
  const shared = coalescedByKey();
  return (ctx, importId) =>
    shared(`${ctx.org}/${importId}`, async () => {
      await completeIfDone(store, entity, ctx, importId);
    });
}
