// Counts sent messages on the month's `emails.sent` usage record: one record per organization, metric and month.
import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';
import { usage } from './usage.js';
import { DuplicateIdError } from '../platform/store/errors.js';
import type { WriteContext } from '../platform/store/records.js';
import type { Store, TransactItem } from '../platform/store/store.js';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The id of an organization's record of `metric` in the month of `at`: a ULID whose time is the month's start (so id
 * order stays period order) and whose random part is a hash of the organization, metric and month, so that every
 * writer finds the same record without a lookup.
 */
function usageId(org: string, metric: string, periodStart: Date): string {
  const hash = createHash('sha256').update(`${org}|${metric}|${periodStart.toISOString()}`).digest();
  const random = Array.from(hash.subarray(0, 16), (byte) => CROCKFORD[byte % 32]).join('');
  return `${usage.idPrefix}_${encodeTime(periodStart.getTime(), 10)}${random}`;
}

/** The month (UTC) that holds `at`. */
function monthOf(at: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
    end: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
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
  const { start, end } = monthOf(at);
  const id = usageId(ctx.org, metric, start);
  if (!(await store.get(usage.entity, ctx.org, id))) {
    try {
      await store.create(
        usage.entity,
        ctx,
        { metric, quantity: 0, periodStart: start.toISOString(), periodEnd: end.toISOString() },
        { id },
      );
    } catch (error) {
      if (!(error instanceof DuplicateIdError)) throw error;
    }
  }
  return store.updateInPlaceItem(usage.entity, ctx.org, id, {
    set: '#quantity = #quantity + :quantity',
    condition: 'attribute_exists(PK)',
    names: { '#quantity': 'quantity' },
    values: { ':quantity': quantity },
  });
}
