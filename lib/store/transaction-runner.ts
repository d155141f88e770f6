// Runs transactions: one TransactWriteItems call; the item that cancelled it becomes the error its writer chooses.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { WriteRaceError } from './errors.js';
import type { TableAccess, TransactItem } from './table-access.js';

/** Cancellation codes that mean a condition failed: the transaction read something that is no longer so. */
const CONDITION_FAILED = ['ConditionalCheckFailed'];

export function createTransactionRunner({ client }: TableAccess) {
  /**
   * Runs a transaction; the first item cancelled for one of `codes` (a failed condition, by default) becomes the error
   * `describe` makes of it.
   */
  async function transact(
    items: TransactItem[],
    describe: (index: number, code: string) => Error,
    codes: readonly string[] = CONDITION_FAILED,
  ): Promise<void> {
    try {
      await client.send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.findIndex((reason) => codes.includes(reason.Code ?? ''));
      if (failed >= 0) throw describe(failed, reasons[failed]!.Code!);
      throw error;
    }
  }

  return {
    transact,

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
