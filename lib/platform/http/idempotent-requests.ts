// Idempotency-Key on the API's POSTs, with Stripe's semantics: the same key, from the same organization and
// credential, with the same request within 24 hours answers the first answer again without doing the work twice;
// another request under it is a 409, and so is one while the first still runs.
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as v from 'valibot';
import type { Clock } from '../clock.js';
import { defineItem, part } from '../store/item-type.js';
import type { Store } from '../store/store.js';
import type { TableUse } from '../store/table-use.js';
import { HttpError, InvalidRequestError } from './errors.js';
import { logger } from './logger.js';
import type { Principal } from './principal.js';

/** The header, as API Gateway hands headers over: lower case. */
const IDEMPOTENCY_HEADER = 'idempotency-key';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
/** How long a key answers its first answer again. */
const KEY_LIFETIME_MS = 24 * 3_600_000;
/**
 * How long a claim whose request has not answered holds the key: past every request's end (API Gateway gives up at
 * 30 s, the API's functions at 30 s), so a claim still running then was left by a crashed instance and is taken over.
 */
const RUNNING_LEASE_MS = 2 * 60_000;
const IN_PROGRESS_RETRY_AFTER_SECONDS = 1;
/** An answer past this (compressed) is not kept: an item holds at most 400 KB. */
const MAX_KEPT_ANSWER_BYTES = 300 * 1024;

/**
 * One key's claim, by the hash of the organization, credential and key: the request it was first used with (its
 * hash), when, and once it answered, the answer (its body gzipped).
 */
const idempotentRequests = defineItem({
  name: 'idempotent request',
  partition: ['IDEMPOTENT', part('org'), part('keyHash')],
  sort: [],
  attributes: v.object({
    request: v.string(),
    firstAt: v.number(),
    answer: v.optional(
      v.object({
        statusCode: v.number(),
        headers: v.record(v.string(), v.string()),
        body: v.string(),
        isBase64Encoded: v.boolean(),
      }),
    ),
  }),
  expires: true,
});

/** What the API's functions do to the table for keys: read a claim, put it (taken, answered), and delete it. */
export const idempotentRequestsUse: TableUse = { items: idempotentRequests, may: ['get', 'put', 'delete'] };

type Answer = APIGatewayProxyStructuredResultV2;

/** One POST under a key: who sent it, the key, and the request (method, path, query and body) it was sent with. */
interface KeyedRequest {
  principal: Principal;
  key: string;
  method: string;
  path: string;
  query: string;
  body: string;
}

/** The key of a request's Idempotency-Key header, checked, or undefined when it has none. */
export function idempotencyKeyOf(headers: Readonly<Record<string, string | undefined>> | undefined) {
  const key = headers?.[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  if (key.length < 1 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH)
    throw new InvalidRequestError(`Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters long.`, [
      { path: 'Idempotency-Key', message: `1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters` },
    ]);
  return key;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

const conflict = () =>
  new HttpError(
    409,
    'idempotency_conflict',
    'Conflict',
    'This Idempotency-Key was used with another request (method, path or body) in the last 24 hours; use a new key for a new request.',
  );

const inProgress = () =>
  new HttpError(
    409,
    'idempotency_in_progress',
    'Conflict',
    `A request with this Idempotency-Key is still running; retry after ${IN_PROGRESS_RETRY_AFTER_SECONDS} second.`,
    { headers: { 'Retry-After': String(IN_PROGRESS_RETRY_AFTER_SECONDS) } },
  );

/** The answer as kept: its body gzipped, so that a record's answer fits an item. */
function keptAnswer(answer: Answer) {
  const body = gzipSync(Buffer.from(answer.body ?? '', answer.isBase64Encoded ? 'base64' : 'utf8')).toString('base64');
  const headers = Object.fromEntries(
    Object.entries(answer.headers ?? {}).map(([name, value]) => [name, String(value)]),
  );
  return { statusCode: answer.statusCode ?? 200, headers, body, isBase64Encoded: !!answer.isBase64Encoded };
}

function replayOf(kept: ReturnType<typeof keptAnswer>): Answer {
  const bytes = gunzipSync(Buffer.from(kept.body, 'base64'));
  return {
    statusCode: kept.statusCode,
    headers: { ...kept.headers, 'Idempotent-Replayed': 'true' },
    body: bytes.toString(kept.isBase64Encoded ? 'base64' : 'utf8'),
    isBase64Encoded: kept.isBase64Encoded,
  };
}

export interface IdempotentRequests {
  /**
   * Runs `run` once per key: answers a kept answer again, refuses another request under the key or one while it
   * runs. When `run` throws, `failed` gives the answer to keep (the request wrote something a retry must not write
   * again), or undefined to free the key (nothing was written: a retry runs afresh).
   */
  once(
    request: KeyedRequest,
    run: () => Promise<Answer>,
    failed: (error: unknown) => Answer | undefined,
  ): Promise<Answer>;
}

export function createIdempotentRequests({ store, now }: { store: Pick<Store, 'items'>; now: Clock }) {
  const claims = store.items(idempotentRequests);
  return {
    async once(request, run, failed) {
      const { principal } = request;
      const key = {
        org: principal.org,
        keyHash: sha256(JSON.stringify([principal.kind, principal.id, request.key])),
      };
      const fingerprint = sha256(JSON.stringify([request.method, request.path, request.query, request.body]));
      const { attributes: held, version } = await claims.getVersioned(key);
      const at = now().getTime();
      const live = held && at - held.firstAt < KEY_LIFETIME_MS ? held : undefined;
      if (live && live.request !== fingerprint) throw conflict();
      if (live?.answer) return replayOf(live.answer);
      if (live && at - live.firstAt < RUNNING_LEASE_MS) throw inProgress();
      const claim = { request: fingerprint, firstAt: at };
      const expiresAt = Math.ceil((at + KEY_LIFETIME_MS) / 1000);
      // Taken over only as read: a concurrent first use of the key takes it, and this one is told it runs.
      if (!(await claims.put(key, claim, { expiresAt, when: { version } }))) throw inProgress();
      const keep = async (answer: Answer) => {
        const kept = keptAnswer(answer);
        if (kept.body.length > MAX_KEPT_ANSWER_BYTES) {
          logger.warn('An answer too large to keep frees its Idempotency-Key', { bytes: kept.body.length });
          return claims.delete(key, { version: version + 1 });
        }
        // Kept only over this request's own claim: one taken over past its lease is the other request's.
        return claims.put(key, { ...claim, answer: kept }, { expiresAt, when: { version: version + 1 } });
      };
      let answer: Answer;
      try {
        answer = await run();
      } catch (error) {
        const kept = failed(error);
        // The request's own failure is what the caller hears: a claim left running frees itself after its lease.
        await (kept ? keep(kept) : claims.delete(key, { version: version + 1 })).catch((cause: unknown) =>
          logger.warn('The Idempotency-Key of a failed request could not be settled', { error: cause }),
        );
        throw error;
      }
      await keep(answer);
      return answer;
    },
  } satisfies IdempotentRequests;
}
