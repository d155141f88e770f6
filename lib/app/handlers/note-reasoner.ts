// Builds the note reasoner's handler: the configured reasoner (Bedrock, or the local model) and its budget, made at cold start.
import { createBatchHandler } from '../../platform/queue/batch-handler.js';
import { NOTE_REASONING_QUEUE } from '../../platform/queue/queues.js';
import { configuredModelSpend } from '../../reasoning/configured-reasoner.js';
import { createNoteReasoningHandler } from '../../reasoning/worker.js';
import { createServices } from '../services.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  return createBatchHandler(
    createNoteReasoningHandler({
      ...createServices(config),
      spend: configuredModelSpend({
        bedrockModelId: config.bedrockModelId,
        monthlyTokenBudget: config.modelMonthlyTokenBudget,
      }),
      now: config.clock,
      maxReceiveCount: NOTE_REASONING_QUEUE.maxReceiveCount,
    }),
  );
}
