// Lambda entry of the note reasoner: consumes the note-reasoning queue with partial batch responses.
import { families } from '../lib/families/registry.js';
import { defaultDocumentClient } from '../lib/platform/aws/clients.js';
import { clockFromEnv } from '../lib/platform/clock.js';
import { tableName } from '../lib/platform/config.js';
import { createBatchHandler } from '../lib/platform/queue/batch-handler.js';
import { NOTE_REASONING_QUEUE } from '../lib/platform/queue/queues.js';
import { reasonerFromEnv } from '../lib/reasoning/reasoner-from-env.js';
import { createNoteReasoningHandler } from '../lib/reasoning/worker.js';
import { createEngine } from '../lib/platform/resources/engine.js';
import { createStore } from '../lib/platform/store/store.js';

const store = createStore({ client: defaultDocumentClient(), tableName: tableName() });

export const handler = createBatchHandler(
  createNoteReasoningHandler({
    store,
    engine: createEngine({ families, store }),
    reasoner: reasonerFromEnv(),
    now: clockFromEnv(),
    maxReceiveCount: NOTE_REASONING_QUEUE.maxReceiveCount,
  }),
);
