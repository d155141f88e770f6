// Converse answers for tests that stub Bedrock at its SDK: what the model says back, and a forced decision tool use.
import type { ContentBlock, ConverseCommandOutput, TokenUsage } from '@aws-sdk/client-bedrock-runtime';
import { DECISION_TOOL_NAME } from '../../lib/reasoning/bedrock-prompt.js';

/** A Converse answer of `content`, with `usage`. */
export function converseAnswer(
  content: ContentBlock[],
  usage: TokenUsage = { inputTokens: 10, outputTokens: 5, totalTokens: 15 },
): ConverseCommandOutput {
  return {
    $metadata: {},
    output: { message: { role: 'assistant', content } },
    stopReason: 'tool_use',
    usage,
    metrics: { latencyMs: 1 },
  };
}

/** The answer of a model that called the decision tool with `input`. */
export const decisionAnswer = (input: unknown, usage?: TokenUsage): ConverseCommandOutput =>
  converseAnswer([{ toolUse: { toolUseId: 'tooluse_1', name: DECISION_TOOL_NAME, input: input as never } }], usage);
