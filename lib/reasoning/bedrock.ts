// The Bedrock reasoner: one Converse call whose only possible answer is the forced decision tool.
import {
  type BedrockRuntimeClient,
  ConverseCommand,
  type ConverseCommandOutput,
  type SystemContentBlock,
} from '@aws-sdk/client-bedrock-runtime';
import { BEDROCK_PRICES, bedrockCost, type TokenPrices } from './bedrock-prices.js';
import { DECISION_TOOL_NAME, fixedSystemText, noteMessageText, organizationSystemText } from './bedrock-prompt.js';
import { decisionToolSchema } from './bedrock-tool-schema.js';
import type { GenerationMessage, Reasoner, ReasonerAnswer, ReasoningInput } from './reasoner.js';

export interface BedrockReasonerOptions {
  client: BedrockRuntimeClient;
  /** The model (or cross-region inference profile) asked when the settings name none. */
  defaultModelId: string;
  /** Prices by model id; defaults to the shipped table. */
  prices?: Readonly<Record<string, TokenPrices>>;
}

/** A decision fits well within this; a longer answer is cut and then fails validation rather than running on. */
const MAX_OUTPUT_TOKENS = 1024;

/** The system prompt's parts: the fixed part before the cache point, the organization's instructions after it. */
function systemBlocks(input: ReasoningInput): { blocks: SystemContentBlock[]; text: string } {
  const fixed = fixedSystemText(input.settings);
  const organization = organizationSystemText(input.settings);
  return {
    blocks: [{ text: fixed }, { cachePoint: { type: 'default' } }, ...(organization ? [{ text: organization }] : [])],
    text: organization ? `${fixed}\n\n${organization}` : fixed,
  };
}

/** The forced tool's input, or undefined when the model answered otherwise (text, or another tool). */
function toolInputOf(response: ConverseCommandOutput): unknown {
  const content = response.output?.message?.content ?? [];
  return content.find((block) => block.toolUse?.name === DECISION_TOOL_NAME)?.toolUse?.input;
}

/** What the model said, as the Generation shape stores it: the decision as JSON, else whatever text it wrote. */
function completionOf(response: ConverseCommandOutput, output: unknown): GenerationMessage[] {
  if (output !== undefined) return [{ role: 'assistant', content: JSON.stringify(output) }];
  const text = (response.output?.message?.content ?? [])
    .flatMap((block) => (block.text ? [block.text] : []))
    .join('\n');
  return text ? [{ role: 'assistant', content: text }] : [];
}

export function createBedrockReasoner({
  client,
  defaultModelId,
  prices = BEDROCK_PRICES,
}: BedrockReasonerOptions): Reasoner {
  return {
    async reason(input: ReasoningInput): Promise<ReasonerAnswer> {
      const modelId = input.settings.model ?? defaultModelId;
      const system = systemBlocks(input);
      const note = noteMessageText(input);
      const response = await client.send(
        new ConverseCommand({
          modelId,
          system: system.blocks,
          messages: [{ role: 'user', content: [{ text: note }] }],
          toolConfig: {
            tools: [
              {
                toolSpec: {
                  name: DECISION_TOOL_NAME,
                  description: 'Records the decision about the note: its intent, the next action and the evidence.',
                  inputSchema: { json: decisionToolSchema },
                },
              },
            ],
            toolChoice: { tool: { name: DECISION_TOOL_NAME } },
          },
          // The same note should get the same decision: no sampling.
          inferenceConfig: { temperature: 0, maxTokens: MAX_OUTPUT_TOKENS },
        }),
      );
      const output = toolInputOf(response);
      const usage = {
        inputTokens: response.usage?.inputTokens ?? 0,
        outputTokens: response.usage?.outputTokens ?? 0,
        cacheReadTokens: response.usage?.cacheReadInputTokens ?? 0,
        cacheWriteTokens: response.usage?.cacheWriteInputTokens ?? 0,
      };
      return {
        output,
        model: modelId,
        // The Generation shape knows only user and assistant: the system prompt is recorded as the first user message.
        promptMessages: [
          { role: 'user', content: system.text },
          { role: 'user', content: note },
        ],
        completionMessages: completionOf(response, output),
        totalRequestTokens: usage.inputTokens + usage.outputTokens + usage.cacheReadTokens + usage.cacheWriteTokens,
        // As Bedrock counted them in its answer; a cached prompt is still read, so it counts against the budget.
        tokens: {
          input: usage.inputTokens + usage.cacheReadTokens + usage.cacheWriteTokens,
          output: usage.outputTokens,
        },
        cost: bedrockCost(modelId, usage, prices),
      };
    },
  };
}
