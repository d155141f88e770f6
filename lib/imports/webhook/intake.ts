// The webhook intake: finds the import by its secret address, limits its rate, validates the row, stores it QUEUED and queues it, exactly once per row.
import { createHash } from 'node:crypto';
import { decodeTime, ulid } from 'ulid';
import { logger } from '../../platform/http/logger.js';
import { BUSY_RETRY_AFTER_SECONDS, isBusyFailure } from '../../platform/http/error-envelope.js';
import { NotFoundError, RateLimitedError } from '../../platform/http/errors.js';
import { parseBody } from '../../platform/http/validate.js';
import { importIdLookup, imports } from '../imports.js';
import type { RecordOf } from '../../platform/resources/define.js';
import { importRows, rowUlidOf } from '../import-rows.js';
import { WriteRaceError } from '../../platform/store/errors.js';
import type { KeyOf } from '../../platform/store/item-type.js';
import type { TableUse } from '../../platform/store/table-use.js';
import type { StoredRecord, WriteContext } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import type { RowMessage, SendRow } from '../rows/row-queue.js';
import { rowMarkers, takenItem } from '../rows/row-markers.js';
import { type PlannedRow, planQueuedRow } from '../rows/row-batch.js';
import { failQueuedRow, finishRowUse, rowContext } from '../rows/row-state.js';
import { completeIfDone, markImporting } from '../rows/import-lifecycle.js';
import { importLifecycleUse } from '../rows/lifecycle-table-use.js';
import { createTtlCache } from '../../platform/expiring-cache.js';
import { webhookSecretMatches } from './webhook-address.js';
import { canonicalJson, type WebhookPayload, webhookPayload } from './webhook-payload.js';
import {
  DEFAULT_IMPORT_RATE_LIMIT,
  DEFAULT_ORGANIZATION_ROW_LIMIT,
  type ImportRateLimit,
  type ImportRateLimiter,
  importBucket,
  organizationRowBucket,
  takeDeliveryTokens,
  webhookBuckets,
} from './webhook-rate-limit.js';
import { intakeClaims } from './intake-claims.js';

type Claim = KeyOf<typeof intakeClaims>;

/**
 * What the intake does to the table, bounded to the items one delivery touches: finds the import by its global id
 * guard and reads it (and, for a duplicate, the first row); takes a token from the import's bucket and its
 * organization's; reads the duplicate claims in a batch; takes the claims, the queued marker and the row's count in one
 * transaction, then puts the row by itself; and when the row cannot be queued, fails it (releasing the claims). It
 * cannot touch contacts, keys, users or any other record type.
 */
export const intakeTableUse: readonly TableUse[] = [
  { records: [imports.entity], may: ['get', 'findUnique'] },
  ...importLifecycleUse,
  { records: [importRows.entity], may: ['writeOne'] },
  { items: webhookBuckets, may: ['update'] },
  { items: intakeClaims, may: ['getMany', 'transactPut', 'transactDelete'] },
  { items: rowMarkers, may: ['transactPut'] },
  ...finishRowUse,
];

/** How long an Idempotency-Key, or an identical body, returns the first row instead of queueing another. */
const DUPLICATE_WINDOW_SECONDS = 24 * 3600;
/** An import never changes organization, so the id → organization lookup is cached (the record itself is read every time). */
const ORG_OF_IMPORT_TTL_MS = 60 * 60 * 1000;
const MAX_COMMIT_ATTEMPTS = 3;
/**
 * How long after its id was minted a row whose claims are taken may still be on its way to the table: past this, its
 * request has ended (the intake runs for 10 s), and a repeat stores the row under the claimed id itself.
 */
const ROW_ON_ITS_WAY_MS = 30_000;

export interface WebhookIntakeDeps {
  store: Store;
  sendRow: SendRow;
  rateLimiter: ImportRateLimiter;
  /** The ceiling on rows per second across all imports of an organization, whatever each import's own limit. */
  organizationLimit?: ImportRateLimit;
  now?: () => Date;
}

export interface WebhookRequest {
  importId: string;
  secret: string;
  /** The parsed JSON body; validated here, after the address is known to be good. */
  body: () => unknown;
  idempotencyKey?: string;
  requestId: string;
  /** Milliseconds left before the invocation's deadline, past which the caller is answered busy whatever happens. */
  remainingMs?: () => number;
}

/**
 * Left before the deadline, the least a row's commit starts with: with less, the row is refused (429, nothing written)
 * rather than committed after its caller was told to send it again, which would take it twice.
 */
