// Unit tests of the full-text search: trimmed, lower-cased, blank means none, bounded in length.
import { InvalidParameterError } from '../../../lib/platform/http/errors.js';
import { MAX_SEARCH_LENGTH, parseSearch } from '../../../lib/platform/query/parse-search.js';
import { expectRefusal } from './catalog-fixture.js';

describe('parseSearch', () => {
  it('trims and lower-cases', () => {
    expect(parseSearch('  Ada LOVELACE ')).toBe('ada lovelace');
    expect(parseSearch('Émile')).toBe('émile');
  });

  it('takes an absent, empty or blank value as no search', () => {
    expect(parseSearch(undefined)).toBeUndefined();
    expect(parseSearch('')).toBeUndefined();
    expect(parseSearch(' \t ')).toBeUndefined();
  });

  it(`accepts ${MAX_SEARCH_LENGTH} characters and refuses more`, () => {
    expect(parseSearch('a'.repeat(MAX_SEARCH_LENGTH))).toHaveLength(MAX_SEARCH_LENGTH);
    expect(parseSearch(` ${'a'.repeat(MAX_SEARCH_LENGTH)} `)).toHaveLength(MAX_SEARCH_LENGTH);
    expectRefusal(
      () => parseSearch('a'.repeat(MAX_SEARCH_LENGTH + 1)),
      InvalidParameterError,
      'invalid_parameter',
      'query',
      String(MAX_SEARCH_LENGTH),
    );
  });
});
