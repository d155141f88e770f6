// Unit tests of filter parsing: every operator of every type, typed values, null, isEmpty, lists and whole days.
import { InvalidFilterError } from '../../../lib/platform/http/errors.js';
import { MAX_FILTER_VALUES, parseFilter } from '../../../lib/platform/query/parse-filter.js';
import { operatorsByType, type Operator, type QueryType } from '../../../lib/platform/query/types.js';
import { catalog, expectRefusal, field } from './catalog-fixture.js';

const ALL_OPERATORS = [...new Set(Object.values(operatorsByType).flat())];

/** A valid value for each type and operator. */
const sample: Record<QueryType, (operator: Operator) => string> = {
  string: (op) => (op === 'in' || op === 'notIn' ? 'a,b' : 'a'),
  number: (op) => (op === 'in' ? '1,2' : '1'),
  date: () => '2024-03-05T10:00:00Z',
  boolean: () => 'true',
  array: (op) => (op === 'isEmpty' ? 'true' : op === 'has' ? 'a' : 'a,b'),
};

const fieldOfType: Record<QueryType, string> = {
  string: 'name',
  number: 'score',
  date: 'createdAt',
  boolean: 'isActive',
  array: 'tags',
};

const cases = (Object.keys(fieldOfType) as QueryType[]).flatMap((type) =>
  ALL_OPERATORS.map((operator) => ({ type, operator, allowed: operatorsByType[type].includes(operator) })),
);

describe('parseFilter: operators by type', () => {
  it.each(cases.filter((c) => c.allowed))('accepts $operator on a $type field', ({ type, operator }) => {
    const path = fieldOfType[type];
    const [filter] = parseFilter(`filter.${path}.${operator}`, sample[type](operator), catalog);
    expect(filter?.field).toBe(field(path));
    expect(filter?.operator).toBe(operator);
  });

  it.each(cases.filter((c) => !c.allowed))('refuses $operator on a $type field', ({ type, operator }) => {
    const parameter = `filter.${fieldOfType[type]}.${operator}`;
    expectRefusal(
      () => parseFilter(parameter, sample[type](operator), catalog),
      InvalidFilterError,
      'invalid_filter',
      parameter,
      operatorsByType[type].join(', '),
    );
  });
});

describe('parseFilter: values', () => {
  it('types single values by the field type', () => {
    expect(parseFilter('filter.name.contains', 'Ada', catalog)).toEqual([
      { field: field('name'), operator: 'contains', values: ['Ada'] },
    ]);
    expect(parseFilter('filter.score.lte', '7.5', catalog)).toEqual([
      { field: field('score'), operator: 'lte', values: [7.5] },
    ]);
    expect(parseFilter('filter.isActive.not', 'false', catalog)).toEqual([
      { field: field('isActive'), operator: 'not', values: [false] },
    ]);
    expect(parseFilter('filter.customProperties.seats.gt', '10', catalog)).toEqual([
      { field: field('customProperties.seats'), operator: 'gt', values: [10] },
    ]);
  });

  it('splits multi-value operators on commas, without trimming', () => {
    expect(parseFilter('filter.name.in', 'Ada, Bob', catalog)[0]?.values).toEqual(['Ada', ' Bob']);
    expect(parseFilter('filter.name.notIn', 'a', catalog)[0]?.values).toEqual(['a']);
    expect(parseFilter('filter.score.in', '1,2,3', catalog)[0]?.values).toEqual([1, 2, 3]);
    expect(parseFilter('filter.tags.hasEvery', 'vip,new', catalog)[0]?.values).toEqual(['vip', 'new']);
    expect(parseFilter('filter.tags.hasSome', 'vip', catalog)[0]?.values).toEqual(['vip']);
  });

  it('does not split single-value operators', () => {
    expect(parseFilter('filter.name.equals', 'Smith, Ada', catalog)[0]?.values).toEqual(['Smith, Ada']);
    expect(parseFilter('filter.tags.has', 'a,b', catalog)[0]?.values).toEqual(['a,b']);
  });

  it.each(['a,,b', ',a', 'a,', ''])('refuses the empty item in %p', (raw) => {
    expectRefusal(
      () => parseFilter('filter.name.in', raw, catalog),
      InvalidFilterError,
      'invalid_filter',
      'filter.name.in',
      'empty',
    );
  });

  it(`refuses more than ${MAX_FILTER_VALUES} values`, () => {
    const raw = Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, i) => `v${i}`).join(',');
    expect(parseFilter('filter.name.in', raw.slice(0, raw.lastIndexOf(',')), catalog)[0]?.values).toHaveLength(
      MAX_FILTER_VALUES,
    );
    expectRefusal(
      () => parseFilter('filter.name.in', raw, catalog),
      InvalidFilterError,
      'invalid_filter',
      'filter.name.in',
      String(MAX_FILTER_VALUES),
    );
  });

  it('types array elements by the element type', () => {
    expect(parseFilter('filter.luckyNumbers.hasSome', '7,13', catalog)[0]?.values).toEqual([7, 13]);
    expect(parseFilter('filter.luckyNumbers.has', '7', catalog)[0]?.values).toEqual([7]);
    expect(parseFilter('filter.meetings.has', '2024-03-05T10:00:00+01:00', catalog)[0]?.values).toEqual([
      '2024-03-05T09:00:00.000Z',
    ]);
    expectRefusal(
      () => parseFilter('filter.luckyNumbers.hasEvery', '7,x', catalog),
      InvalidFilterError,
      'invalid_filter',
      'filter.luckyNumbers.hasEvery',
      'number',
    );
  });

  it.each([
    ['filter.score.equals', 'abc', 'number'],
    ['filter.score.in', '1,two', 'number'],
    ['filter.score.gt', '', 'number'],
    ['filter.customProperties.seats.lt', '0x10', 'number'],
    ['filter.isActive.equals', 'yes', 'true or false'],
    ['filter.createdAt.gt', '2024-02-30', 'ISO 8601'],
    ['filter.createdAt.lt', 'now', 'ISO 8601'],
    ['filter.tags.isEmpty', 'yes', 'true or false'],
  ])('refuses %s=%p as not %s', (parameter, raw, expected) => {
    expectRefusal(
      () => parseFilter(parameter, raw, catalog),
      InvalidFilterError,
      'invalid_filter',
      parameter,
      expected,
    );
  });
});

