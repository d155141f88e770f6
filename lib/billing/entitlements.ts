// What an organization's subscription lets it send, in one place: its effective status and credits (an enabled
// overwrite whose DisableAt has not passed wins over the provider's), read by the sender before each send, and the
// credit a send takes in its own transaction.
import type { Clock } from '../platform/clock.js';
import { createTtlCache } from '../platform/expiring-cache.js';
import type { StoredRecord } from '../platform/store/records.js';
import type { Store, TransactItem } from '../platform/store/store.js';
import type { TableUse } from '../platform/store/table-use.js';
import { billingAccounts } from './billing-records.js';
import { type Overwrite, overwriteFields, subscriptions } from './subscriptions.js';

/** Statuses under which campaigns send nothing: their sends wait with the reason `billing_<status>`. */
const HELD_STATUSES = new Set(['INACTIVE', 'PAUSED', 'PAST_DUE']);
/** How long a warm sender trusts what it read of an organization's subscription. */
const ENTITLEMENT_CACHE_MS = 60_000;
/** How soon a send held without a known end looks again. */
const HOLD_RECHECK_MS = 5 * 60_000;

/** The subscription as it counts now: its status and credits after the overwrites. */
interface EffectiveSubscription {
  status: string;
  creditsIncluded: number | null;
  /** From the credits-exhausted overwrite: the moment the period's credits count as used up. */
  exhaustedAt: string | null;
  periodEnd: string | null;
}

/** The overwrite `name`'s value while it is enabled and its DisableAt is null or later than `now`; else undefined. */
function overwrite(record: StoredRecord, name: Overwrite, now: Date): unknown {
  const fields = overwriteFields(name);
  if (record[fields.enabled] !== true) return undefined;
  const disableAt = record[fields.disableAt];
  if (typeof disableAt === 'string' && disableAt <= now.toISOString()) return undefined;
  return record[fields.value] ?? undefined;
}

function effectiveSubscription(record: StoredRecord, now: Date): EffectiveSubscription {
  const status = overwrite(record, 'subscriptionStatus', now) ?? record.status ?? 'INACTIVE';
  const included = overwrite(record, 'subscriptionPeriodCreditsIncluded', now) ?? record.creditsIncluded;
  const exhaustedAt = overwrite(record, 'subscriptionPeriodCreditsExhaustedAt', now);
  return {
    status: String(status),
    creditsIncluded: typeof included === 'number' ? included : null,
    exhaustedAt: typeof exhaustedAt === 'string' ? exhaustedAt : null,
    periodEnd: typeof record.periodEnd === 'string' ? record.periodEnd : null,
  };
}

/** Why a send waits, and until when it looks again. */
export interface SendHold {
  reason: string;
  until: Date;
}

/** The hold of a send at `now`, or undefined when the subscription lets it go. */
export function holdOf(record: StoredRecord, now: Date): SendHold | undefined {
  const effective = effectiveSubscription(record, now);
  const recheck = new Date(now.getTime() + HOLD_RECHECK_MS);
  if (HELD_STATUSES.has(effective.status)) return { reason: `billing_${effective.status}`, until: recheck };
  const used = Number(record.creditsUsed ?? 0);
  const exhausted =
    (effective.exhaustedAt !== null && effective.exhaustedAt <= now.toISOString()) ||
    (effective.creditsIncluded !== null && used >= effective.creditsIncluded);
  if (!exhausted) return undefined;
  // The next period brings new credits: the send looks again then (or soon, when the period is unknown or past).
  const periodEnd = effective.periodEnd ? new Date(effective.periodEnd) : undefined;
  return { reason: 'credits_exhausted', until: periodEnd && periodEnd > now ? periodEnd : recheck };
}

/** What reading entitlements and taking credits do to the table. */
export const entitlementsTableUse: readonly TableUse[] = [
  { items: billingAccounts, may: ['get'] },
  { records: [subscriptions.entity], may: ['get', 'transactUpdateInPlace', 'updateInPlace'] },
];

export interface Entitlements {
  /**
   * The organization's subscription, read at most a minute ago unless `fresh`; undefined for an organization that has
   * none (it has not started billing: its sends are not metered).
   */
  subscriptionOf(org: string, options?: { fresh?: boolean }): Promise<StoredRecord | undefined>;
  /**
   * The item that takes one of the period's credits in the send's own transaction: it fails when none is left, so that
   * two senders cannot both take the last one. Undefined when the credits are not limited.
   */
  creditItem(org: string, record: StoredRecord, now: Date): TransactItem | undefined;
  /** Gives back the credit of a send the mailer refused (nothing was sent). */
  refund(org: string, record: StoredRecord): Promise<void>;
}

/** `now` is the sender's clock: a driven clock moves the cache on too. */
export function createEntitlements(store: Store, now: Clock): Entitlements {
  const cache = createTtlCache<StoredRecord | null>({ ttlMs: ENTITLEMENT_CACHE_MS, now: () => now().getTime() });
  return {
    async subscriptionOf(org, { fresh = false } = {}) {
      const cached = fresh ? undefined : cache.get(org);
      if (cached !== undefined) return cached ?? undefined;
      const account = await store.items(billingAccounts).get({ org });
      const record = account?.subscriptionId
        ? await store.get(subscriptions.entity, org, account.subscriptionId)
        : undefined;
      cache.set(org, record ?? null);
      return record;
    },

    creditItem(org, record, now) {
      const { creditsIncluded } = effectiveSubscription(record, now);
      if (creditsIncluded === null) return undefined;
      return store.updateInPlaceItem(subscriptions.entity, org, record.id, {
        set: '#used = if_not_exists(#used, :zero) + :credit',
        condition: 'attribute_not_exists(#used) OR #used < :included',
        names: { '#used': 'creditsUsed' },
        values: { ':zero': 0, ':credit': 1, ':included': creditsIncluded },
      });
    },

    async refund(org, record) {
      await store.updateInPlace(subscriptions.entity, org, record.id, {
        set: '#used = #used - :credit',
        condition: '#used > :zero',
        names: { '#used': 'creditsUsed' },
        values: { ':zero': 0, ':credit': 1 },
      });
    },
  };
}
