// Unit tests of the field selection: selectable dotted paths, comma-separated or repeated, de-duplicated in order.
import { InvalidParameterError } from '../../../lib/platform/http/errors.js';
import { parseSelect } from '../../../lib/platform/query/parse-select.js';
import { catalog, expectRefusal } from './catalog-fixture.js';

describe('parseSelect', () => {
  it('means every field when nothing is selected', () => {
    expect(parseSelect([], catalog)).toBeUndefined();
  });

  it('keeps the order, splits commas and drops duplicates', () => {
    expect(parseSelect(['name', 'email,company.name', 'name', 'displayPreferences.columns'], catalog)).toEqual([
      'name',
      'email',
      'company.name',
      'displayPreferences.columns',
    ]);
  });

  it('accepts objects and nested paths', () => {
    expect(parseSelect(['displayPreferences', 'customProperties.tier', 'bio'], catalog)).toEqual([
      'displayPreferences',
      'customProperties.tier',
      'bio',
    ]);
  });

  it('refuses an unknown path with a hint', () => {
    expectRefusal(
      () => parseSelect(['name', 'emial'], catalog),
      InvalidParameterError,
      'invalid_parameter',
      'select[]',
      'emial',
      'did you mean email?',
    );
    expectRefusal(
      () => parseSelect(['displayPreferences.colums'], catalog),
      InvalidParameterError,
      'invalid_parameter',
      'select[]',
      'did you mean displayPreferences.columns?',
    );
  });

  it.each([[['']], [['name,']], [['name,,email']]])('refuses an empty path in %p', (values) => {
    expectRefusal(() => parseSelect(values, catalog), InvalidParameterError, 'invalid_parameter', 'select[]', 'empty');
  });
});
