// Notes, for one request, whether a write it sent to DynamoDB may have been applied: a request cut short after that cannot say "nothing was written".
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sdkAttemptsOf } from './transient-failure.js';

/**
 * The writes one request has sent, those DynamoDB refused (a refused write changed nothing), and whether the request
 * was answered: its work may still run on (a timed-out handler is not stopped), but sends no write after that.
 */
export interface WriteWatch {
  sent: number;
  refused: number;
  answered: boolean;
}

export const newWriteWatch = (): WriteWatch => ({ sent: 0, refused: 0, answered: false });

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

/** Runs `work` with its table writes noted in `watch`. */
export function watchingWrites<T>(watch: WriteWatch, work: () => Promise<T>): Promise<T> {
  return watches.run(watch, work);
}

/**
 * Whether a write of the request may have changed the table: one was sent, and not every one was refused by DynamoDB
 * with a 4xx answer. A write still on its way, one that timed out, or one answered 500 (which DynamoDB documents as an
 * unknown outcome) may have been applied.
 */
export const mayHaveWritten = (watch: WriteWatch): boolean => watch.sent > watch.refused;

/** Whether a write may have changed the table, as the request is answered: no write is sent after this. */
export function answerWrites(watch: WriteWatch): boolean {
  watch.answered = true;
  return mayHaveWritten(watch);
}

/** A client error answer: DynamoDB refused the write, and it changed nothing. */
function refusedByTable(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? sdkAttemptsOf(error)?.httpStatusCode : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

/** Notes the writes a client sends in the request (if any) they are sent for. */
export function watchWrites(client: DynamoDBDocumentClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const watch = watches.getStore();
      if (!watch || !WRITES.test(String(context.commandName))) return next(args);
      if (watch.answered) throw new AnsweredRequestWriteError(String(context.commandName));
      watch.sent++;
      try {
        return await next(args);
      } catch (error) {
        if (refusedByTable(error)) watch.refused++;
        throw error;
      }
    },
    { step: 'initialize', name: 'watchWrites' },
  );
}
