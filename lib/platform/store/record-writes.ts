// Writes records: a create in one transaction, an update as an optimistic loop that retries when another write won.
import type { EntityType } from './entity.js';
import { DuplicateIdError, RecordNotFoundError, WriteContentionError } from './errors.js';
import type { WriteAction } from './event-log.js';
import type { RecordReads } from './record-reads.js';
import type { StoredRecord, WriteContext } from './records.js';
import type { Item, TransactItem } from './table-access.js';
import type { TransactionRunner } from './transaction-runner.js';
import { takenValueOr } from './unique-guards.js';
import type { WritePlanner } from './write-planning.js';

/** A record to create: its type, the write it belongs to, its data and, for idempotent writers, its id. */
export interface NewRecord<R extends StoredRecord = StoredRecord> {
  entity: EntityType<R>;
  ctx: WriteContext;
  data: Item;
  id?: string;
}

/** What `createAll` answers for `creates`: at each position the record of that create's type. */
type CreatedRecords<C extends readonly NewRecord[]> = {
  -readonly [K in keyof C]: C[K] extends NewRecord<infer R> ? R : never;
};

/** Attempts of `update` before it gives up on a record that other writers keep changing. */
const MAX_UPDATE_ATTEMPTS = 10;

export interface RecordWritesOptions {
  planner: WritePlanner;
  runner: TransactionRunner;
  reads: Pick<RecordReads, 'getVersioned'>;
  now: () => Date;
}

export function createRecordWrites({ planner, runner, reads, now }: RecordWritesOptions) {
  /** Commits planned creates in one transaction; a taken unique value or id names the create that took it. */
  async function commitCreates(planned: ReadonlyArray<{ entity: EntityType; items: TransactItem[] }>): Promise<void> {
    const items = planned.flatMap((write) => write.items);
    const owners = planned.flatMap((write) => write.items.map(() => write.entity));
    await runner.transact(items, (index) =>
      takenValueOr(owners[index]!, items, index, new DuplicateIdError(String(items[index]?.Put?.Item?.id))),
    );
  }

  const writes = {
    /** Creates a record with a new id (or the given one, for idempotent writers), its unique guards and its event. */
    async create<R extends StoredRecord>(
      entity: EntityType<R>,
      ctx: WriteContext,
      data: Item,
      options: { id?: string } = {},
    ): Promise<R> {
      const planned = planner.createItems(entity, ctx, data, { id: options.id });
      await commitCreates([{ entity, items: planned.items }]);
      return planned.record;
    },

    /** Creates several records, of any types and owners, in one transaction: all of them or none. */
    async createAll<const C extends readonly NewRecord[]>(creates: C): Promise<CreatedRecords<C>> {
      const at = now();
      const planned = creates.map(({ entity, ctx, data, id }) => ({
        entity,
        ...planner.createItems(entity, ctx, data, { id, at }),
      }));
      await commitCreates(planned);
      // Each record was planned through its own create's entity; the compiler cannot follow a map over a tuple.
      return planned.map((write) => write.record) as CreatedRecords<C>;
    },

    /**
     * Applies `change` to the current record and writes the result, guarded by the version it read; a concurrent
     * write makes it read again and retry. Unique guards follow changed values. A missing or deleted record throws
     * RecordNotFoundError.
     */
    async update<R extends StoredRecord>(
      entity: EntityType<R>,
      ctx: WriteContext,
      id: string,
      change: (current: R) => Item,
      action: WriteAction = 'updated',
    ): Promise<R> {
      for (let attempt = 1; ; attempt++) {
        const current = await reads.getVersioned(entity, ctx.org, id);
        if (!current) throw new RecordNotFoundError(entity.object, id);
        const { record, items } = planner.updateItems(entity, ctx, current, change(current.record), action);
        const raced = new Error('version changed');
        try {
          await runner.transact(items, (index) => takenValueOr(entity, items, index, raced));
          return record;
        } catch (error) {
          if (error !== raced) throw error;
          if (attempt >= MAX_UPDATE_ATTEMPTS) throw new WriteContentionError(entity.object, id);
          // Jitter spreads writers that raced, so that each retry round lets one of them through.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        }
      }
    },

    /**
     * Like `update`, but when `change` answers undefined (the record is no longer as the writer needs it) nothing is
     * written and it answers undefined.
     */
    async updateIf<R extends StoredRecord>(
      entity: EntityType<R>,
      ctx: WriteContext,
      id: string,
      change: (current: R) => Item | undefined,
    ): Promise<R | undefined> {
      const unchanged = new Error('nothing to write');
      try {
        return await writes.update(entity, ctx, id, (current) => {
          const patch = change(current);
          if (!patch) throw unchanged;
          return patch;
        });
      } catch (error) {
        if (error === unchanged) return undefined;
        throw error;
      }
    },

    /** Soft-deletes a record: sets deletedAt, frees its unique values and takes it out of the indexes. */
    async softDelete<R extends StoredRecord>(entity: EntityType<R>, ctx: WriteContext, id: string): Promise<R> {
      return writes.update(entity, ctx, id, () => ({}), 'deleted');
    },
  };
  return writes;
}
