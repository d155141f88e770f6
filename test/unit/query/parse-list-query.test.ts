// Unit tests of the query language's entry point: a raw query string to a ListQuery, end to end.
import { InvalidFilterError, InvalidParameterError } from '../../../lib/platform/http/errors.js';
import { parseListQuery, type ListQueryOptions } from '../../../lib/platform/query/parse-list-query.js';
import { catalog, expectRefusal, field } from './catalog-fixture.js';

const list: ListQueryOptions = { idPrefix: 'con', mode: 'list' };
const count: ListQueryOptions = { idPrefix: 'con', mode: 'count' };
const ID = 'con_01HV6Z8K3M9QJ2X7T4R5N6P0WY';

describe('parseListQuery', () => {
  it('gives the defaults for an empty query string', () => {
    expect(parseListQuery('', catalog, list)).toEqual({
      filters: [],
      search: undefined,
      select: undefined,
      limit: 25,
      orderBy: field('createdAt'),
      sort: 'desc',
    });
  });

  it('uses the resource default order', () => {
    expect(parseListQuery('', catalog, { ...list, defaultOrderBy: 'name' }).orderBy).toBe(field('name'));
  });

  it('parses every parameter together', () => {
    const raw = [
      'query=%20Ada%20',
      'filter.customProperties.tier.in=gold,silver',
      'filter.createdAt.equals=2024-02-29',
      'filter.score.gt=1',
      'filter.score.gt=2',
      'select[]=name',
      'select[]=email,name',
      'limit=10',
      'orderBy=score',
      'sort=asc',
      `startingAfter=${ID}`,
    ].join('&');
    expect(parseListQuery(raw, catalog, list)).toEqual({
      filters: [
        { field: field('customProperties.tier'), operator: 'in', values: ['gold', 'silver'] },
        { field: field('createdAt'), operator: 'gte', values: ['2024-02-29T00:00:00.000Z'] },
        { field: field('createdAt'), operator: 'lt', values: ['2024-03-01T00:00:00.000Z'] },
        { field: field('score'), operator: 'gt', values: [1] },
        { field: field('score'), operator: 'gt', values: [2] },
      ],
      search: 'ada',
      select: ['name', 'email'],
      limit: 10,
      orderBy: field('score'),
      sort: 'asc',
      startingAfter: ID,
    });
  });

  it('decodes before splitting: an encoded comma separates values too, so a literal comma cannot be sent', () => {
    const [filter] = parseListQuery('filter.name.in=Smith%2C%20Ada,Bob', catalog, list).filters;
    expect(filter?.values).toEqual(['Smith', ' Ada', 'Bob']);
  });

  it('decodes other special characters in values', () => {
    expect(parseListQuery('filter.email.equals=ada%2Btag%40example.com', catalog, list).filters[0]?.values).toEqual([
      'ada+tag@example.com',
    ]);
    // An unencoded + is a space, so a + offset must be sent as %2B.
    expect(parseListQuery('filter.createdAt.gt=2024-03-05T10:00:00%2B02:00', catalog, list).filters[0]?.values).toEqual(
      ['2024-03-05T08:00:00.000Z'],
    );
    expectRefusal(
      () => parseListQuery('filter.createdAt.gt=2024-03-05T10:00:00+02:00', catalog, list),
      InvalidFilterError,
      'invalid_filter',
      'filter.createdAt.gt',
      '%2B',
    );
  });

  it('counts with filters and search, the rest at their defaults', () => {
    const query = parseListQuery('query=ada&filter.tags.isEmpty=false', catalog, count);
    expect(query.search).toBe('ada');
    expect(query.filters).toEqual([{ field: field('tags'), operator: 'isEmpty', values: [false] }]);
    expect(query.limit).toBe(25);
  });

  it.each([
    ['filter.emial.equals=a', InvalidFilterError, 'invalid_filter', ['filter.emial.equals', 'did you mean email?']],
    ['filter.name.gt=a', InvalidFilterError, 'invalid_filter', ['filter.name.gt', 'equals, not']],
    ['filter.score.equals=ten', InvalidFilterError, 'invalid_filter', ['filter.score.equals', 'number']],
    ['limt=5', InvalidParameterError, 'invalid_parameter', ['limt', 'did you mean limit?']],
    ['limit=0', InvalidParameterError, 'invalid_parameter', ['limit']],
    ['limit=101', InvalidParameterError, 'invalid_parameter', ['limit']],
    ['sort=up', InvalidParameterError, 'invalid_parameter', ['sort']],
    ['orderBy=nmae', InvalidParameterError, 'invalid_parameter', ['orderBy', 'did you mean name?']],
    [
      `startingAfter=${ID}&endingBefore=${ID}`,
      InvalidParameterError,
      'invalid_parameter',
      ['startingAfter', 'endingBefore'],
    ],
    [
      'startingAfter=cmp_01HV6Z8K3M9QJ2X7T4R5N6P0WY',
      InvalidParameterError,
      'invalid_parameter',
      ['startingAfter', 'con'],
    ],
    ['endingBefore=nope', InvalidParameterError, 'invalid_parameter', ['endingBefore']],
    ['select[]=name&select[]=emial', InvalidParameterError, 'invalid_parameter', ['select[]', 'did you mean email?']],
    ['limit=5&limit=5', InvalidParameterError, 'invalid_parameter', ['limit', 'more than once']],
    [`query=${'a'.repeat(10_001)}`, InvalidParameterError, 'invalid_parameter', ['query']],
  ] as const)('refuses %s', (raw, type, code, mentions) => {
    expectRefusal(() => parseListQuery(raw, catalog, list), type, code, ...mentions);
  });

  it.each(['limit=5', 'select[]=name', `startingAfter=${ID}`, 'orderBy=name', 'sort=asc'])(
    'refuses %s in count',
    (raw) => {
      expectRefusal(
        () => parseListQuery(raw, catalog, count),
        InvalidParameterError,
        'invalid_parameter',
        raw.slice(0, raw.indexOf('=')),
        'count',
      );
    },
  );
});
