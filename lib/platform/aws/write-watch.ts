// Notes, for one request, whether a write it sent to DynamoDB may have been applied: a request cut short after that cannot say "nothing was written".
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sdkAttemptsOf } from './transient-failure.js';

/**
 * Whether one request's writes may have changed the table, and whether the request was answered: its work may still
 * run on (a timed-out handler is not stopped), but sends no write after that.
 */
export interface WriteWatch {
  /** Attempts of writes sent and not answered yet. */
  inFlight: number;
  /** Whether an answered attempt was anything but a refusal. */
  possiblyApplied: boolean;
  answered: boolean;
}

export const newWriteWatch = (): WriteWatch => ({ inFlight: 0, possiblyApplied: false, answered: false });

/** Thrown, in place of sending it, by a write of a request that was already answered. */
export class AnsweredRequestWriteError extends Error {
  constructor(command: string) {
    super(`${command} was not sent: its request was already answered`);
    this.name = 'AnsweredRequestWriteError';
  }
}

const watches = new AsyncLocalStorage<WriteWatch>();

/** The commands that change the table, by the names the SDK's middleware sees. */
const WRITES = /^(PutItem|UpdateItem|DeleteItem|TransactWriteItems|BatchWriteItem)Command$/;

/**
 * Runs `work` with its table writes left out of its request's watch: writes that a retry of the request makes the same
 * way, so that a failure after them may still answer that nothing was written.
 */
export function unwatchedWrites<T>(work: () => Promise<T>): Promise<T> {
  return watches.exit(work);
}

/** Runs `work` with its table writes noted in `watch`. */
export function watchingWrites<T>(watch: WriteWatch, work: () => Promise<T>): Promise<T> {
  return watches.run(watch, work);
}

/**
 * Whether a write of the request may have changed the table: some attempt of one was not refused by DynamoDB with a
 * 4xx (or by DynamoDB Local's lock time-out). An attempt still on its way, one that timed out, or one answered 500
 * (which DynamoDB documents as an unknown outcome) may have been applied, even when the SDK's next attempt is refused.
 */
export const mayHaveWritten = (watch: WriteWatch): boolean => watch.possiblyApplied || watch.inFlight > 0;

/** Whether a write may have changed the table, as the request is answered: no write is sent after this. */
export function answerWrites(watch: WriteWatch): boolean {
  watch.answered = true;
  return mayHaveWritten(watch);
}

/**
 * DynamoDB Local's answer (a 500) when a write gave up waiting for the emulator's own lock, before it was applied; the
 * emulator says so: "…waiting for a lock. This request will succeed in actual DynamoDB API".
 */
const EMULATOR_LOCK_TIMEOUT = /waiting for a lock\. This request will succeed in actual DynamoDB/;

/** A client error answer, or the emulator's lock time-out: the write was refused, and changed nothing. */
function refusedByTable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('message' in error && typeof error.message === 'string' && EMULATOR_LOCK_TIMEOUT.test(error.message)) return true;
  const status = sdkAttemptsOf(error)?.httpStatusCode;
  return status !== undefined && status >= 400 && status < 500;
}

/** Notes each attempt of the writes a client sends in a request (if any) they are sent for. */
export function watchWrites(client: DynamoDBDocumentClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const watch = watches.getStore();
      if (!watch || !WRITES.test(String(context.commandName))) return next(args);
      if (watch.answered) throw new AnsweredRequestWriteError(String(context.commandName));
      watch.inFlight++;
      try {
        const output = await next(args);
        watch.possiblyApplied = true;
        return output;
      } catch (error) {
        if (!refusedByTable(error)) watch.possiblyApplied = true;
        throw error;
      } finally {
        watch.inFlight--;
      }
    },
    // Around the deserializer, inside the retries: each attempt is seen, with the service's error it was answered.
    { step: 'deserialize', priority: 'high', name: 'watchWrites' },
  );
}
