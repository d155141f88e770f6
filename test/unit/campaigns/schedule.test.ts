// The schedule rule across clock changes: the six changes of 2026 in New York, Berlin and Sydney, windows that start in a
// skipped or repeated hour, and step delays that span a change.
import {
  nextSendAt,
  type SendingSchedule,
  scheduleZone,
  sendTimes,
  windowMomentAtOrAfter,
} from '../../../lib/campaigns/schedule/campaign-schedule.js';

type Window = { start: string; end: string };

/** The same window every day of the week. */
const daily = (start: string, end: string, timeZone?: string): SendingSchedule => {
  const window: Window = { start, end };
  return {
    enabledWeekdays: {
      monday: window,
      tuesday: window,
      wednesday: window,
      thursday: window,
      friday: window,
      saturday: window,
      sunday: window,
    },
    ...(timeZone ? { timeZone } : {}),
  };
};

const at = (iso: string) => new Date(iso);
const moment = (schedule: SendingSchedule | null, zone: string, iso: string) =>
  windowMomentAtOrAfter(schedule, zone, at(iso)).toISOString();
const times = (schedule: SendingSchedule | null, zone: string, iso: string, count: number) =>
  sendTimes(schedule, zone, at(iso), count).map((time) => time.toISOString());

describe('a window in ordinary hours on the day of each clock change keeps its local time', () => {
  // 09:00-17:00 every day, asked the evening before the day before: the day before, the day of the change and the day
  // after open at 09:00 local, whose UTC time moves by the change.
  it.each([
    [
      'America/New_York',
      '2026-03-07T03:00:00Z',
      ['2026-03-07T14:00:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-09T13:00:00.000Z'],
    ],
    [
      'America/New_York',
      '2026-10-31T03:00:00Z',
      ['2026-10-31T13:00:00.000Z', '2026-11-01T14:00:00.000Z', '2026-11-02T14:00:00.000Z'],
    ],
    [
      'Europe/Berlin',
      '2026-03-28T03:00:00Z',
      ['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z'],
    ],
    [
      'Europe/Berlin',
      '2026-10-24T03:00:00Z',
      ['2026-10-24T07:00:00.000Z', '2026-10-25T08:00:00.000Z', '2026-10-26T08:00:00.000Z'],
    ],
    [
      'Australia/Sydney',
      '2026-04-03T12:00:00Z',
      ['2026-04-03T22:00:00.000Z', '2026-04-04T23:00:00.000Z', '2026-04-05T23:00:00.000Z'],
    ],
    [
      'Australia/Sydney',
      '2026-10-02T12:00:00Z',
      ['2026-10-02T23:00:00.000Z', '2026-10-03T22:00:00.000Z', '2026-10-04T22:00:00.000Z'],
    ],
  ])('%s from %s', (zone, from, expected) => {
    expect(times(daily('09:00', '17:00'), zone, from, 3)).toEqual(expected);
  });

  it('closes at the end of the window by local time on the day of the change (Berlin, spring)', () => {
    // 16:59 CEST is inside, 17:00 CEST (15:00 UTC) is the end: the next moment is the next day's 09:00 CEST.
    expect(moment(daily('09:00', '17:00'), 'Europe/Berlin', '2026-03-29T14:59:00Z')).toBe('2026-03-29T14:59:00.000Z');
    expect(moment(daily('09:00', '17:00'), 'Europe/Berlin', '2026-03-29T15:00:00Z')).toBe('2026-03-30T07:00:00.000Z');
  });
});

