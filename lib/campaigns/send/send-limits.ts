// The sending limits, pure: a connection's and a campaign's daily limits in any 24 hours, a connection's spacing, and
// the organization's cap per UTC day across all its connections.
export const DAY_MS = 24 * 60 * 60_000;

/** Messages one organization may send in a UTC day when the deployment sets no ORGANIZATION_DAILY_SEND_CAP. */
export const DEFAULT_ORGANIZATION_DAILY_SEND_CAP = 2000;

/** A connection's daily limit when its record has none (the connections family's default). */
export const DEFAULT_CONNECTION_DAILY_LIMIT = 50;

/** Default spacing of two sends from one connection, when its record has none. */
export const DEFAULT_MIN_INTERVAL_SECONDS = 60;

export interface LimitInput {
  now: number;
  /** Send times (epoch ms) of the connection and of the campaign; older than 24 hours are ignored. */
  connectionTimes: readonly number[];
  campaignTimes: readonly number[];
  connectionDailyLimit: number;
  campaignDailyLimit: number | null;
  minIntervalSeconds: number;
  /** The organization's sends so far in the UTC day of `now`, and how many it may make in one. */
  organizationSentToday: number;
  organizationDailyCap: number;
}

/** The UTC day of a moment (`2030-01-07`): the organization's cap counts per day. */
export function utcDayOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The start of the UTC day after the one of `at` (epoch ms). */
function nextUtcDay(at: number): number {
  const day = new Date(at);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
}

/** The times of the last 24 hours, oldest first. */
export function recent(times: readonly number[], now: number): number[] {
  return times.filter((time) => time > now - DAY_MS).sort((a, b) => a - b);
}

/** The first moment at which `limit` sends fit in the 24 hours before it, given `times` (oldest first). */
function roomAt(times: readonly number[], limit: number, now: number): number {
  if (times.length < limit) return now;
  // The oldest sends must leave the window until only limit - 1 are left in it.
  return times[times.length - limit]! + DAY_MS;
}

/** The first moment at or after `now` at which every limit has room for one more send. */
export function nextMomentWithRoom(input: LimitInput): number {
  const connection = recent(input.connectionTimes, input.now);
  const campaign = recent(input.campaignTimes, input.now);
  const last = connection[connection.length - 1];
  return Math.max(
    input.now,
    roomAt(connection, input.connectionDailyLimit, input.now),
    input.campaignDailyLimit === null ? input.now : roomAt(campaign, input.campaignDailyLimit, input.now),
    input.organizationSentToday < input.organizationDailyCap ? input.now : nextUtcDay(input.now),
    // Without spacing, a send a concurrent sender logged a moment after `now` holds nothing back.
    last === undefined || input.minIntervalSeconds <= 0 ? input.now : last + input.minIntervalSeconds * 1000,
  );
}
