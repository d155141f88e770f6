// What a Bedrock call cost: on-demand prices per model, in US dollars per million tokens of each kind.
import { logger } from '../platform/http/logger.js';
import { parseBedrockModelId } from './bedrock-model-id.js';

export interface TokenPrices {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

/**
 * Bedrock's on-demand list prices (USD per million tokens), keyed by foundation model id: a cross-region inference
 * profile is priced as the model behind it. Check https://aws.amazon.com/bedrock/pricing/ before relying on a figure;
 * a model missing here costs 0 and says so once in the logs.
 */
export const BEDROCK_PRICES: Readonly<Record<string, TokenPrices>> = {
  'anthropic.claude-opus-4-1-20250805-v1:0': { input: 15, output: 75, cacheRead: 1.5, cacheWrite: 18.75 },
  'anthropic.claude-sonnet-4-5-20250929-v1:0': { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  'anthropic.claude-sonnet-4-20250514-v1:0': { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  'anthropic.claude-haiku-4-5-20251001-v1:0': { input: 1, output: 5, cacheRead: 0.1, cacheWrite: 1.25 },
  'anthropic.claude-3-5-haiku-20241022-v1:0': { input: 0.8, output: 4, cacheRead: 0.08, cacheWrite: 1 },
  // Nova lists no separate cache-write price: writes are counted at the input price, which never undercounts.
  'amazon.nova-pro-v1:0': { input: 0.8, output: 3.2, cacheRead: 0.2, cacheWrite: 0.8 },
  'amazon.nova-lite-v1:0': { input: 0.06, output: 0.24, cacheRead: 0.015, cacheWrite: 0.06 },
  'amazon.nova-micro-v1:0': { input: 0.035, output: 0.14, cacheRead: 0.00875, cacheWrite: 0.035 },
};

const unpricedModelsWarned = new Set<string>();

/** The prices of a model id (or of the model behind an inference profile); undefined when the table lacks it. */
export function pricesOf(modelId: string, prices = BEDROCK_PRICES): TokenPrices | undefined {
  if (prices[modelId]) return prices[modelId];
  try {
    return prices[parseBedrockModelId(modelId).foundationModelId];
  } catch {
    return undefined; // not a model id at all: Bedrock refuses such a call before anything is billed
  }
}

/** The cost of one call in US dollars; 0 for a model the table lacks, with one warning per model and process. */
export function bedrockCost(modelId: string, usage: TokenUsage, prices = BEDROCK_PRICES): number {
  const price = pricesOf(modelId, prices);
  if (!price) {
    if (!unpricedModelsWarned.has(modelId)) {
      unpricedModelsWarned.add(modelId);
      logger.warn('No price for this Bedrock model: its generations record a cost of 0', { modelId });
    }
    return 0;
  }
  const microDollars =
    usage.inputTokens * price.input +
    usage.outputTokens * price.output +
    usage.cacheReadTokens * price.cacheRead +
    usage.cacheWriteTokens * price.cacheWrite;
  // Rounded to a millionth of a cent: enough for any sum of calls, and free of binary fractions like 0.30000000000000004.
  return Math.round(microDollars * 1e2) / 1e8;
}
