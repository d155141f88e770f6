// Which reasoner a process uses: Bedrock where the deployment names a model (BEDROCK_MODEL_ID), else the local one.
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { createBedrockReasoner } from './bedrock.js';
import { BEDROCK_MODEL_ID_VARIABLE, parseBedrockModelId } from './bedrock-model-id.js';
import { createLocalReasoner } from './local/local-reasoner.js';
import type { Reasoner } from './reasoner.js';

let bedrockClient: BedrockRuntimeClient | undefined;

/** The process-wide Bedrock client, made on first use so that a process on the local reasoner never builds one. */
export function defaultBedrockClient(): BedrockRuntimeClient {
  return (bedrockClient ??= new BedrockRuntimeClient({}));
}

export interface ReasonerFromEnvDependencies {
  bedrockClient?: () => BedrockRuntimeClient;
  localReasoner?: () => Reasoner;
}

/**
 * The Bedrock reasoner when `BEDROCK_MODEL_ID` is set (the stack sets it, with the grant, only where a model is named),
 * else the local reasoner. A malformed id throws here, at cold start, rather than failing every note.
 */
export function reasonerFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
  { bedrockClient = defaultBedrockClient, localReasoner = createLocalReasoner }: ReasonerFromEnvDependencies = {},
): Reasoner {
  const modelId = env[BEDROCK_MODEL_ID_VARIABLE]?.trim();
  if (!modelId) return localReasoner();
  return createBedrockReasoner({ client: bedrockClient(), defaultModelId: parseBedrockModelId(modelId).id });
}
