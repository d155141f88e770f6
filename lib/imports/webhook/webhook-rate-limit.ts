// Rate limits of webhook deliveries, per import and per organization: GCRA token buckets in the table, so they hold across Lambda instances.
import * as v from 'valibot';
import { RateLimitedError } from '../../platform/http/errors.js';
import { defineItem, type KeyOf, part } from '../../platform/store/item-type.js';
import type { Store } from '../../platform/store/store.js';

/**
 * A token bucket of webhook deliveries: one per import (`import`, the import's id) and one per organization
 * (`org-rows`, the organization's id), holding the theoretical arrival time `tat` (epoch ms).
 */
export const webhookBuckets = defineItem({
  name: 'webhook rate bucket',
  partition: ['RATE', part('scope'), part('id')],
  sort: [],
  attributes: v.object({ tat: v.number() }),
  expires: true,
});

/** Which bucket a delivery takes from. */
export type RateBucket = KeyOf<typeof webhookBuckets>;

/** The bucket of one import's deliveries. */
export const importBucket = (importId: string): RateBucket => ({ scope: 'import', id: importId });

/** The bucket of the webhook rows of one organization, across all its imports. */
export const organizationRowBucket = (org: string): RateBucket => ({ scope: 'org-rows', id: org });

/** A sustained rate and how many requests may arrive at once on an idle bucket. */
export interface ImportRateLimit {
  perSecond: number;
  burst: number;
}

export const DEFAULT_IMPORT_RATE_LIMIT: ImportRateLimit = { perSecond: 50, burst: 100 };

/**
 * The ceiling on rows per second across all imports of one organization: an import may accept up to 1,000 a second,
 * and without this an organization with many imports could fill the shared import queue by itself.
 */
export const DEFAULT_ORGANIZATION_ROW_LIMIT: ImportRateLimit = { perSecond: 100, burst: 200 };

export interface ImportRateLimiter {
  /** Takes one request from the bucket at `bucket`; `retryAfterSeconds` is 0 when allowed and an upper bound of the wait otherwise. */
  consume(bucket: RateBucket, limit: ImportRateLimit): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Returns the request a `consume` took: the request was refused all the same, and a refusal costs its caller nothing. */
  giveBack(bucket: RateBucket, limit: ImportRateLimit): Promise<void>;
}

export interface ImportRateLimiterOptions {
  /** Keeps the buckets. */
  store: Pick<Store, 'counters'>;
  /** The clock, in epoch ms. */
  now?: () => number;
}

/**
 * Takes a request from each bucket in turn, or from none: a refusal by one gives back what the earlier ones gave, and
 * is thrown as 429 with its wait. Answers how to give every token back (a refusal for the service's own reason).
 */
export async function takeDeliveryTokens(
  limiter: ImportRateLimiter,
  buckets: ReadonlyArray<readonly [RateBucket, ImportRateLimit]>,
): Promise<() => Promise<void>> {
  const taken: Array<readonly [RateBucket, ImportRateLimit]> = [];
  const giveBack = async () => {
    await Promise.all(taken.map(([bucket, limit]) => limiter.giveBack(bucket, limit)));
  };
  for (const [bucket, limit] of buckets) {
    const { allowed, retryAfterSeconds } = await limiter.consume(bucket, limit);
    if (!allowed) {
      await giveBack();
      throw new RateLimitedError(retryAfterSeconds);
    }
    taken.push([bucket, limit]);
  }
  return giveBack;
}

/** Keeps the item a minute past the moment its bucket is certainly full again, so TTL never removes a live bucket. */
const EXPIRY_MARGIN_SECONDS = 60;

/** The emission interval T of a limit, in ms: one request is due every T. */
const intervalMsOf = (limit: ImportRateLimit) => 1000 / limit.perSecond;

function validate(limit: ImportRateLimit): void {
  if (typeof limit.perSecond !== 'number' || !Number.isFinite(limit.perSecond) || limit.perSecond <= 0) {
    throw new Error(`The import rate limit's perSecond must be a positive number, got ${limit.perSecond}`);
  }
  if (!Number.isInteger(limit.burst) || limit.burst < 1) {
    throw new Error(`The import rate limit's burst must be an integer of at least 1, got ${limit.burst}`);
  }
}

/**
 * A limiter using the generic cell rate algorithm: the bucket stores the theoretical arrival time `tat` (epoch ms), the
 * emission interval is T = 1000/perSecond and the tolerance tau = T × (burst − 1). Each request costs at most two
 * conditional updates and no read, so concurrent instances cannot both spend the same token.
 */
export function createImportRateLimiter({ store, now = Date.now }: ImportRateLimiterOptions): ImportRateLimiter {
  return {
    async consume(bucket, limit) {
      validate(limit);
      const intervalMs = intervalMsOf(limit);
      const toleranceMs = intervalMs * (limit.burst - 1);
      const nowMs = now();
      // tat never exceeds now + tau + T after an allowed request, and the bucket is full again once now passes tat.
      const expiresAtEpoch = Math.ceil((nowMs + toleranceMs + intervalMs) / 1000) + EXPIRY_MARGIN_SECONDS;
      const taken = await store.counters.takeFromBucket(webhookBuckets, bucket, {
        nowMs,
        intervalMs,
        toleranceMs,
        expiresAtEpoch,
      });
      if (taken) return { allowed: true, retryAfterSeconds: 0 };
      // Without reading tat the exact wait is unknown; it is at most T, since a refusal means tat > now + tau.
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(intervalMs / 1000)) };
    },
    async giveBack(bucket, limit) {
      validate(limit);
      await store.counters.giveBackToBucket(webhookBuckets, bucket, intervalMsOf(limit));
    },
  };
}
