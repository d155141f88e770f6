// Unit tests of the path parameters' patterns: every served route declares one per parameter, and the edge checks them.
import { servedRoutes } from '../../lib/app/route-table.js';
import { InvalidParameterError } from '../../lib/platform/http/errors.js';
import { checkPathParameters, idPathPattern, pathParameterNames } from '../../lib/platform/http/path-patterns.js';

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
