// Unit tests of ISO 8601 date parsing: date-only and zoned date-times, real calendar dates only.
import { nextUtcDay, parseDate } from '../../../lib/platform/query/parse-date.js';

const iso = (raw: string) => parseDate(raw)?.instant.toISOString();

describe('parseDate', () => {
  it('parses a date-only value as its UTC midnight', () => {
    expect(parseDate('2024-03-05')).toEqual({ instant: new Date('2024-03-05T00:00:00.000Z'), dateOnly: true });
  });

  it.each([
    ['2024-03-05T10:20:30Z', '2024-03-05T10:20:30.000Z'],
    ['2024-03-05T10:20Z', '2024-03-05T10:20:00.000Z'],
    ['2024-03-05T10:20:30.5Z', '2024-03-05T10:20:30.500Z'],
    ['2024-03-05T10:20:30.570Z', '2024-03-05T10:20:30.570Z'],
    ['2024-03-05T10:20:30.123456789Z', '2024-03-05T10:20:30.123Z'],
    ['2024-03-05T01:00:00+02:00', '2024-03-04T23:00:00.000Z'],
    ['2024-03-05T23:30:00-05:30', '2024-03-06T05:00:00.000Z'],
    ['0050-01-01T00:00:00Z', '0050-01-01T00:00:00.000Z'],
  ])('normalizes %s to %s', (raw, expected) => {
    expect(parseDate(raw)).toEqual({ instant: new Date(expected), dateOnly: false });
  });

  it('accepts leap days of leap years only', () => {
    expect(iso('2024-02-29')).toBe('2024-02-29T00:00:00.000Z');
    expect(iso('2000-02-29')).toBe('2000-02-29T00:00:00.000Z');
    expect(parseDate('2023-02-29')).toBeUndefined();
    expect(parseDate('1900-02-29')).toBeUndefined();
  });

  it.each([
    '',
    '2024',
    '2024-03',
    '20240305',
    '2024-3-5',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-01-00',
    '2024-03-05T10:20:30',
    '2024-03-05 10:20:30Z',
    '2024-03-05T10:20:30 02:00',
    '2024-03-05T24:00:00Z',
    '2024-03-05T10:60:00Z',
    '2024-03-05T10:20:60Z',
    '2024-03-05T10:20:30+24:00',
    '2024-03-05T10:20:30+02:60',
    '2024-03-05T10:20:30+0200',
    '2024-03-05t10:20:30z',
    ' 2024-03-05',
    '1709632800000',
    'yesterday',
  ])('refuses %p', (raw) => {
    expect(parseDate(raw)).toBeUndefined();
  });
});

describe('nextUtcDay', () => {
  it.each([
    ['2024-03-05', '2024-03-06'],
    ['2024-01-31', '2024-02-01'],
    ['2024-02-28', '2024-02-29'],
    ['2024-02-29', '2024-03-01'],
    ['2023-02-28', '2023-03-01'],
    ['2024-12-31', '2025-01-01'],
  ])('after %s comes %s', (day, next) => {
    expect(nextUtcDay(new Date(`${day}T00:00:00Z`)).toISOString()).toBe(`${next}T00:00:00.000Z`);
  });
});
