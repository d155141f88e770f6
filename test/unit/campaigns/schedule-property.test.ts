// Property tests of the schedule rule against a minute-by-minute reference model that reads wall time with Intl, over
// random schedules, zones and instants of 2026 (biased towards the clock changes and the small hours they move).
import fc from 'fast-check';
import {
  type SendingSchedule,
  sendTimes,
  windowMomentAtOrAfter,
} from '../../../lib/campaigns/schedule/campaign-schedule.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR_START = Date.UTC(2026, 0, 1);
const YEAR_END = Date.UTC(2027, 0, 1);

const ZONES = [
  'America/New_York',
  'Europe/Berlin',
  'Australia/Sydney',
  'UTC',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'America/St_Johns',
] as const;

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The offset of `zone` from UTC at `ms`, in minutes, read with Intl (not luxon, which the code under test uses). */
function offsetAt(zone: string, ms: number): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(ms)) parts[part.type] = Number(part.value);
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return (local - Math.floor(ms / MINUTE) * MINUTE) / MINUTE;
}

interface WallTime {
  /** The local date as days since 1970-01-01. */
  date: number;
  minutes: number;
  /** 0 = Monday, as WEEKDAYS. */
  weekday: number;
}

/**
 * Reads the wall clock of `zone`. Intl is slow, so it asks for the offset once an hour when the offsets at the hour's
 * first and last minute agree (no zone changes twice within an hour), and every minute of an hour that holds a change.
 */
function wallClockOf(zone: string): (ms: number) => WallTime {
  let hour = Number.NaN;
  let hourOffset: number | undefined;
  return (ms) => {
    const start = Math.floor(ms / HOUR) * HOUR;
    if (start !== hour) {
      hour = start;
      const offset = offsetAt(zone, start);
      hourOffset = offset === offsetAt(zone, start + HOUR - MINUTE) ? offset : undefined;
    }
    const local = ms + (hourOffset ?? offsetAt(zone, ms)) * MINUTE;
    const date = Math.floor(local / DAY);
    // 1970-01-01 was a Thursday.
    return { date, minutes: Math.floor((local - date * DAY) / MINUTE), weekday: (date + 3) % 7 };
  };
}

const clockMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

/**
 * The rule, minute by minute: a date's window opens at the first minute whose wall time on that date reads its start or
 * later, and closes at the first later minute whose wall time reads its end or later (so a window wholly in a skipped
 * hour is open for one minute). Walks from well before the local date of `at` (so each date is seen from its
 * beginning) to `horizon` after `at`, or further until a window is found; answers the first moment at or after `at`
 * inside a window, and every opening it walked past.
 */
function reference(schedule: SendingSchedule, zone: string, at: number, horizon: number) {
  // Each weekday's window in minutes of the day, read once rather than every minute.
  const windows = WEEKDAYS.map((day) => {
    const window = schedule.enabledWeekdays[day];
    return window && { start: clockMinutes(window.start), end: clockMinutes(window.end) };
  });
  const opened = new Map<number, number>();
  const closed = new Set<number>();
  const openings: number[] = [];
  let first: number | undefined;
  const wall = wallClockOf(zone);
  for (let t = Math.floor(at / MINUTE) * MINUTE - 27 * HOUR; t <= at + horizon || first === undefined; t += MINUTE) {
    if (t > at + 8 * DAY) break;
    const clock = wall(t);
    const window = windows[clock.weekday];
    let inside = false;
    if (window) {
      const openedAt = opened.get(clock.date);
      if (openedAt === undefined) {
        if (clock.minutes >= window.start) {
          opened.set(clock.date, t);
          openings.push(t);
          inside = true;
        }
      } else if (!closed.has(clock.date)) {
        if (t > openedAt && clock.minutes >= window.end) closed.add(clock.date);
        else inside = true;
      }
    }
    // Within one minute nothing changes, so `at` is inside when the minute that holds it is.
    if (first === undefined && inside && t + MINUTE > at) first = Math.max(t, at);
  }
  return { first, openings, walkedTo: Math.max(at + horizon, first ?? 0) };
}

/** Each zone's clock changes in 2026 (to the hour after), found by reading its offset every hour. */
const changes = new Map<string, number[]>(
  ZONES.map((zone) => {
    const found: number[] = [];
    for (let t = YEAR_START + HOUR; t < YEAR_END; t += HOUR) {
      if (offsetAt(zone, t) !== offsetAt(zone, t - HOUR)) found.push(t);
    }
    return [zone, found];
  }),
);

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A window, its start often in the small hours where clocks change, its length often short. */
const windowArbitrary = fc
  .tuple(
    fc.oneof(fc.integer({ min: 0, max: 1438 }), fc.integer({ min: 0, max: 240 })),
    fc.oneof(fc.integer({ min: 1, max: 90 }), fc.integer({ min: 1, max: 1439 })),
  )
  .map(([start, length]) => ({ start: clock(start), end: clock(Math.min(start + length, 1439)) }));

const scheduleArbitrary: fc.Arbitrary<SendingSchedule> = fc
  .tuple(...WEEKDAYS.map(() => fc.option(windowArbitrary, { nil: undefined })))
  .filter((windows) => windows.some(Boolean))
  .map((windows) => ({
    enabledWeekdays: Object.fromEntries(
      WEEKDAYS.flatMap((day, index) => (windows[index] ? [[day, windows[index]]] : [])),
    ) as SendingSchedule['enabledWeekdays'],
  }));

/** A zone and an instant of 2026: anywhere, or within a few days before (and one after) one of the zone's changes. */
const zoneAndInstant = fc.constantFrom(...ZONES).chain((zone) => {
  const anywhere = fc.integer({ min: YEAR_START, max: YEAR_END - 1 });
  const zoneChanges = changes.get(zone)!;
  const nearChange =
    zoneChanges.length === 0
      ? anywhere
      : fc
          .constantFrom(...zoneChanges)
          .chain((change) => fc.integer({ min: change - 3 * DAY, max: change + DAY }))
          // Whole minutes, seconds or milliseconds: `at` need not be on a minute.
          .chain((ms) => fc.constantFrom(ms, ms - (ms % MINUTE), ms - (ms % 1000)));
  return fc.tuple(fc.constant(zone), fc.oneof(anywhere, nearChange));
});

describe('the schedule against a minute-by-minute reference', () => {
  it('finds the clock changes the generators aim at', () => {
    expect(changes.get('UTC')).toEqual([]);
    expect(changes.get('Asia/Kolkata')).toEqual([]);
    expect(changes.get('America/New_York')).toEqual([Date.UTC(2026, 2, 8, 7), Date.UTC(2026, 10, 1, 6)]);
    expect(changes.get('Pacific/Chatham')).toHaveLength(2);
  });

  it('windowMomentAtOrAfter and sendTimes agree with the reference', () => {
    fc.assert(
      fc.property(scheduleArbitrary, zoneAndInstant, (schedule, [zone, at]) => {
        const { first, openings, walkedTo } = reference(schedule, zone, at, 2 * DAY);
        // Every schedule here has an enabled weekday, so a window opens within 8 days.
        expect(first).toBeDefined();
        expect(windowMomentAtOrAfter(schedule, zone, new Date(at)).getTime()).toBe(first);
        const expected = [first, ...openings.filter((opening) => opening > first!)];
        // 12 windows take at least 12 dates, more than the walk covers.
        const actual = sendTimes(schedule, zone, new Date(at), 12)
          .map((time) => time.getTime())
          .filter((time) => time <= walkedTo);
        expect(actual).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
