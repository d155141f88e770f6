// Unit tests of the sort field: a sortable catalog field, the resource's default order when absent.
import { InvalidParameterError } from '../../../lib/platform/http/errors.js';
import { parseOrderBy } from '../../../lib/platform/query/parse-order-by.js';
import { catalog, expectRefusal, field } from './catalog-fixture.js';

describe('parseOrderBy', () => {
  it('defaults to createdAt, or the given default', () => {
    expect(parseOrderBy(undefined, catalog)).toBe(field('createdAt'));
    expect(parseOrderBy(undefined, catalog, 'name')).toBe(field('name'));
  });

  it('treats a default the catalog cannot sort on as our bug, not a 400', () => {
    const error = (() => {
      try {
        parseOrderBy(undefined, catalog, 'tags');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(InvalidParameterError);
  });

  it('accepts sortable fields, custom properties included', () => {
    expect(parseOrderBy('score', catalog)).toBe(field('score'));
    expect(parseOrderBy('customProperties.tier', catalog)).toBe(field('customProperties.tier'));
    expect(parseOrderBy('lastSeenAt', catalog)).toBe(field('lastSeenAt'));
  });

  it('refuses an unknown field with a hint and the sortable fields', () => {
    const error = expectRefusal(
      () => parseOrderBy('craetedAt', catalog),
      InvalidParameterError,
      'invalid_parameter',
      'orderBy',
      'craetedAt',
      'did you mean createdAt?',
      'Sortable fields:',
    );
    expect(error.description).not.toContain('tags');
  });

  it('refuses fields that are not sortable', () => {
    expectRefusal(
      () => parseOrderBy('company.name', catalog),
      InvalidParameterError,
      'invalid_parameter',
      'orderBy',
      'company.name',
    );
    expectRefusal(() => parseOrderBy('tags', catalog), InvalidParameterError, 'invalid_parameter', 'orderBy', 'tags');
    expectRefusal(() => parseOrderBy('', catalog), InvalidParameterError, 'invalid_parameter', 'orderBy');
  });
});
