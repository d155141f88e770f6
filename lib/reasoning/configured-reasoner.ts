// Which reasoner a process uses: Bedrock where the deployment names a model (BEDROCK_MODEL_ID), else the local one,
// and the local one past the monthly token budget.
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { createBedrockReasoner } from './bedrock.js';
import { parseBedrockModelId } from './bedrock-model-id.js';
import { createLocalReasoner } from './local/local-reasoner.js';
import type { ModelSpend } from './model-spend.js';
import type { Reasoner } from './reasoner.js';

let bedrockClient: BedrockRuntimeClient | undefined;

/** The process-wide Bedrock client, made on first use so that a process on the local reasoner never builds one. */
export function defaultBedrockClient(): BedrockRuntimeClient {
  return (bedrockClient ??= new BedrockRuntimeClient({}));
}

export interface ReasonerDependencies {
  bedrockClient?: () => BedrockRuntimeClient;
  localReasoner?: () => Reasoner;
}

/**
 * The Bedrock reasoner when `bedrockModelId` is given (the stack sets BEDROCK_MODEL_ID, with the grant, only where a
 * model is named), else the local reasoner. A malformed id throws here, at cold start, rather than failing every note.
 */
export function configuredReasoner(
  { bedrockModelId }: { bedrockModelId?: string },
  { bedrockClient = defaultBedrockClient, localReasoner = createLocalReasoner }: ReasonerDependencies = {},
): Reasoner {
  const modelId = bedrockModelId?.trim();
  if (!modelId) return localReasoner();
  return createBedrockReasoner({ client: bedrockClient(), defaultModelId: parseBedrockModelId(modelId).id });
}

/**
 * The configured model and the local reasoner that stands in for it past the monthly token budget: one local reasoner
 * serves both where the deployment names no model.
 */
export function configuredModelSpend(
  { bedrockModelId, monthlyTokenBudget }: { bedrockModelId?: string; monthlyTokenBudget: number },
  { localReasoner = createLocalReasoner, ...dependencies }: ReasonerDependencies = {},
): ModelSpend {
  const fallback = localReasoner();
  const model = configuredReasoner({ bedrockModelId }, { ...dependencies, localReasoner: () => fallback });
  return { model, fallback, monthlyTokenBudget };
}
