// What the model may cost an organization: each call's tokens metered on its month's `model.tokens` usage, and the
// local reasoner in the model's place once the month's token budget is spent.
import { addUsage, usage, usageInMonth } from '../billing/index.js';
import type { WriteContext } from '../platform/store/records.js';
import type { Store } from '../platform/store/store.js';
import type { TableUse } from '../platform/store/table-use.js';
import { reasoningOf, type StoredReasoning } from './decide.js';
import type { NoteSettings, Reasoner, ReasonerAnswer, ReasoningInput } from './reasoner.js';

/** The usage metric of the model's tokens, input and output together (the record keeps each part beside). */
export const MODEL_TOKENS_METRIC = 'model.tokens';

/** Tokens one organization's model calls may spend in a calendar month when the deployment sets no budget. */
export const DEFAULT_MONTHLY_TOKEN_BUDGET = 2_000_000;

/** Why a reasoning came from the local reasoner instead of the model: the organization's month spent its budget. */
export const BUDGET_FALLBACK = 'MONTHLY_TOKEN_BUDGET';

export interface ModelSpend {
  /** The model, metered: Bedrock in AWS; on a laptop the local reasoner stands in for it, and is metered alike. */
  model: Reasoner;
  /** What answers past the budget, at no cost and unmetered: the local reasoner. */
  fallback: Reasoner;
  /** Tokens (input and output) one organization's model calls may spend in a calendar month (UTC). */
  monthlyTokenBudget: number;
}

/** An answer, and whether it is the local reasoner's in the model's place. */
export interface SpentAnswer extends ReasonerAnswer {
  modelFallback: typeof BUDGET_FALLBACK | null;
}

/** What reasoning within the budget does to the table: reads the month's usage, creates it, counts on it in place. */
export const modelSpendTableUse: TableUse = { records: [usage.entity], may: ['get', 'write', 'updateInPlace'] };

/**
 * Reasons with the model while the organization's tokens this month (`at`, from the clock) are under the budget, and
 * meters the call's tokens on the month's usage once it answered; past the budget, the fallback answers and the model
 * is not called. Concurrent calls read the same count, so a month can end over its budget by what they spend at once.
 */
export async function reasonWithinBudget(
  store: Store,
  spend: ModelSpend,
  ctx: WriteContext,
  at: Date,
  input: ReasoningInput,
): Promise<SpentAnswer> {
  const spent = await usageInMonth(store, ctx.org, MODEL_TOKENS_METRIC, at);
  if (spent >= spend.monthlyTokenBudget)
    return { ...(await spend.fallback.reason(input)), modelFallback: BUDGET_FALLBACK };
  const answer = await spend.model.reason(input);
  const { input: inputTokens, output: outputTokens } = answer.tokens;
  await addUsage(store, ctx, MODEL_TOKENS_METRIC, at, {
    quantity: inputTokens + outputTokens,
    inputTokens,
    outputTokens,
  });
  return { ...answer, modelFallback: null };
}

/** The reasoning of an answer under `settings`, saying which model answered and whether it stood in for the model. */
export function reasoningOfAnswer(
  answer: SpentAnswer,
  settings: NoteSettings,
  generationId: string | null,
): StoredReasoning {
  return {
    ...reasoningOf(answer.output, settings, generationId),
    model: answer.model,
    modelFallback: answer.modelFallback,
  };
}
