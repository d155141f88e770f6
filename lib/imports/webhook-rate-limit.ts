// Per-import rate limit for webhook deliveries: a GCRA token bucket whose one number lives in DynamoDB, so it holds across Lambda instances.
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../store/condition-failure.js';
import { tableDefinition } from '../store/table-definition.js';

/** A sustained rate and how many requests may arrive at once on an idle bucket. */
export interface ImportRateLimit {
  perSecond: number;
  burst: number;
}

export const DEFAULT_IMPORT_RATE_LIMIT: ImportRateLimit = { perSecond: 50, burst: 100 };

export interface ImportRateLimiter {
  /** Takes one request from the import's bucket; `retryAfterSeconds` is 0 when allowed and an upper bound of the wait otherwise. */
  consume(importId: string, limit: ImportRateLimit): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

export interface ImportRateLimiterOptions {
  client: DynamoDBDocumentClient;
  tableName: string;
  /** The clock, in epoch ms. */
  now?: () => number;
}

/**
 * DynamoDB sums tat in decimal while JS rounds now + tau to a float (about 0.0002 ms apart at today's epoch), so when T
 * is not a whole number of ms the last request of a burst can land just past the tolerance; it gets this much slack
 * (capped at T/2, so it can never let in a request a whole interval early).
 */
const EPSILON_MS = 0.001;
/** Keeps the item a minute past the moment its bucket is certainly full again, so TTL never removes a live bucket. */
const EXPIRY_MARGIN_SECONDS = 60;

/** The bucket's key: one item per import. */
export function importRateLimitKey(importId: string) {
  return { [tableDefinition.partitionKey]: `RATE#import#${importId}`, [tableDefinition.sortKey]: '#' };
}

function validate(limit: ImportRateLimit): void {
  if (typeof limit.perSecond !== 'number' || !Number.isFinite(limit.perSecond) || limit.perSecond <= 0) {
    throw new Error(`The import rate limit's perSecond must be a positive number, got ${limit.perSecond}`);
  }
  if (!Number.isInteger(limit.burst) || limit.burst < 1) {
    throw new Error(`The import rate limit's burst must be an integer of at least 1, got ${limit.burst}`);
  }
}

/**
 * A limiter using the generic cell rate algorithm: the item stores the theoretical arrival time `tat` (epoch ms), the
 * emission interval is T = 1000/perSecond and the tolerance tau = T × (burst − 1). Each request costs at most two
 * conditional UpdateItems and no read, so concurrent instances cannot both spend the same token.
 */
export function createImportRateLimiter(options: ImportRateLimiterOptions): ImportRateLimiter {
  const { client, tableName } = options;
  const now = options.now ?? Date.now;
  const names = { '#tat': 'tat', '#expires': tableDefinition.ttlAttribute };

  return {
    async consume(importId, limit) {
      if (!importId) throw new Error('An import id is required');
      validate(limit);
      const interval = 1000 / limit.perSecond;
      const tolerance = interval * (limit.burst - 1);
      const nowMs = now();
      const Key = importRateLimitKey(importId);
      // tat never exceeds now + tau + T after an allowed request, and the bucket is full again once now passes tat.
      const expires = Math.ceil((nowMs + tolerance + interval) / 1000) + EXPIRY_MARGIN_SECONDS;

      try {
        // An idle (or new) bucket: the request is allowed and the next one is due T from now.
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key,
            UpdateExpression: 'SET #tat = :nowPlusT, #expires = :expires',
            ConditionExpression: 'attribute_not_exists(#tat) OR #tat < :now',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':nowPlusT': nowMs + interval, ':now': nowMs, ':expires': expires },
          }),
        );
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }

      try {
        // A busy bucket: allowed while the backlog stays within the tolerance; tat is moved on by T in place.
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key,
            UpdateExpression: 'SET #tat = #tat + :T, #expires = :expires',
            ConditionExpression: '#tat <= :nowPlusTau',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: {
              ':T': interval,
              ':nowPlusTau': nowMs + tolerance + Math.min(EPSILON_MS, interval / 2),
              ':expires': expires,
            },
          }),
        );
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }

      // Without reading tat the exact wait is unknown; it is at most T, since a refusal means tat > now + tau.
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(interval / 1000)) };
    },
  };
}
