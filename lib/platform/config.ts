// The platform's configuration, read from the environment into typed settings: a malformed value fails at once, and a
// required one that is missing fails, naming its variable, when the function that needs it is built (at cold start).
import type { Clock } from './clock.js';
import type { PublicUrlSettings } from './http/public-url.js';
import type { RequestLimitSettings } from './http/rate-limiter.js';
import type { RateLimitWindow } from './http/request-limits.js';
import { DEFAULT_READ_BUDGET } from './query/list-read.js';
import { queueUrlVariable } from './queue/queues.js';

/** The variables a process runs with (process.env, or a test's own). */
export type Environment = Readonly<Record<string, string | undefined>>;

export class MissingConfigError extends Error {
  constructor(name: string) {
    super(`Environment variable ${name} is not set`);
    this.name = 'MissingConfigError';
  }
}

/** The value of a required environment variable. */
export function requireEnv(name: string, env: Environment = process.env): string {
  const value = env[name];
  if (!value) throw new MissingConfigError(name);
  return value;
}

/** The single table's name. */
export function tableName(env: Environment = process.env): string {
  return requireEnv('TABLE_NAME', env);
}

/** What a positive numeric variable may hold: a whole number, or a decimal where a fraction is allowed. */
const POSITIVE = {
  integer: { pattern: /^\d+$/, word: 'a positive integer' },
  number: { pattern: /^\d+(\.\d+)?$/, word: 'a positive number' },
} as const;

/** A positive value of `kind` from the environment, or undefined when the variable is unset; fails fast on anything else. */
function optionalPositiveEnv(name: string, env: Environment, kind: keyof typeof POSITIVE): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const { pattern, word } = POSITIVE[kind];
  if (!pattern.test(raw) || Number(raw) <= 0)
    throw new Error(`Environment variable ${name} must be ${word}, got "${raw}"`);
  return Number(raw);
}

/** A positive whole number from the environment, or undefined when the variable is unset; fails fast on anything else. */
export const optionalPositiveIntegerEnv = (name: string, env: Environment): number | undefined =>
  optionalPositiveEnv(name, env, 'integer');

/** A positive whole number from the environment, or `fallback` when the variable is unset; fails fast on anything else. */
export function positiveIntegerEnv(name: string, fallback: number, env: Environment = process.env): number {
  return optionalPositiveEnv(name, env, 'integer') ?? fallback;
}

/** A positive number (a fraction allowed) from the environment, or `fallback` when unset; fails fast on anything else. */
export function positiveNumberEnv(name: string, fallback: number, env: Environment = process.env): number {
  return optionalPositiveEnv(name, env, 'number') ?? fallback;
}

/** The URL of a queue (QUEUE_URL_<NAME>), when the function was given it. */
export const queueUrlOf = (queue: string, env: Environment): string | undefined => env[queueUrlVariable(queue)];

/** Whether this is the local runtime (LOCAL_RUNTIME=true), which alone may use the local-only settings below. */
export const isLocalRuntime = (env: Environment): boolean => env.LOCAL_RUNTIME === 'true';

/**
 * The clock of the tick, the sender and campaign joins. On the local runtime only (so that no deployed function can be
 * moved in time), LOCAL_CLOCK_OFFSET_MS, read on every call, shifts it: tests and developers drive time instead of
 * waiting for it.
 */
export function clockFromEnv(env: Environment): Clock {
  return () => {
    const offset = isLocalRuntime(env) ? Number(env.LOCAL_CLOCK_OFFSET_MS ?? 0) : 0;
    return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
  };
}

/**
 * The DNS servers lookups ask: LOCAL_DNS_SERVERS (comma-separated `host:port`), honoured only on the local runtime so
 * that a stray variable in AWS cannot redirect DNS; undefined for the system's.
 */