describe('a window whose start is skipped opens at the first minute that exists after it', () => {
  it.each([
    // New York skips 02:00-02:59 on 2026-03-08: 02:30 opens at 03:00 EDT (07:00 UTC).
    [
      'America/New_York',
      '2026-03-08T05:00:00Z',
      '02:30',
      '04:00',
      '2026-03-08T07:00:00.000Z',
      '2026-03-09T06:30:00.000Z',
    ],
    // Berlin skips 02:00-02:59 on 2026-03-29: 02:00 opens at 03:00 CEST (01:00 UTC).
    ['Europe/Berlin', '2026-03-28T23:30:00Z', '02:00', '05:00', '2026-03-29T01:00:00.000Z', '2026-03-30T00:00:00.000Z'],
    // Sydney skips 02:00-02:59 on 2026-10-04: 02:45 opens at 03:00 AEDT (16:00 UTC the day before).
    [
      'Australia/Sydney',
      '2026-10-03T14:00:00Z',
      '02:45',
      '06:00',
      '2026-10-03T16:00:00.000Z',
      '2026-10-04T15:45:00.000Z',
    ],
  ])('%s from %s, window %s-%s', (zone, from, start, end, opening, nextDay) => {
    expect(times(daily(start, end), zone, from, 2)).toEqual([opening, nextDay]);
  });

  it('is open from the change until its end, and not before the change', () => {
    const schedule = daily('02:30', '04:00');
    // 01:59 EST (06:59 UTC) is before the window; 03:00 EDT is its first minute; 03:59 EDT its last.
    expect(moment(schedule, 'America/New_York', '2026-03-08T06:59:00Z')).toBe('2026-03-08T07:00:00.000Z');
    expect(moment(schedule, 'America/New_York', '2026-03-08T07:59:00Z')).toBe('2026-03-08T07:59:00.000Z');
    expect(moment(schedule, 'America/New_York', '2026-03-08T08:00:00Z')).toBe('2026-03-09T06:30:00.000Z');
  });

  it('opens for its first existing minute when the whole window is skipped', () => {
    const schedule = daily('02:10', '02:50');
    expect(moment(schedule, 'America/New_York', '2026-03-08T05:00:00Z')).toBe('2026-03-08T07:00:00.000Z');
    expect(moment(schedule, 'America/New_York', '2026-03-08T07:01:00Z')).toBe('2026-03-09T06:10:00.000Z');
  });

  it('closes at the change when only its end is skipped', () => {
    // 01:00-02:30 on 2026-03-08 in New York: open 01:00-01:59 EST, closed from 03:00 EDT on.
    const schedule = daily('01:00', '02:30');
    expect(moment(schedule, 'America/New_York', '2026-03-08T06:59:00Z')).toBe('2026-03-08T06:59:00.000Z');
    expect(moment(schedule, 'America/New_York', '2026-03-08T07:00:00Z')).toBe('2026-03-09T05:00:00.000Z');
  });
});

describe('a window in the repeated hour means the first time the clock shows its boundaries', () => {
  it.each([
    // New York repeats 01:00-01:59 on 2026-11-01 (EDT, then EST): 01:15-01:45 is 05:15-05:45 UTC, not 06:15-06:45.
    [
      'America/New_York',
      '01:15',
      '01:45',
      '2026-11-01T04:00:00Z',
      '2026-11-01T05:15:00.000Z',
      '2026-11-01T05:45:00Z',
      '2026-11-02T06:15:00.000Z',
    ],
    // Berlin repeats 02:00-02:59 on 2026-10-25 (CEST, then CET): 02:15 CEST is 00:15 UTC.
    [
      'Europe/Berlin',
      '02:15',
      '02:45',
      '2026-10-24T23:00:00Z',
      '2026-10-25T00:15:00.000Z',
      '2026-10-25T00:45:00Z',
      '2026-10-26T01:15:00.000Z',
    ],
    // Sydney repeats 02:00-02:59 on 2026-04-05 (AEDT, then AEST): 02:15 AEDT is 15:15 UTC the day before.
    [
      'Australia/Sydney',
      '02:15',
      '02:45',
      '2026-04-04T14:00:00Z',
      '2026-04-04T15:15:00.000Z',
      '2026-04-04T15:45:00Z',
      '2026-04-05T16:15:00.000Z',
    ],
  ])(
    '%s: %s-%s opens on the first pass and stays closed on the second',
    (zone, start, end, from, opening, firstEnd, nextDay) => {
      const schedule = daily(start, end);
      expect(moment(schedule, zone, from)).toBe(opening);
      // At the first pass's end, the second pass of the same clock times is outside: the next window is the next day's.
      expect(moment(schedule, zone, firstEnd)).toBe(nextDay);
      expect(times(schedule, zone, from, 2)).toEqual([opening, nextDay]);
    },
  );

  it('keeps a window that spans the repeated hour open through both passes', () => {
    // 01:30-02:30 in New York on 2026-11-01: from 01:30 EDT (05:30 UTC) to 02:30 EST (07:30 UTC), two hours.
    const schedule = daily('01:30', '02:30');
    expect(moment(schedule, 'America/New_York', '2026-11-01T05:00:00Z')).toBe('2026-11-01T05:30:00.000Z');
    expect(moment(schedule, 'America/New_York', '2026-11-01T06:10:00Z')).toBe('2026-11-01T06:10:00.000Z');
    expect(moment(schedule, 'America/New_York', '2026-11-01T07:29:00Z')).toBe('2026-11-01T07:29:00.000Z');
    expect(moment(schedule, 'America/New_York', '2026-11-01T07:30:00Z')).toBe('2026-11-02T06:30:00.000Z');
  });
});

