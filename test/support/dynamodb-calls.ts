// Records the DynamoDB calls an SDK client sends, the items they read and the capacity they use: a middleware that the
// benches measure with and the tests that bound a request's reads assert on.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface DynamoDbCall {
  /** The SDK's command name: GetItemCommand, QueryCommand, TransactWriteItemsCommand… */
  command: string;
  /** The input as the document client received it (kept only with `keepInputs`). */
  input?: Record<string, unknown>;
  /** Items DynamoDB read to answer: ScannedCount of a Query or Scan, the items a Get or BatchGet found. */
  itemsRead: number;
  /** ConsumedCapacity as DynamoDB reports it (ReturnConsumedCapacity TOTAL is added to every data call). */
  readUnits: number;
  writeUnits: number;
}

export interface CallRecorder {
  /** The calls finished since the last `take`, and forgets them. */
  take(): DynamoDbCall[];
  /** Resolves once no call has been in flight for `quietMs` (or after `maxMs`); false when it gave up. */
  idle(quietMs: number, maxMs: number): Promise<boolean>;
}

type Output = { ConsumedCapacity?: Capacity | Capacity[]; ScannedCount?: number; Item?: unknown; Responses?: unknown };
type Capacity = { CapacityUnits?: number };

const isDataCommand = (command: string) => /Item|Items|Query|Scan/.test(command);
const isWriteCommand = (command: string) => /^(Put|Update|Delete|BatchWrite|TransactWrite)/.test(command);

function itemsFound(output: Output): number {
  if (typeof output.ScannedCount === 'number') return output.ScannedCount;
  if (output.Item) return 1;
  const responses = output.Responses;
  if (Array.isArray(responses)) return responses.filter((response) => response?.Item).length;
  if (responses && typeof responses === 'object')
    return Object.values(responses as Record<string, unknown[]>).reduce((sum, items) => sum + items.length, 0);
  return 0;
}

function capacityUnits(consumed: Output['ConsumedCapacity']): number {
  const all = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  return all.reduce((sum, capacity) => sum + (capacity.CapacityUnits ?? 0), 0);
}

/** Adds the recording middleware to `client`, and so to every client sharing its stack (a document client's). */
export function recordCalls(client: DynamoDBDocumentClient, options: { keepInputs?: boolean } = {}): CallRecorder {
  const calls: DynamoDbCall[] = [];
  let inFlight = 0;
  let lastActivity = performance.now();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? 'unknown';
      const input = { ...(args.input as Record<string, unknown>) };
      if (isDataCommand(command)) input.ReturnConsumedCapacity = 'TOTAL';
      inFlight++;
      lastActivity = performance.now();
      let output: Output = {};
      try {
        const result = await next({ ...args, input });
        output = result.output as Output;
        return result;
      } finally {
        // A call that failed (a condition, a cancelled transaction) is counted too, with no items and no units.
        const [units, write] = [capacityUnits(output.ConsumedCapacity), isWriteCommand(command)];
        const counted = { itemsRead: itemsFound(output), readUnits: write ? 0 : units, writeUnits: write ? units : 0 };
        calls.push({ command, ...(options.keepInputs ? { input } : {}), ...counted });
        inFlight--;
        lastActivity = performance.now();
      }
    },
    { step: 'initialize', name: 'benchCallRecorder' },
  );
  return {
    take: () => calls.splice(0),
    async idle(quietMs, maxMs) {
      const deadline = performance.now() + maxMs;
      while (inFlight > 0 || performance.now() - lastActivity < quietMs) {
        if (performance.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(quietMs, 1), 20)));
      }
      return true;
    },
  };
}
