// Rate limits per API key and per user: a fixed-window counter in DynamoDB (one UpdateItem a request), expired by TTL.
import { positiveIntegerEnv } from '../config.js';
import { UpdateCommand, type UpdateCommandOutput } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '../store/table-definition.js';
import type { Principal } from '../http/principal.js';
import type { RateLimitState } from '../http/rate-limit-headers.js';

export { rateLimitHeaders } from '../http/rate-limit-headers.js';

/** Requests allowed per window when RATE_LIMIT_REQUESTS is not set. */
export const DEFAULT_RATE_LIMIT_REQUESTS = 100;
/** Length of a window in seconds when RATE_LIMIT_WINDOW_SECONDS is not set. */
export const DEFAULT_RATE_LIMIT_WINDOW_SECONDS = 10;

/** The one call the limiter makes; a DynamoDBDocumentClient fits, and so does an in-memory fake. */
export interface RateLimitClient {
  send(command: UpdateCommand): Promise<Pick<UpdateCommandOutput, 'Attributes'>>;
}

export interface RateLimiterOptions {
  client: RateLimitClient;
  tableName: string;
  /** Requests allowed per principal per window. */
  limit: number;
  windowSeconds: number;
  now?: () => Date;
}

/** The outcome of one request against its principal's window. */
export type { RateLimitState } from '../http/rate-limit-headers.js';

export interface RateLimiter {
  /** Counts a request of the principal and says whether it is within the limit. */
  consume(principal: Pick<Principal, 'kind' | 'id'>): Promise<RateLimitState>;
}

/** The counter's key: one item per principal per window. The organization is not part of it, so switching it resets nothing. */
export function rateLimitKey(principal: Pick<Principal, 'kind' | 'id'>, windowStartEpoch: number) {
  return {
    [tableDefinition.partitionKey]: `RATE#${principal.kind}#${principal.id}`,
    [tableDefinition.sortKey]: String(windowStartEpoch),
  };
}

/** A fixed-window limiter; every call is one UpdateItem, so the count holds across Lambda instances. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { client, tableName, limit, windowSeconds } = options;
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`The rate limit must be a positive integer, got ${limit}`);
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1)
    throw new Error(`The rate-limit window must be a positive integer of seconds, got ${windowSeconds}`);
  const now = options.now ?? (() => new Date());
  const windowMs = windowSeconds * 1000;

  return {
    async consume(principal) {
      const nowMs = now().getTime();
      const startMs = Math.floor(nowMs / windowMs) * windowMs;
      const windowStart = startMs / 1000;
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: rateLimitKey(principal, windowStart),
          UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :expires)',
          ExpressionAttributeNames: { '#count': 'count', '#ttl': tableDefinition.ttlAttribute },
          // The item is of no use once its window is over; TTL removes it some time after.
          ExpressionAttributeValues: { ':one': 1, ':expires': windowStart + windowSeconds },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const count = Number(Attributes?.count);
      if (!Number.isFinite(count)) throw new Error('The rate-limit counter update returned no count');
      return {
        allowed: count <= limit,
        limit,
        remaining: Math.max(0, limit - count),
        resetSeconds: Math.max(1, Math.ceil((startMs + windowMs - nowMs) / 1000)),
      };
    },
  };
}

/** The limit and window from RATE_LIMIT_REQUESTS and RATE_LIMIT_WINDOW_SECONDS (100 per 10 s by default); fails fast on a bad value. */
export function rateLimitConfigFromEnv(env: NodeJS.ProcessEnv = process.env): { limit: number; windowSeconds: number } {
  return {
    limit: positiveIntegerEnv('RATE_LIMIT_REQUESTS', DEFAULT_RATE_LIMIT_REQUESTS, env),
    windowSeconds: positiveIntegerEnv('RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMIT_WINDOW_SECONDS, env),
  };
}
