// The schedule rule of campaign sending: when a step may go out, read in the schedule's time zone with that zone's rules on the date in question (luxon does all zone arithmetic).
import { DateTime } from 'luxon';
import type * as v from 'valibot';
import type { sendingSchedule } from '../model/campaigns.js';

/** A campaign's `schedule` field as stored: a window per enabled weekday, local times HH:mm, end after start. */
export type SendingSchedule = v.InferOutput<typeof sendingSchedule>;

type Weekday = keyof SendingSchedule['enabledWeekdays'];

/** Luxon's weekday numbers, 1 = Monday to 7 = Sunday, as the schedule's keys. */
const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const MINUTE = 60_000;

/** One window's instants: open from `start` (included) to `end` (excluded), in epoch milliseconds. */
interface WindowSpan {
  start: number;
  end: number;
}

/** The zone a schedule is read in: its own, else the organization's, else UTC. */
export function scheduleZone(
  schedule: SendingSchedule | null | undefined,
  organizationTimeZone?: string | null,
): string {
  return schedule?.timeZone ?? organizationTimeZone ?? 'UTC';
}

/** Local wall time as a sortable key, `2026-03-08T02:30`. */
const wallKey = (moment: DateTime) => moment.toFormat("yyyy-MM-dd'T'HH:mm");

/**
 * The first instant at which the zone's clock on `date` reads `clock` or later. A time the clock shows twice (the
 * repeated hour when clocks go back) means its first occurrence; a time it skips (clocks go forward) means the first
 * minute that exists after it, the moment of the change.
 */
function firstInstantAtOrAfter(date: DateTime, clock: string, zone: string): number {
  const [hour, minute] = clock.split(':').map(Number);
  const wanted = DateTime.fromObject({ year: date.year, month: date.month, day: date.day, hour, minute }, { zone });
  if (wanted.day === date.day && wanted.hour === hour && wanted.minute === minute) {
    // Luxon picks either occurrence of a repeated time; getPossibleOffsets gives both, the earlier comes first in time.
    return Math.min(...wanted.getPossibleOffsets().map((moment) => moment.toMillis()));
  }
  // Skipped: luxon moved it forward past the change by the gap; step back while the clock still reads `clock` or later.
  const key = `${date.toISODate()}T${clock}`;
  let first = wanted;
  for (let previous = first.minus({ minutes: 1 }); wallKey(previous) >= key; previous = first.minus({ minutes: 1 }))
    first = previous;
  return first.toMillis();
}

/**
 * The window of one local date: from the first moment the clock reads its start to the first moment it reads its end.
 * A window wholly inside a skipped hour still opens, at the change, for one minute.
 */
function windowOn(date: DateTime, window: { start: string; end: string }, zone: string): WindowSpan {
  const start = firstInstantAtOrAfter(date, window.start, zone);
  const end = firstInstantAtOrAfter(date, window.end, zone);
  return { start, end: Math.max(end, start + MINUTE) };
}

/** Every window from the local date of `at` on, in time order; endless, so the caller stops. */
function* windowsFrom(schedule: SendingSchedule, zone: string, at: Date): Generator<WindowSpan> {
  if (!WEEKDAYS.some((day) => schedule.enabledWeekdays[day]))
    throw new RangeError('The schedule has no enabled weekday, so it never opens.');
  const local = DateTime.fromJSDate(at, { zone });
  if (!local.isValid)
    throw new RangeError(`Cannot read ${String(at)} in the time zone ${zone}: ${local.invalidReason}`);
  // Calendar dates only (no zone), so that a day whose midnight is skipped is still one whole day.
  for (let date = DateTime.utc(local.year, local.month, local.day); ; date = date.plus({ days: 1 })) {
    const window = schedule.enabledWeekdays[WEEKDAYS[date.weekday - 1]!];
    if (window) yield windowOn(date, window, zone);
  }
}

/**
 * `at` itself when it lies inside an enabled window, otherwise the start of the next window. A null schedule sends at
 * any time: `at`.
 */
export function windowMomentAtOrAfter(schedule: SendingSchedule | null, zone: string, at: Date): Date {
  return sendTimes(schedule, zone, at, 1)[0]!;
}

/**
 * When a step is due: `delayDays` calendar days in the zone after `previousAt` (the previous send, or joining for the
 * first step), so 09:00 stays 09:00 across a clock change; not before `now`; then the first window moment from there.
 * `sendFirstMessageImmediately` is the caller's to apply: it bypasses this rule for the first step only.
 */
export function nextSendAt(input: {
  schedule: SendingSchedule | null;
  zone: string;
  delayDays: number;
  previousAt: Date;
  now: Date;
}): Date {
  const { schedule, zone, delayDays, previousAt, now } = input;
  const due = DateTime.fromJSDate(previousAt, { zone }).plus({ days: delayDays });
  return windowMomentAtOrAfter(schedule, zone, new Date(Math.max(due.toMillis(), now.getTime())));
}

/**
 * The next `count` moments at or after `from` at which a scheduled step may start: `from` when inside a window (else
 * the next window's start), then the start of each following window. Without a schedule every moment is inside one
 * endless window, so the answer is `from` alone.
 */
export function sendTimes(schedule: SendingSchedule | null, zone: string, from: Date, count: number): Date[] {
  if (!schedule) return [from];
  const time = from.getTime();
  const times: Date[] = [];
  for (const window of windowsFrom(schedule, zone, from)) {
    if (times.length >= count) break;
    if (time >= window.end) continue;
    times.push(times.length === 0 && time >= window.start ? from : new Date(window.start));
  }
  return times;
}
