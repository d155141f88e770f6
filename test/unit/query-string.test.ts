// Unit tests of the one query-string decoder: what URLSearchParams reads, except that a broken escape is a 400.
import { InvalidFilterError, InvalidParameterError } from '../../lib/platform/http/errors.js';
import { decodeQueryString, queryParameters } from '../../lib/platform/http/query-string.js';

describe('decodeQueryString', () => {
  it('reads pairs as URLSearchParams does: in order, + a space, a bare name empty, a leading ? skipped', () => {
    const raw = '?a=1&b=x+y%2Bz&&c&select%5B%5D=%C3%A9&a=2';
    expect(decodeQueryString(raw)).toEqual([...new URLSearchParams(raw)]);
    expect(decodeQueryString(raw)).toEqual([
      ['a', '1'],
      ['b', 'x y+z'],
      ['c', ''],
      ['select[]', 'é'],
      ['a', '2'],
    ]);
  });

  it.each([
    ['a % without two hex digits', 'query=%ZZ'],
    ['a truncated escape', 'query=abc%4'],
    ['bytes that are not UTF-8', 'query=%FF'],
  ])('refuses %s with invalid_parameter naming the parameter', (_, raw) => {
    let thrown: unknown;
    try {
      decodeQueryString(raw);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidParameterError);
    expect((thrown as InvalidParameterError).options.errors).toEqual([
      { path: 'query', message: 'is not valid percent-encoding' },
    ]);
  });

  it("refuses a name that does not decode, and makes the caller's error when it is given one", () => {
    expect(() => decodeQueryString('%ZZ=1')).toThrow(
      expect.objectContaining({ description: expect.stringMatching(/name of the query parameter %ZZ/) }),
    );
    const refuse = (name: string, description: string) => new InvalidFilterError(`${name}: ${description}`);
    expect(() => decodeQueryString('filter.name.equals=%ZZ', refuse)).toThrow(InvalidFilterError);
  });
});

describe('queryParameters', () => {
  it('joins the values of a repeated parameter with commas, as API Gateway does', () => {
    expect(queryParameters('to=a%40x.test&to=b&x=1')).toEqual({ to: 'a@x.test,b', x: '1' });
    expect(queryParameters('')).toEqual({});
  });
});