const COMMIT_BUDGET_MS = 3_000;
/** Kept back from the deadline to answer in: a committed row is answered 200 by then, queued or not. */
const ANSWER_MARGIN_MS = 500;

/** What `work` resolves to, or `late` once only the answer margin is left before the deadline. */
async function beforeAnswer<T>(work: Promise<T>, remaining: () => number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), Math.max(0, remaining() - ANSWER_MARGIN_MS));
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function createWebhookIntake({
  store,
  sendRow,
  rateLimiter,
  organizationLimit = DEFAULT_ORGANIZATION_ROW_LIMIT,
  now = () => new Date(),
}: WebhookIntakeDeps) {
  const orgOfImport = createTtlCache<string>({ ttlMs: ORG_OF_IMPORT_TTL_MS });

  /**
   * After a refusal for the service's own reason (busy, a dependency's failure), the request's tokens go back, so that
   * refusals the caller must wait out do not use up its limit. Bounded by the deadline: the refusal is answered anyway.
   */
  async function refund(giveBack: () => Promise<void>, remaining: () => number) {
    const given = giveBack().catch((error: Error) => logger.warn('Giving rate-limit tokens back failed', { error }));
    await beforeAnswer(given, remaining);
  }

  async function findImport(
    importId: string,
  ): Promise<{ org: string; record: RecordOf<typeof imports.fields> } | undefined> {
    if (!importId.startsWith(`${imports.idPrefix}_`)) return undefined;
    const known = orgOfImport.get(importId);
    if (known) {
      const record = await store.get(imports.entity, known, importId);
      return record && { org: known, record };
    }
    const found = await store.findByUnique(imports.entity, importIdLookup, '', importId);
    if (found) orgOfImport.set(importId, found.org);
    return found;
  }

  /** Claims that make a second request with the same key, or the same body, find the first row. */
  function duplicateClaims(org: string, importId: string, data: unknown, idempotencyKey: string | undefined): Claim[] {
    return [
      ...(idempotencyKey ? [{ org, importId, kind: 'key', hash: sha256(idempotencyKey) }] : []),
      { org, importId, kind: 'body', hash: sha256(canonicalJson(data)) },
    ];
  }

  /**
   * What holds a repeat's claims: the row stored under them; or, when that row is not in the table, the claimed id to
   * store it under (`orphan`): at once when the body claim holds it (this body is that row's), or, for a key's claim
   * alone, once its request has surely ended; else `storing` (its request is between its claims and its row). `free`
   * when the claims were released since (a row that could not be queued).
   */
  async function rowOfClaims(
    org: string,
    claims: Claim[],
  ): Promise<{ row: StoredRecord } | { orphan: string } | 'storing' | 'free'> {
    // Claims that have expired count as free, though TTL removes them only some time later.
    const held = await store.items(intakeClaims).getMany(claims, { liveAt: now() });
    for (const claim of held) {
      if (!claim) continue;
      const row = await store.get(importRows.entity, org, claim.rowId);
      if (row) return { row };
    }
    const body = held[claims.findIndex((claim) => claim.kind === 'body')];
    if (body) return { orphan: body.rowId };
    const key = held.find((claim) => claim !== undefined);
    if (!key) return 'free';
    const mintedAt = decodeTime(rowUlidOf(key.rowId));
    return now().getTime() - mintedAt > ROW_ON_ITS_WAY_MS ? { orphan: key.rowId } : 'storing';
  }

  /**
   * After a failed enqueue: the row says FAILED, and its claims go, so that the sender's retry queues it afresh. The
   * queue's error is logged, not stored: it may name the queue, the account or an address.
   */
  async function markUnqueued(message: RowMessage, claims: Claim[]) {
    const releaseClaims = claims.map((claim) => store.items(intakeClaims).transactDelete(claim));
    await failQueuedRow(store, message, 'The row could not be queued; send it again.', releaseClaims);
    await completeIfDone(store, imports.entity, rowContext(message), message.importId);
  }

  /**
   * Queues a stored row. Its marker has the reconciler queue it if this send does not, so the caller hears 200 by the
   * deadline even while the queue is slow, and is told to send again only when the send failed in time (then the row
   * is failed and its claims released, so that the retry takes it afresh).
   */
  async function queue(message: Required<RowMessage>, claims: Claim[], remaining: () => number) {
    const { rowId } = message;
    const sent = sendRow(message).then(
      () => undefined,
      (error: Error) => error,
    );
    const outcome = await beforeAnswer(sent, remaining);
    if (outcome === 'late') {
      void sent.then((error) => {
        if (error)
          logger.error('Enqueueing an import row failed after its answer; the reconciler queues it', { error, rowId });
      });
    } else if (outcome) {
      logger.error('Enqueueing an import row failed', { error: outcome, rowId });
      await markUnqueued(message, claims).catch((markError: Error) => {
        // The marker stays, so the reconciler queues the row later: it is not lost, and the sender's retry finds it.
        logger.error('Marking an unqueued import row failed', { error: markError, rowId });
      });
      throw outcome;
    }
    return importRows.present(message.row);
  }

  /** Stores a delivery's row and queues it; the first row for a repeat of a delivery stored before. */
  async function takeRow(
    org: string,
    request: WebhookRequest,
    data: WebhookPayload,
    remaining: () => number,
  ): Promise<Record<string, unknown>> {
    const ctx: WriteContext = { org, actor: { type: 'webhook', id: request.importId }, requestId: request.requestId };
    const claims = duplicateClaims(org, request.importId, data, request.idempotencyKey);
    const nowEpoch = Math.floor(now().getTime() / 1000);

    const planRow = (rowId: string) => planQueuedRow(store, ctx, request.importId, data, rowId);

    /** Puts the row by itself: undefined once stored, or the row a repeat stored first under the same id. */
    const storeRow = async ({ put, message }: PlannedRow): Promise<StoredRecord | undefined> => {
      try {
        await store.writeOne(put);
        return undefined;
      } catch (error) {
        if (!(error instanceof WriteRaceError)) throw error;
        const first = await store.get(importRows.entity, org, message.rowId);
        if (!first) throw error;
        return first;
      }
    };

    for (let attempt = 1; ; attempt++) {
      if (remaining() < COMMIT_BUDGET_MS) throw new RateLimitedError(BUSY_RETRY_AFTER_SECONDS);
      let planned = planRow(`${importRows.idPrefix}_${ulid()}`);
      const { rowId } = planned.message;
      // Each claim is taken only while it is free or expired, and holds the row for the duplicate window.
      const claimPuts = claims.map((claim) =>
        store
          .items(intakeClaims)
          .transactPut(
            claim,
            { rowId },
            { when: { absentOrExpiredAt: nowEpoch }, expiresAt: nowEpoch + DUPLICATE_WINDOW_SECONDS },
          ),
      );
      try {
        // The claims, the marker and the row's count in one transaction, and the row after it by itself: the row
        // (a kilobyte, and three index slots) costs half as much out of a transaction, and it is never in the table
        // without the marker that has the reconciler queue it.
        await store.commit([
          ...planned.counts,
          takenItem(store, org, request.importId, rowId, 1),
          ...claimPuts,
          planned.marker,
        ]);
      } catch (error) {
        if (!(error instanceof WriteRaceError)) throw error;
        const holder = await rowOfClaims(org, claims);
        if (holder === 'storing') throw new RateLimitedError(BUSY_RETRY_AFTER_SECONDS);
        if (holder === 'free') {
          // Both of two identical requests can lose a race; the claims are free again, so try once more.
          if (attempt >= MAX_COMMIT_ATTEMPTS) throw error;
          continue;
        }
        if ('row' in holder) return importRows.present(holder.row);
        // The request that took the claims ended before it stored its row: this one stores it, under the claimed id.
        planned = planRow(holder.orphan);
      }
      const first = await storeRow(planned);
      if (first) return importRows.present(first);
      await markImporting(store, imports.entity, ctx, request.importId);
      return queue(planned.message, claims, remaining);
    }
  }

  return async function accept(request: WebhookRequest): Promise<Record<string, unknown>> {
    const target = await findImport(request.importId);
    if (target?.record.type !== 'WEBHOOK' || !webhookSecretMatches(request.secret, target.record.data.webhook?.hash)) {
      throw new NotFoundError('No webhook exists at this address.');
    }
    const { org } = target;
    const giveBack = await takeDeliveryTokens(rateLimiter, [
      [importBucket(request.importId), target.record.webhookRateLimit ?? DEFAULT_IMPORT_RATE_LIMIT],
      // The organization's ceiling, after the import's own: many imports cannot add up past it.
      [organizationRowBucket(org), organizationLimit],
    ]);
    const remaining = request.remainingMs ?? (() => Number.POSITIVE_INFINITY);
    try {
      return await takeRow(org, request, parseBody(webhookPayload, request.body()), remaining);
    } catch (error) {
      if (error instanceof RateLimitedError || isBusyFailure(error)) await refund(giveBack, remaining);
      throw error;
    }
  };
}
