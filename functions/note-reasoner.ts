// Lambda entry of the note reasoner: consumes the note-reasoning queue with partial batch responses.
import { defaultDocumentClient } from '../lib/aws/clients.js';
import { clockFromEnv } from '../lib/clock.js';
import { tableName } from '../lib/config.js';
import { createBatchHandler } from '../lib/queue/batch-handler.js';
import { NOTE_REASONING_QUEUE } from '../lib/queue/queues.js';
import { reasonerFromEnv } from '../lib/reasoning/reasoner-from-env.js';
import { createNoteReasoningHandler } from '../lib/reasoning/worker.js';
import { createEngine } from '../lib/resources/engine.js';
import { createStore } from '../lib/store/store.js';

const store = createStore({ client: defaultDocumentClient(), tableName: tableName() });

export const handler = createBatchHandler(
  createNoteReasoningHandler({
    store,
    engine: createEngine({ store }),
    reasoner: reasonerFromEnv(),
    now: clockFromEnv(),
    maxReceiveCount: NOTE_REASONING_QUEUE.maxReceiveCount,
  }),
);