export function localDnsServers(env: Environment): string[] | undefined {
  if (!isLocalRuntime(env)) return undefined;
  const servers = (env.LOCAL_DNS_SERVERS ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter((server) => server !== '');
  return servers.length > 0 ? servers : undefined;
}

/** Where the AWS clients send their calls: the emulators' endpoints locally (*_ENDPOINT), AWS's own elsewhere. */
export interface AwsEndpoints {
  dynamodb?: string;
  sqs?: string;
  s3?: string;
}

export function awsEndpoints(env: Environment): AwsEndpoints {
  return { dynamodb: env.DYNAMODB_ENDPOINT, sqs: env.SQS_ENDPOINT, s3: env.S3_ENDPOINT };
}

/** Requests allowed per window when RATE_LIMIT_REQUESTS is not set. */
const DEFAULT_RATE_LIMIT_REQUESTS = 100;
/** Length of a window in seconds when RATE_LIMIT_WINDOW_SECONDS is not set. */
const DEFAULT_RATE_LIMIT_WINDOW_SECONDS = 10;
/** An organization may make this many times what one of its keys or users may, when ORG_RATE_LIMIT_REQUESTS is not set. */
const ORGANIZATION_LIMIT_FACTOR = 3;

/** The limit and window from RATE_LIMIT_REQUESTS and RATE_LIMIT_WINDOW_SECONDS (100 per 10 s by default); fails fast on a bad value. */
export function rateLimitConfigFromEnv(env: Environment): RateLimitWindow {
  return {
    limit: positiveIntegerEnv('RATE_LIMIT_REQUESTS', DEFAULT_RATE_LIMIT_REQUESTS, env),
    windowSeconds: positiveIntegerEnv('RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMIT_WINDOW_SECONDS, env),
  };
}

/**
 * Every limit a request meets: per key or user (RATE_LIMIT_REQUESTS), per organization (ORG_RATE_LIMIT_REQUESTS, three
 * times the per-key limit by default, in the same window), and the multiplier of the public routes' per-address limits
 * (PER_IP_LIMIT_MULTIPLIER, 1 by default; the test runtime raises it, since every test request comes from 127.0.0.1).
 */
function requestLimitsFromEnv(env: Environment): RequestLimitSettings {
  const perCaller = rateLimitConfigFromEnv(env);
  return {
    perCaller,
    perOrganization: {
      limit: positiveIntegerEnv('ORG_RATE_LIMIT_REQUESTS', perCaller.limit * ORGANIZATION_LIMIT_FACTOR, env),
      windowSeconds: perCaller.windowSeconds,
    },
    addressMultiplier: positiveIntegerEnv('PER_IP_LIMIT_MULTIPLIER', 1, env),
  };
}

/** PUBLIC_BASE_URL (a custom domain) when set; otherwise requests' own hosts, over http on the local runtime only. */
function publicUrlFromEnv(env: Environment): PublicUrlSettings {
  return { base: env.PUBLIC_BASE_URL || undefined, protocol: isLocalRuntime(env) ? 'http' : 'https' };
}

/** What every function of the platform may be built with. */
export interface PlatformConfig {
  local: boolean;
  aws: AwsEndpoints;
  clock: Clock;
  /** Items one list or count may read before it is refused as too broad (QUERY_READ_BUDGET). */
  readBudget: number;
  requestLimits: RequestLimitSettings;
  publicUrl: PublicUrlSettings;
  dnsServers: string[] | undefined;
  /** TABLE_NAME; required by every function that uses the table. */
  tableName(): string;
  /** QUEUE_URL_<NAME> of a queue the function sends to or consumes. */
  queueUrl(queue: string): string;
  /**
   * The base of the addresses in messages sent outside a request (tracking links): PUBLIC_BASE_URL in AWS, the local
   * runtime's LOCAL_PUBLIC_URL, which it sets once it listens, and so read on every call.
   */
  linkBaseUrl(): string;
}

export function readPlatformConfig(env: Environment): PlatformConfig {
  return {
    local: isLocalRuntime(env),
    aws: awsEndpoints(env),
    clock: clockFromEnv(env),
    readBudget: positiveIntegerEnv('QUERY_READ_BUDGET', DEFAULT_READ_BUDGET, env),
    requestLimits: requestLimitsFromEnv(env),
    publicUrl: publicUrlFromEnv(env),
    dnsServers: localDnsServers(env),
    tableName: () => tableName(env),
    queueUrl: (queue) => requireEnv(queueUrlVariable(queue), env),
    linkBaseUrl: () => (env.PUBLIC_BASE_URL ?? env.LOCAL_PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  };
}
