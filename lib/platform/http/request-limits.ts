// The limits every request meets before it is served: per key or user and per organization once authenticated, per source address on public routes.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { RateLimitedError } from './errors.js';
import type { Principal } from './principal.js';
import { type RateLimitState, rateLimitHeaders } from './rate-limit-headers.js';
import type { RouteSpec } from './route.js';

/** Who a count belongs to: an API key, a user, an organization, or a source address for one of the public buckets. */
export interface LimitSubject {
  kind: string;
  id: string;
}

export interface RateLimitWindow {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts a request of the subject and says whether it is within the limit (a refused one is not counted). */
  consume(subject: LimitSubject): Promise<RateLimitState>;
  /** The refusal this instance already gave the subject in its current window, if any: known without a table call. */
  knownRefusal(subject: LimitSubject): RateLimitState | undefined;
  /** Says whether one more request would be within the limit, without counting it. */
  peek(subject: LimitSubject): Promise<RateLimitState>;
  /** Resolves once every count taken so far is in the table. */
  written(): Promise<void>;
}

export interface RequestLimits {
  perCaller: RateLimiter;
  perOrganization: RateLimiter;
  /** The limiter of a public route's per-address window. */
  perAddress(window: RateLimitWindow): RateLimiter;
  /** The limiter of a route's own window per organization (RouteSpec.perOrganization). */
  perRoute(window: RateLimitWindow): RateLimiter;
}

type AddressLimit = NonNullable<NonNullable<RouteSpec['publicLimits']>['perIp']>;

const addressOf = (event: APIGatewayProxyEventV2, perIp: AddressLimit): LimitSubject => ({
  kind: `ip-${perIp.bucket}`,
  id: event.requestContext.http.sourceIp,
});

/** The subjects an authenticated request is counted against: its key or user, and its organization if any. */
function callerCounts(limits: RequestLimits, principal: Principal): Array<[RateLimiter, LimitSubject]> {
  const counts: Array<[RateLimiter, LimitSubject]> = [[limits.perCaller, principal]];
  // A user acting in no organization (listing their own) has no organization to count against.
  if (principal.org) counts.push([limits.perOrganization, { kind: 'org', id: principal.org }]);
  return counts;
}

/**
 * The refusal of a caller this instance refused already in the current window, with its RateLimit-* headers: known
 * before anything is read, so that a caller hammering past its limit costs no read and no count.
 */
export function knownCallerRefusal(
  limits: RequestLimits,
  principal: Principal,
): { headers: Record<string, string>; refusal: RateLimitedError } | undefined {
  for (const [limiter, subject] of callerCounts(limits, principal)) {
    const refused = limiter.knownRefusal(subject);
    if (refused) return { headers: rateLimitHeaders(refused), refusal: new RateLimitedError(refused.resetSeconds) };
  }
  return undefined;
}

/**
 * Counts an authenticated request against its key or user and its organization at once. Answers the RateLimit-*
 * headers of the tighter count (the refused one, when one is), and the refusal to throw once they are set.
 */
export async function limitCaller(
  limits: RequestLimits,
  principal: Principal,
): Promise<{ headers: Record<string, string>; refusal?: RateLimitedError }> {
  const states = await Promise.all(
    callerCounts(limits, principal).map(([limiter, subject]) => limiter.consume(subject)),
  );
  const refused = states.find((state) => !state.allowed);
  const shown = refused ?? states.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  return {
    headers: rateLimitHeaders(shown),
    refusal: refused && new RateLimitedError(refused.resetSeconds),
  };
}

/**
 * Before a public route serves: counts the request against its address when the route counts every request, or, when
 * it counts failures only, refuses an address that has failed too often already (a guesser's next guess is refused
 * even if it would be right).
 */
export async function limitAddressBefore(
  limits: RequestLimits,
  route: RouteSpec | undefined,
  event: APIGatewayProxyEventV2,
): Promise<void> {
  const perIp = route?.publicLimits?.perIp;
  if (!perIp) return;
  const limiter = limits.perAddress(perIp);
  const state = await (perIp.counts === 'requests' ? limiter.consume : limiter.peek)(addressOf(event, perIp));
  if (!state.allowed) throw new RateLimitedError(state.resetSeconds);
}

/** Statuses that say an address or secret was guessed wrong. */
const GUESS_FAILURES = new Set([401, 404]);

/** After a public route answered: a refusal as unknown or unauthorized counts against its address. */
export async function limitAddressAfter(
  limits: RequestLimits,
  route: RouteSpec | undefined,
  event: APIGatewayProxyEventV2,
  status: number,
): Promise<void> {
  const perIp = route?.publicLimits?.perIp;
  if (perIp?.counts !== 'failures' || !GUESS_FAILURES.has(status)) return;
  await limits.perAddress(perIp).consume(addressOf(event, perIp));
}

/**
 * Counts a request against its route's own limit per organization (per caller where it acts in none), when the route
 * has one. Answers the refusal to throw, with its RateLimit-* headers; nothing when the request is within the limit.
 */
export async function limitRoute(
  limits: RequestLimits,
  route: RouteSpec | undefined,
  principal: Principal,
): Promise<{ headers: Record<string, string>; refusal: RateLimitedError } | undefined> {
  const own = route?.perOrganization;
  if (!own) return undefined;
  const subject = principal.org
    ? { kind: `org-${own.bucket}`, id: principal.org }
    : { kind: `${principal.kind}-${own.bucket}`, id: principal.id };
  const state = await limits.perRoute(own).consume(subject);
  if (state.allowed) return undefined;
  return { headers: rateLimitHeaders(state), refusal: new RateLimitedError(state.resetSeconds) };
}
