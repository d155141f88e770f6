// The store's own errors, in its terms (a record missing, a value taken, a write that lost), which HTTP renders, and how a refused condition is recognised.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { EntityType } from './entity.js';

/**
 * What went wrong: `not-found` and `conflict` stay true if the same write is tried again; `contention` (a record kept
 * changing under the write) and `write-race` (what a transaction read went stale) may pass on the next try;
 * `too-broad` (a read past its budget) fails again until the read is narrowed.
 */
export type StoreErrorKind = 'not-found' | 'conflict' | 'contention' | 'write-race' | 'too-broad' | 'too-large';

/** Every error the store throws on purpose; callers decide by `kind`. */
export abstract class StoreError extends Error {
  abstract readonly kind: StoreErrorKind;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The record to change does not exist in the organization, or was deleted. */
export class RecordNotFoundError extends StoreError {
  readonly kind = 'not-found';

  constructor(
    readonly object: string,
    readonly id: string,
  ) {
    super(`No ${object} with id ${id} exists.`);
  }
}

/** A write would take something another record holds: a unique value, or an id. */
export class StoreConflictError extends StoreError {
  readonly kind = 'conflict';
}

/** Another record of the type already holds the value of a unique constraint. */
export class UniqueValueTakenError extends StoreConflictError {
  constructor(
    readonly object: string,
    readonly field: string,
  ) {
    super(`Another ${object} already has this ${field}.`);
  }
}

/** A create names an id that already exists: an idempotent writer can treat it as done. */
export class DuplicateIdError extends StoreConflictError {
  constructor(readonly id: string) {
    super(`A record with id ${id} already exists.`);
  }
}

/** An update lost to concurrent writes of the same record on every attempt; the caller may try again. */
export class WriteContentionError extends StoreError {
  readonly kind = 'contention';

  constructor(
    readonly object: string,
    readonly id: string,
  ) {
    super(`The ${object} ${id} is being changed by another request; try again.`);
  }
}

/**
 * A committed transaction found a condition failed, or another transaction touched the same items: what was read is
 * stale, and the writer reads again and retries.
 */
export class WriteRaceError extends StoreError {
  readonly kind = 'write-race';

  constructor(
    readonly failedIndex: number,
    readonly reason: string,
  ) {
    super(`The transaction lost a race (item ${failedIndex}: ${reason})`);
  }
}

/** The fields an entity's indexes sort or partition by, in declaration order: reads narrowed by them use an index. */
function indexedFields(entity: EntityType): string[] {
  const fields = (entity.indexes ?? []).flatMap(({ sortBy, partitionBy }) =>
    partitionBy ? [sortBy.field, partitionBy.field] : [sortBy.field],
  );
  return [...new Set(fields)];
}

/** A read of many records went past the items it may read; it stopped there, before asking for another page. */
export class ReadBudgetExceededError extends StoreError {
  readonly kind = 'too-broad';

  constructor(
    entity: EntityType,
    readonly budget: number,
  ) {
    const fields = indexedFields(entity);
    super(
      `Answering this would read more than ${budget} ${entity.object} records, more than one request may read. ` +
        (fields.length
          ? `Filter on an indexed field (equals, startsWith or a range) or order by one, so that an index narrows the read: ${fields.join(', ')}.`
          : 'Narrow it with more selective filters.'),
    );
  }
}

/** A record would not fit in one item of the table (DynamoDB takes 400 KB at most, keys and index slots included). */
export class RecordTooLargeError extends StoreError {
  readonly kind = 'too-large';

  constructor(
    readonly object: string,
    readonly bytes: number,
    readonly limitBytes: number,
  ) {
    super(`The ${object} would take ${bytes} bytes stored; a record takes at most ${limitBytes}.`);
  }
}

/** Whether a single-item write failed its condition (the error's class differs between SDK copies, its name does not). */
export function isConditionFailure(error: unknown): boolean {
  return (
    error instanceof ConditionalCheckFailedException ||
    (error instanceof Error && error.name === 'ConditionalCheckFailedException')
  );
}
