// Unit tests of reading the raw query string: known, unknown, repeated and count-only parameters.
import { InvalidParameterError } from '../../../lib/platform/http/errors.js';
import { readParameters } from '../../../lib/platform/query/parse-parameters.js';
import { expectRefusal } from './catalog-fixture.js';

describe('readParameters', () => {
  it('sorts the parameters into single ones, selections and filters, in order', () => {
    const raw = 'query=ada&limit=5&select[]=name&filter.name.equals=A&select=email&filter.name.equals=B&sort=asc';
    expect(readParameters(raw, 'list')).toEqual({
      single: { query: 'ada', limit: '5', sort: 'asc' },
      select: ['name', 'email'],
      filters: [
        ['filter.name.equals', 'A'],
        ['filter.name.equals', 'B'],
      ],
    });
  });

  it('decodes names and values, + as a space, and tolerates a leading ?', () => {
    expect(readParameters('?select%5B%5D=name&query=ada+lovelace&filter.name.in=a%2Cb', 'list')).toEqual({
      single: { query: 'ada lovelace' },
      select: ['name'],
      filters: [['filter.name.in', 'a,b']],
    });
  });

  it('reads an empty query string as no parameters', () => {
    expect(readParameters('', 'list')).toEqual({ single: {}, select: [], filters: [] });
  });

  it('refuses an unknown parameter with a hint and the allowed ones', () => {
    expectRefusal(
      () => readParameters('limt=5', 'list'),
      InvalidParameterError,
      'invalid_parameter',
      'limt',
      'did you mean limit?',
      'Allowed: query, limit',
    );
    expectRefusal(
      () => readParameters('Sort=asc', 'list'),
      InvalidParameterError,
      'invalid_parameter',
      'Sort',
      'did you mean sort?',
    );
    expectRefusal(() => readParameters('cursor=x', 'list'), InvalidParameterError, 'invalid_parameter', 'cursor');
    expectRefusal(() => readParameters('=x', 'list'), InvalidParameterError, 'invalid_parameter', '(empty name)');
  });

  it('hints the filter form for a misspelt filter prefix', () => {
    expectRefusal(
      () => readParameters('filters.name.equals=a', 'list'),
      InvalidParameterError,
      'invalid_parameter',
      'filters.name.equals',
      'did you mean filter.name.equals?',
    );
    expectRefusal(
      () => readParameters('filter=a', 'list'),
      InvalidParameterError,
      'invalid_parameter',
      'filter',
      'filter.<field>.<operator>',
    );
  });

  it.each([
    'limit=1&limit=2',
    'sort=asc&sort=asc',
    'orderBy=name&orderBy=email',
    'query=a&query=b',
    'startingAfter=a&startingAfter=b',
    'endingBefore=a&endingBefore=b',
  ])('refuses the repeated single parameter in %s', (raw) => {
    const name = raw.slice(0, raw.indexOf('='));
    expectRefusal(
      () => readParameters(raw, 'list'),
      InvalidParameterError,
      'invalid_parameter',
      name,
      'more than once',
    );
  });

  it('lets count take only filters and query', () => {
    expect(readParameters('query=x&filter.score.gt=1', 'count')).toEqual({
      single: { query: 'x' },
      select: [],
      filters: [['filter.score.gt', '1']],
    });
  });

  it.each(['limit=5', 'sort=asc', 'orderBy=name', 'startingAfter=x', 'endingBefore=x', 'select[]=name', 'select=name'])(
    'refuses the list-only %s in count',
    (raw) => {
      const name = raw.slice(0, raw.indexOf('='));
      expectRefusal(
        () => readParameters(raw, 'count'),
        InvalidParameterError,
        'invalid_parameter',
        name,
        'only filters',
        'query',
      );
    },
  );

  it('hints only count parameters for an unknown one in count', () => {
    const error = expectRefusal(
      () => readParameters('qery=x', 'count'),
      InvalidParameterError,
      'invalid_parameter',
      'qery',
      'did you mean query?',
    );
    expect(error.description).not.toContain('limit');
  });
});
