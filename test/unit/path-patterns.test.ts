// Unit tests of the path parameters' patterns: every served route declares one per parameter, and the edge checks them.
import { servedRoutes } from '../../lib/app/route-table.js';
import { InvalidParameterError } from '../../lib/platform/http/errors.js';
import {
  checkPathParameters,
  decimalsUpTo,
  idPathPattern,
  pathParameterNames,
} from '../../lib/platform/http/path-patterns.js';

describe('the route table', () => {
  it('gives every parameter of every served route a pattern', () => {
    const missing = servedRoutes().flatMap((route) =>
      pathParameterNames(route.path)
        .filter((name) => !route.pathPatterns?.[name])
        .map((name) => `${route.method} ${route.path} {${name}}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives {id} the pattern of the family its path names, and the team route those of teams and contacts', () => {
    const patternsOf = (key: string) =>
      servedRoutes().find((route) => `${route.method} ${route.path}` === key)?.pathPatterns;
    expect(patternsOf('GET /v5/contacts/{id}')).toEqual({ id: idPathPattern('con') });
    expect(patternsOf('POST /v5/campaigns/{id}/contacts')).toEqual({ id: idPathPattern('cam') });
    expect(patternsOf('PATCH /api/teams/{teamId}/contacts/{contactId}')).toEqual({
      teamId: idPathPattern('tea'),
      contactId: idPathPattern('con'),
    });
  });

  it("gives a numbered family's get, and only its get, the pattern that takes the number too", () => {
    const patternsOf = (key: string) =>
      servedRoutes().find((route) => `${route.method} ${route.path}` === key)?.pathPatterns;
    expect(patternsOf('GET /v5/generations/{id}')).toEqual({ id: idPathPattern('gen', { numbered: true }) });
    expect(idPathPattern('gen', { numbered: true })).not.toEqual(idPathPattern('gen'));
    expect(patternsOf('GET /v5/notes/{id}')).toEqual({ id: idPathPattern('not') });
  });
});

describe('the pattern of a numbered id', () => {
  const route = { pathPatterns: { id: idPathPattern('gen', { numbered: true }) } };
  const refusal = (id: string) => {
    try {
      checkPathParameters(route, { id });
      return undefined;
    } catch (error) {
      return error;
    }
  };

  it.each(['1', '3', '10', '907', String(Number.MAX_SAFE_INTEGER), `gen_${'A'.repeat(26)}`])('takes %s', (id) =>
    expect(refusal(id)).toBeUndefined(),
  );

  it.each([
    '0',
    '00',
    '03',
    '-1',
    '1.5',
    '1e3',
    '+3',
    ' 3',
    String(Number.MAX_SAFE_INTEGER + 1),
    '9999999999999999',
    '10000000000000000',
    '3'.repeat(20),
    'gen_',
  ])('refuses %s with invalid_parameter', (id) => expect(refusal(id)).toBeInstanceOf(InvalidParameterError));

  it('takes exactly the integers from 1 to the bound, for bounds of every shape', () => {
    for (const max of [1, 2, 9, 10, 11, 19, 20, 57, 99, 100, 101, 909, 999, 1000, 1009, 2000, 4096]) {
      const pattern = new RegExp(`^(?:${decimalsUpTo(max)})$`);
      const wrong = Array.from({ length: 3 * max + 20 }, (_, n) => n).filter(
        (n) => pattern.test(String(n)) !== (n >= 1 && n <= max),
      );
      expect({ max, wrong }).toEqual({ max, wrong: [] });
    }
  });
});

describe('checkPathParameters', () => {
  const route = { pathPatterns: { teamId: idPathPattern('tea'), contactId: idPathPattern('con') } };
  const valid = { teamId: `tea_${'A'.repeat(26)}`, contactId: `con_${'B'.repeat(100)}` };

  it('lets values that match through, and a route without patterns', () => {
    expect(() => checkPathParameters(route, valid)).not.toThrow();
    expect(() => checkPathParameters(undefined, { id: 'anything' })).not.toThrow();
  });

  it.each([
    ['101 characters after the prefix', `con_${'A'.repeat(101)}`],
    ['1,100 characters', `con_${'A'.repeat(1100)}`],
    ['another prefix', `com_${'A'.repeat(26)}`],
    ['no prefix', 'nothing'],
    ['characters off the alphabet', 'con_AB-CD'],
  ])('refuses %s with invalid_parameter naming the parameter, quoting at most 40 characters', (_, contactId) => {
    let thrown: unknown;
    try {
      checkPathParameters(route, { ...valid, contactId });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidParameterError);
    const error = thrown as InvalidParameterError;
    expect(error.options.errors).toEqual([{ path: 'contactId', message: 'must match ^con_[0-9A-Za-z]{1,100}$' }]);
    expect(error.description.length).toBeLessThan(200);
  });
});
