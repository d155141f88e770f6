// Unit tests of filter value typing: numbers, booleans, dates and strings, and the errors for malformed ones.
import { InvalidFilterError } from '../../../lib/platform/http/errors.js';
import { parseDateValue, parseValue } from '../../../lib/platform/query/parse-value.js';
import { expectRefusal } from './catalog-fixture.js';

const P = 'filter.x.equals';

describe('parseValue', () => {
  it('keeps strings exactly, spaces and empty included', () => {
    expect(parseValue(' Ada ', 'string', P)).toBe(' Ada ');
    expect(parseValue('', 'string', P)).toBe('');
  });

  it.each([
    ['42', 42],
    ['-1.5', -1.5],
    ['+3', 3],
    ['.5', 0.5],
    ['1e3', 1000],
    ['2.', 2],
    ['-0', 0],
  ])('types number %p as %p', (raw, expected) => {
    expect(parseValue(raw, 'number', P)).toBe(expected);
  });

  it('turns -0 into 0', () => {
    expect(Object.is(parseValue('-0', 'number', P), 0)).toBe(true);
  });

  it.each([
    '',
    ' ',
    ' 5',
    '5 ',
    'abc',
    '0x10',
    '0b1',
    '0o7',
    'Infinity',
    '-Infinity',
    'NaN',
    '1e999',
    '1,5',
    '1_000',
    '.',
    '-',
  ])('refuses number %p naming the parameter', (raw) => {
    expectRefusal(
      () => parseValue(raw, 'number', 'filter.score.gt'),
      InvalidFilterError,
      'invalid_filter',
      'filter.score.gt',
      'number',
    );
  });

  it('types booleans exactly', () => {
    expect(parseValue('true', 'boolean', P)).toBe(true);
    expect(parseValue('false', 'boolean', P)).toBe(false);
  });

  it.each(['TRUE', 'True', '1', '0', 'yes', ''])('refuses boolean %p', (raw) => {
    expectRefusal(
      () => parseValue(raw, 'boolean', 'filter.isActive.equals'),
      InvalidFilterError,
      'invalid_filter',
      'filter.isActive.equals',
      'true or false',
    );
  });

  it('normalizes dates to UTC instants with milliseconds', () => {
    expect(parseValue('2024-03-05', 'date', P)).toBe('2024-03-05T00:00:00.000Z');
    expect(parseValue('2024-03-05T01:00:00+01:00', 'date', P)).toBe('2024-03-05T00:00:00.000Z');
  });

  it('refuses a malformed date, hinting that a + offset must be encoded', () => {
    expectRefusal(
      () => parseValue('2024-03-05T01:00:00 01:00', 'date', 'filter.createdAt.gt'),
      InvalidFilterError,
      'invalid_filter',
      'filter.createdAt.gt',
      'ISO 8601',
      '%2B',
    );
  });
});

describe('parseDateValue', () => {
  it('keeps whether the value was date-only', () => {
    expect(parseDateValue('2024-03-05', P).dateOnly).toBe(true);
    expect(parseDateValue('2024-03-05T00:00:00Z', P).dateOnly).toBe(false);
  });

  it('refuses an impossible date', () => {
    expectRefusal(
      () => parseDateValue('2023-02-29', 'filter.createdAt.equals'),
      InvalidFilterError,
      'invalid_filter',
      'filter.createdAt.equals',
    );
  });
});