describe('parseFilter: null and isEmpty', () => {
  it.each(['name', 'score', 'createdAt', 'isActive', 'tags', 'company.name'])(
    'takes equals=null on %s as "empty"',
    (path) => {
      expect(parseFilter(`filter.${path}.equals`, 'null', catalog)).toEqual([
        { field: field(path), operator: 'equals', values: [null] },
      ]);
    },
  );

  it.each(['name', 'score', 'isActive'])('takes not=null on %s as "not empty"', (path) => {
    expect(parseFilter(`filter.${path}.not`, 'null', catalog)).toEqual([
      { field: field(path), operator: 'not', values: [null] },
    ]);
  });

  it('refuses not=null on a type without not', () => {
    expectRefusal(
      () => parseFilter('filter.createdAt.not', 'null', catalog),
      InvalidFilterError,
      'invalid_filter',
      'filter.createdAt.not',
    );
    expectRefusal(
      () => parseFilter('filter.tags.not', 'null', catalog),
      InvalidFilterError,
      'invalid_filter',
      'filter.tags.not',
    );
  });

  it('keeps null as text inside a list and for other operators', () => {
    expect(parseFilter('filter.name.in', 'null,x', catalog)[0]?.values).toEqual(['null', 'x']);
    expect(parseFilter('filter.name.contains', 'null', catalog)[0]?.values).toEqual(['null']);
    expectRefusal(
      () => parseFilter('filter.score.gt', 'null', catalog),
      InvalidFilterError,
      'invalid_filter',
      'filter.score.gt',
    );
  });

  it('takes isEmpty=true|false as a boolean', () => {
    expect(parseFilter('filter.tags.isEmpty', 'true', catalog)).toEqual([
      { field: field('tags'), operator: 'isEmpty', values: [true] },
    ]);
    expect(parseFilter('filter.tags.isEmpty', 'false', catalog)).toEqual([
      { field: field('tags'), operator: 'isEmpty', values: [false] },
    ]);
  });
});

describe('parseFilter: dates', () => {
  const createdAt = field('createdAt');
  const at = (day: string) => `${day}T00:00:00.000Z`;

  it('keeps the operator of a date-time, normalized to UTC with milliseconds', () => {
    expect(parseFilter('filter.createdAt.equals', '2024-03-05T10:00:00+02:00', catalog)).toEqual([
      { field: createdAt, operator: 'equals', values: ['2024-03-05T08:00:00.000Z'] },
    ]);
    expect(parseFilter('filter.createdAt.lte', '2024-03-05T10:00Z', catalog)).toEqual([
      { field: createdAt, operator: 'lte', values: ['2024-03-05T10:00:00.000Z'] },
    ]);
  });

  it.each([
    [
      'equals',
      '2024-03-05',
      [
        ['gte', '2024-03-05'],
        ['lt', '2024-03-06'],
      ],
    ],
    ['gt', '2024-03-05', [['gte', '2024-03-06']]],
    ['gte', '2024-03-05', [['gte', '2024-03-05']]],
    ['lt', '2024-03-05', [['lt', '2024-03-05']]],
    ['lte', '2024-03-05', [['lt', '2024-03-06']]],
    [
      'equals',
      '2024-01-31',
      [
        ['gte', '2024-01-31'],
        ['lt', '2024-02-01'],
      ],
    ],
    [
      'equals',
      '2024-12-31',
      [
        ['gte', '2024-12-31'],
        ['lt', '2025-01-01'],
      ],
    ],
    ['lte', '2024-02-28', [['lt', '2024-02-29']]],
    [
      'equals',
      '2024-02-29',
      [
        ['gte', '2024-02-29'],
        ['lt', '2024-03-01'],
      ],
    ],
    ['gt', '2023-02-28', [['gte', '2023-03-01']]],
  ])('rewrites %s %s to whole-day bounds', (operator, day, bounds) => {
    const expected = (bounds as string[][]).map(([op, d]) => ({ field: createdAt, operator: op, values: [at(d!)] }));
    expect(parseFilter(`filter.createdAt.${operator}`, day, catalog)).toEqual(expected);
  });
});
