// Unit tests of the sort direction: asc or desc, desc by default.
import { InvalidParameterError } from '../../../lib/platform/http/errors.js';
import { parseSort } from '../../../lib/platform/query/parse-sort.js';
import { expectRefusal } from './catalog-fixture.js';

describe('parseSort', () => {
  it('defaults to desc and accepts asc and desc', () => {
    expect(parseSort(undefined)).toBe('desc');
    expect(parseSort('asc')).toBe('asc');
    expect(parseSort('desc')).toBe('desc');
  });

  it('refuses anything else, with a hint for a near miss', () => {
    expectRefusal(
      () => parseSort('ASC'),
      InvalidParameterError,
      'invalid_parameter',
      'sort',
      'asc or desc',
      'did you mean asc?',
    );
    expectRefusal(() => parseSort('desk'), InvalidParameterError, 'invalid_parameter', 'sort', 'did you mean desc?');
    expectRefusal(() => parseSort(''), InvalidParameterError, 'invalid_parameter', 'sort', 'asc or desc');
  });
});
