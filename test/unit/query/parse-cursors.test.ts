// Unit tests of the page cursors: one at most, each the id of a record of the same resource type.
import { InvalidParameterError } from '../../../lib/platform/http/errors.js';
import { parseCursors } from '../../../lib/platform/query/parse-cursors.js';
import { expectRefusal } from './catalog-fixture.js';

const ULID = '01HV6Z8K3M9QJ2X7T4R5N6P0WY';
const ID = `con_${ULID}`;

describe('parseCursors', () => {
  it('returns no cursor, or the one given', () => {
    expect(parseCursors({}, 'con')).toEqual({});
    expect(parseCursors({ startingAfter: ID }, 'con')).toEqual({ startingAfter: ID });
    expect(parseCursors({ endingBefore: ID }, 'con')).toEqual({ endingBefore: ID });
  });

  it('refuses both cursors together', () => {
    expectRefusal(
      () => parseCursors({ startingAfter: ID, endingBefore: ID }, 'con'),
      InvalidParameterError,
      'invalid_parameter',
      'startingAfter',
      'endingBefore',
    );
  });

  it('refuses the id of another resource type', () => {
    expectRefusal(
      () => parseCursors({ startingAfter: `cmp_${ULID}` }, 'con'),
      InvalidParameterError,
      'invalid_parameter',
      'startingAfter',
      'id of a con record',
    );
    expectRefusal(
      () => parseCursors({ endingBefore: `conx_${ULID}` }, 'con'),
      InvalidParameterError,
      'invalid_parameter',
      'endingBefore',
      'id of a con record',
    );
  });

  it.each([
    '',
    'con_',
    ULID,
    `con${ULID}`,
    `con_${ULID.slice(1)}`,
    `con_${ULID}0`,
    `con_${ULID.toLowerCase()}`,
    `con_${ULID.slice(0, 25)}I`,
    `con_${ULID.slice(0, 25)}U`,
    ` ${ID}`,
  ])('refuses the malformed cursor %p', (cursor) => {
    expectRefusal(
      () => parseCursors({ startingAfter: cursor }, 'con'),
      InvalidParameterError,
      'invalid_parameter',
      'startingAfter',
      'con_',
    );
  });
});
