// Unit tests of the page size: an integer from 1 to 100, 25 by default.
import { InvalidParameterError } from '../../../lib/platform/http/errors.js';
import { parseLimit } from '../../../lib/platform/query/parse-limit.js';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../../../lib/platform/query/types.js';
import { expectRefusal } from './catalog-fixture.js';

describe('parseLimit', () => {
  it('defaults to 25', () => {
    expect(parseLimit(undefined)).toBe(DEFAULT_LIMIT);
    expect(DEFAULT_LIMIT).toBe(25);
  });

  it.each([
    ['1', 1],
    ['25', 25],
    ['100', MAX_LIMIT],
    ['010', 10],
  ])('accepts %p', (raw, expected) => {
    expect(parseLimit(raw)).toBe(expected);
  });

  it.each(['0', '101', '1000000000000000000000', '1.5', '1e2', '-1', 'abc', '', ' 5', '0x10'])('refuses %p', (raw) => {
    expectRefusal(() => parseLimit(raw), InvalidParameterError, 'invalid_parameter', 'limit', '1 to 100');
  });
});