describe('nextSendAt', () => {
  const weekdays9to17 = (timeZone: string): SendingSchedule => ({
    enabledWeekdays: {
      monday: { start: '09:00', end: '17:00' },
      tuesday: { start: '09:00', end: '17:00' },
      wednesday: { start: '09:00', end: '17:00' },
      thursday: { start: '09:00', end: '17:00' },
      friday: { start: '09:00', end: '17:00' },
    },
    timeZone,
  });

  it.each([
    // One calendar day from 09:00 local on the day before each change lands at 09:00 local: 23 or 25 hours later.
    ['America/New_York', '2026-03-07T14:00:00Z', '2026-03-08T13:00:00.000Z'],
    ['America/New_York', '2026-10-31T13:00:00Z', '2026-11-01T14:00:00.000Z'],
    ['Europe/Berlin', '2026-03-28T08:00:00Z', '2026-03-29T07:00:00.000Z'],
    ['Europe/Berlin', '2026-10-24T07:00:00Z', '2026-10-25T08:00:00.000Z'],
    ['Australia/Sydney', '2026-04-03T22:00:00Z', '2026-04-04T23:00:00.000Z'],
    ['Australia/Sydney', '2026-10-02T23:00:00Z', '2026-10-03T22:00:00.000Z'],
  ])('a one-day delay across the change in %s keeps 09:00 local', (zone, previous, expected) => {
    const previousAt = at(previous);
    expect(
      nextSendAt({ schedule: daily('09:00', '17:00'), zone, delayDays: 1, previousAt, now: previousAt }).toISOString(),
    ).toBe(expected);
  });

  it('then waits for the next window (a Saturday in Berlin waits for Monday 09:00)', () => {
    // Friday 2026-03-27 16:00 CET + 1 day = Saturday 16:00; the next weekday window is Monday 2026-03-30 09:00 CEST.
    const previousAt = at('2026-03-27T15:00:00Z');
    const next = nextSendAt({
      schedule: weekdays9to17('Europe/Berlin'),
      zone: 'Europe/Berlin',
      delayDays: 1,
      previousAt,
      now: previousAt,
    });
    expect(next.toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });

  it('is never before now', () => {
    const next = nextSendAt({
      schedule: null,
      zone: 'UTC',
      delayDays: 2,
      previousAt: at('2026-01-01T10:00:00Z'),
      now: at('2026-02-01T10:00:00Z'),
    });
    expect(next.toISOString()).toBe('2026-02-01T10:00:00.000Z');
  });

  it('counts calendar days with no schedule too, and zero days is the previous send itself', () => {
    const previousAt = at('2026-03-07T14:00:00Z');
    const input = { schedule: null, zone: 'America/New_York', previousAt, now: previousAt };
    expect(nextSendAt({ ...input, delayDays: 1 }).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(nextSendAt({ ...input, delayDays: 0 }).toISOString()).toBe('2026-03-07T14:00:00.000Z');
  });
});

describe('sendTimes and the zone', () => {
  it('starts with `from` when it lies inside a window, then each following window start', () => {
    expect(times(daily('09:00', '17:00'), 'UTC', '2026-06-01T10:30:15.500Z', 3)).toEqual([
      '2026-06-01T10:30:15.500Z',
      '2026-06-02T09:00:00.000Z',
      '2026-06-03T09:00:00.000Z',
    ]);
  });

  it('skips weekdays that are not enabled', () => {
    const mondays: SendingSchedule = { enabledWeekdays: { monday: { start: '08:00', end: '09:00' } } };
    // 2026-06-03 is a Wednesday; Kolkata is UTC+05:30.
    expect(times(mondays, 'Asia/Kolkata', '2026-06-03T00:00:00Z', 2)).toEqual([
      '2026-06-08T02:30:00.000Z',
      '2026-06-15T02:30:00.000Z',
    ]);
  });

  it('answers `from` alone without a schedule, and refuses a schedule with no weekday', () => {
    expect(times(null, 'UTC', '2026-06-01T03:00:00Z', 5)).toEqual(['2026-06-01T03:00:00.000Z']);
    expect(() => sendTimes({ enabledWeekdays: {} }, 'UTC', at('2026-06-01T03:00:00Z'), 1)).toThrow(RangeError);
  });

  it('reads the schedule in its own zone, else the organization zone, else UTC', () => {
    expect(scheduleZone(daily('09:00', '10:00', 'Europe/Berlin'), 'Asia/Kolkata')).toBe('Europe/Berlin');
    expect(scheduleZone(daily('09:00', '10:00'), 'Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(scheduleZone(daily('09:00', '10:00'), null)).toBe('UTC');
    expect(scheduleZone(null)).toBe('UTC');
  });
});
