// Counts on the month's usage records (`emails.sent`, `model.tokens`): one record per organization, metric and month.
import { encodeTime } from 'ulid';
import { seededRandomPart } from '../platform/ulid-parts.js';
import { usage } from './usage.js';
import { DuplicateIdError } from '../platform/store/errors.js';
import type { WriteContext } from '../platform/store/records.js';
import type { Store, TransactItem } from '../platform/store/store.js';

/** What one count adds: `quantity`, and for some metrics the parts it is made of (a model's input and output tokens). */
export type UsageAmounts = { quantity: number } & Partial<Record<'inputTokens' | 'outputTokens', number>>;

/**
 * The id of an organization's record of `metric` in the month of `at`: a ULID whose time is the month's start (so id
 * order stays period order) and whose random part is a hash of the organization, metric and month, so that every
 * writer finds the same record without a lookup.
 */
function usageId(org: string, metric: string, periodStart: Date): string {
  const random = seededRandomPart(`${org}|${metric}|${periodStart.toISOString()}`);
  return `${usage.idPrefix}_${encodeTime(periodStart.getTime(), 10)}${random}`;
}

/** The month (UTC) that holds `at`, and the id of the organization's record of `metric` in it. */
function monthRecordOf(org: string, metric: string, at: Date) {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { id: usageId(org, metric, start), start, end };
}

/** Creates the month's record at zero (each part of `amounts` too), unless a concurrent writer just did. */
async function createMonthRecord(store: Store, ctx: WriteContext, metric: string, at: Date, amounts: UsageAmounts) {
  const { id, start, end } = monthRecordOf(ctx.org, metric, at);
  const zeros = Object.fromEntries(Object.keys(amounts).map((name) => [name, 0]));
  try {
    await store.create(
      usage.entity,
      ctx,
      { metric, ...zeros, periodStart: start.toISOString(), periodEnd: end.toISOString() },
      { id },
    );
  } catch (error) {
    if (!(error instanceof DuplicateIdError)) throw error;
  }
}

/** The in-place change that adds `amounts`, each to its own attribute (`quantity = quantity + :quantity`, ...). */
function additionOf(amounts: UsageAmounts) {
  const names = Object.keys(amounts);
  return {
    set: names.map((name) => `#${name} = #${name} + :${name}`).join(', '),
    condition: 'attribute_exists(PK)',
    names: Object.fromEntries(names.map((name) => [`#${name}`, name])),
    values: Object.fromEntries(Object.entries(amounts).map(([name, amount]) => [`:${name}`, amount])),
  };
}

/**
 * Makes sure the month's record exists, and answers the transaction item that adds `quantity` to it: the writer
 * commits it with the write it counts, so a count is never lost nor doubled.
 */
export async function usageIncrementItem(
  store: Store,
  ctx: WriteContext,
  metric: string,
  at: Date,
  quantity = 1,
): Promise<TransactItem> {
  const { id } = monthRecordOf(ctx.org, metric, at);
  if (!(await store.get(usage.entity, ctx.org, id))) await createMonthRecord(store, ctx, metric, at, { quantity });
  return store.updateInPlaceItem(usage.entity, ctx.org, id, additionOf({ quantity }));
}

/**
 * Adds `amounts` to the month's record of `metric` at once, with one atomic update: for a count that goes with no
 * other write. The month's first count creates the record, then adds.
 */
export async function addUsage(
  store: Store,
  ctx: WriteContext,
  metric: string,
  at: Date,
  amounts: UsageAmounts,
): Promise<void> {
  const { id } = monthRecordOf(ctx.org, metric, at);
  const change = additionOf(amounts);
  if (await store.updateInPlace(usage.entity, ctx.org, id, change)) return;
  await createMonthRecord(store, ctx, metric, at, amounts);
  if (!(await store.updateInPlace(usage.entity, ctx.org, id, change)))
    throw new Error(`The usage record ${id} of ${metric} is gone: nothing was counted`);
}

/** The quantity of `metric` the organization used in the month of `at` so far (0 before its first count). */
export async function usageInMonth(store: Store, org: string, metric: string, at: Date): Promise<number> {
  const record = await store.get(usage.entity, org, monthRecordOf(org, metric, at).id);
  return typeof record?.quantity === 'number' ? record.quantity : 0;
}
