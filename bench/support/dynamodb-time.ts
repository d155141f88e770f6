// Times the calls a DynamoDB client sends, so the bench can split a request's time between DynamoDB and everything else.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface ClientTimer {
  /** Calls sent since the last reset. */
  readonly calls: number;
  /** Milliseconds spent in them (calls made one after another add up; overlapping ones are counted once each). */
  readonly milliseconds: number;
  reset(): void;
}

/** Wraps `client.send` in place; the handlers of the local runtime share the process-wide client, so their calls are seen. */
export function instrumentClient(client: DynamoDBDocumentClient): ClientTimer {
  const state = { calls: 0, milliseconds: 0 };
  const send = client.send.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as { send: (...args: unknown[]) => Promise<unknown> }).send = async (...args: unknown[]) => {
    const start = performance.now();
    try {
      return await send(...args);
    } finally {
      state.calls++;
      state.milliseconds += performance.now() - start;
    }
  };
  return {
    get calls() {
      return state.calls;
    },
    get milliseconds() {
      return state.milliseconds;
    },
    reset() {
      state.calls = 0;
      state.milliseconds = 0;
    },
  };
}
