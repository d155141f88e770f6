// Runs transactions: one TransactWriteItems call; the item that cancelled it becomes the error its writer chooses.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, WriteRaceError } from './errors.js';
import type { TableAccess, TransactItem } from './table-access.js';
import { mergeTallies } from './tallies.js';

/** Cancellation codes that mean a condition failed: the transaction read something that is no longer so. */
const CONDITION_FAILED = ['ConditionalCheckFailed'];

/**
 * Tries of a transaction that only a concurrent transaction on one of its items cancelled (two writers adding to one
 * tally shard): it wrote nothing, and its conditions held, so it is sent again after a short random pause.
 */
const CONFLICT_TRIES = 8;

export interface TransactionRunnerOptions extends TableAccess {
  pause?: (ms: number) => Promise<void>;
}

export function createTransactionRunner({
  client,
  pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: TransactionRunnerOptions) {
  /**
   * Runs a transaction; the first item cancelled for one of `codes` (a failed condition, by default) becomes the error
   * `describe` makes of it, with the item's index in `items`.
   */
  async function transact(
    items: TransactItem[],
    describe: (index: number, code: string) => Error,
    codes: readonly string[] = CONDITION_FAILED,
  ): Promise<void> {
    const merged = mergeTallies(items);
    for (let attempt = 1; ; attempt++) {
      try {
        await client.send(new TransactWriteCommand({ TransactItems: merged.items }));
        return;
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const reasons = error.CancellationReasons ?? [];
        const failed = reasons.findIndex((reason) => codes.includes(reason.Code ?? ''));
        if (failed >= 0) throw describe(merged.origin[failed]!, reasons[failed]!.Code!);
        const onlyConflicts = reasons.every((reason) =>
          ['None', 'TransactionConflict'].includes(reason.Code ?? 'None'),
        );
        if (!onlyConflicts || attempt >= CONFLICT_TRIES) throw error;
        await pause(Math.random() * 10 * attempt);
      }
    }
  }

  /**
   * Writes one planned item by itself, as a plain conditional write: one item needs no transaction to be written whole,
   * and a transaction charges each item twice. A failed condition, or a transaction in progress on the item, throws
   * WriteRaceError as `commit` does; its grant is the plain action's, not a transaction's.
   */
  async function writeOne(item: TransactItem): Promise<void> {
    try {
      if (item.Put) await client.send(new PutCommand(item.Put));
      else if (item.Update) await client.send(new UpdateCommand(item.Update));
      else if (item.Delete) await client.send(new DeleteCommand(item.Delete));
      else throw new Error('writeOne writes a Put, an Update or a Delete');
    } catch (error) {
      if (isConditionFailure(error)) throw new WriteRaceError(0, 'ConditionalCheckFailed');
      if (error instanceof Error && error.name === 'TransactionConflictException')
        throw new WriteRaceError(0, 'TransactionConflict');
      throw error;
    }
  }

  return {
    transact,
    writeOne,

    /** Writes planned items in one transaction; a failed condition or a concurrent transaction throws WriteRaceError. */
    async commit(items: TransactItem[]): Promise<void> {
      await transact(items, (index, code) => new WriteRaceError(index, code), [
        ...CONDITION_FAILED,
        'TransactionConflict',
      ]);
    },
  };
}

export type TransactionRunner = ReturnType<typeof createTransactionRunner>;
