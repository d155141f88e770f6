// Unit tests of filter parameter names: filter.<path>.<operator> split into a known field and an allowed operator.
import { InvalidFilterError } from '../../../lib/platform/http/errors.js';
import { checkOperator, parseFilterKey } from '../../../lib/platform/query/parse-filter-key.js';
import { operatorsByType } from '../../../lib/platform/query/types.js';
import { catalog, expectRefusal, field } from './catalog-fixture.js';

describe('parseFilterKey', () => {
  it('takes the last segment as the operator and the rest as a dotted path', () => {
    expect(parseFilterKey('filter.name.equals', catalog)).toEqual({ field: field('name'), operator: 'equals' });
    expect(parseFilterKey('filter.customProperties.tier.in', catalog)).toEqual({
      field: field('customProperties.tier'),
      operator: 'in',
    });
    expect(parseFilterKey('filter.company.name.startsWith', catalog)).toEqual({
      field: field('company.name'),
      operator: 'startsWith',
    });
  });

  it.each(['filter.', 'filter.name', 'filter..equals', 'filter.equals'])(
    'refuses the malformed name %p',
    (parameter) => {
      expectRefusal(
        () => parseFilterKey(parameter, catalog),
        InvalidFilterError,
        'invalid_filter',
        parameter,
        'filter.<field>.<operator>',
      );
    },
  );

  it('refuses an unknown field with a did-you-mean hint and the filterable fields', () => {
    const error = expectRefusal(
      () => parseFilterKey('filter.emial.equals', catalog),
      InvalidFilterError,
      'invalid_filter',
      'filter.emial.equals',
      'did you mean email?',
      'Filterable fields: id, name, email',
    );
    // A field that cannot be filtered is never offered.
    expect(error.description).not.toContain('lastSeenAt');
  });

  it('refuses an unknown custom property with a hint', () => {
    expectRefusal(
      () => parseFilterKey('filter.customProperties.tire.equals', catalog),
      InvalidFilterError,
      'invalid_filter',
      'filter.customProperties.tire.equals',
      'did you mean customProperties.tier?',
    );
  });

  it('refuses a field that exists but is not filterable', () => {
    expectRefusal(
      () => parseFilterKey('filter.lastSeenAt.gt', catalog),
      InvalidFilterError,
      'invalid_filter',
      'filter.lastSeenAt.gt',
      'not a filterable field',
    );
  });

  it('refuses a selectable object path, which is no filter field', () => {
    expectRefusal(
      () => parseFilterKey('filter.displayPreferences.equals', catalog),
      InvalidFilterError,
      'invalid_filter',
      'displayPreferences',
    );
  });
});

describe('checkOperator', () => {
  it('returns an operator the type allows', () => {
    expect(checkOperator('filter.score.gte', field('score'), 'gte')).toBe('gte');
  });

  it('refuses one it does not, listing the allowed operators and hinting', () => {
    expectRefusal(
      () => checkOperator('filter.name.equal', field('name'), 'equal'),
      InvalidFilterError,
      'invalid_filter',
      'filter.name.equal',
      'did you mean equals?',
      operatorsByType.string.join(', '),
    );
  });

  it('refuses an empty operator', () => {
    expectRefusal(
      () => checkOperator('filter.name.', field('name'), ''),
      InvalidFilterError,
      'invalid_filter',
      'filter.name.',
      '(none)',
    );
  });
});
