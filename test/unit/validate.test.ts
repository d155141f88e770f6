// Unit tests of edge validation: valibot issues become 400s that name each failing field by its dotted path.
import * as v from 'valibot';
import { InvalidParameterError, InvalidRequestError } from '../../lib/platform/http/errors.js';
import { fieldErrors, parseBody, parseQuery } from '../../lib/platform/http/validate.js';

const body = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1)),
  contact: v.object({ email: v.pipe(v.string(), v.email()), address: v.object({ city: v.string() }) }),
  tags: v.optional(v.array(v.string())),
});

const query = v.strictObject({
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d+$/))),
  challenge: v.optional(v.string()),
});

function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

const valid = { name: 'Ada', contact: { email: 'ada@example.com', address: { city: 'London' } }, tags: ['a'] };

describe('parseBody', () => {
  it('returns the typed output of a valid body', () => {
    expect(parseBody(body, valid)).toEqual(valid);
  });

  it('refuses an array where an object must be, though valibot alone takes one for an object', () => {
    const allOptional = v.strictObject({ status: v.optional(v.string()) });
    expect(v.safeParse(allOptional, []).success).toBe(true);
    for (const schema of [
      allOptional,
      v.pipe(
        body,
        v.check(() => true),
      ),
    ]) {
      const error = caught(() => parseBody(schema, [])) as InvalidRequestError;
      expect(error).toBeInstanceOf(InvalidRequestError);
      expect(error.options.errors).toEqual([{ path: 'body', message: 'must be a JSON object, not an array' }]);
    }
    expect(parseBody(v.array(v.string()), ['a'])).toEqual(['a']);
  });

  it('throws invalid_request naming every failing nested path', () => {
    const error = caught(() =>
      parseBody(body, { name: '', contact: { email: 'nope', address: { city: 7 } }, tags: ['a', 3] }),
    );
    expect(error).toBeInstanceOf(InvalidRequestError);
    const e = error as InvalidRequestError;
    expect(e.status).toBe(400);
    expect(e.code).toBe('invalid_request');
    const paths = e.options.errors!.map((item) => item.path).sort();
    expect(paths).toEqual(['contact.address.city', 'contact.email', 'name', 'tags[1]']);
    for (const item of e.options.errors!) expect(item.message.length).toBeGreaterThan(0);
    for (const path of paths) expect(e.description).toContain(path);
  });

  it('names an unknown key of a strict object', () => {
    const e = caught(() => parseBody(body, { ...valid, extra: 1 })) as InvalidRequestError;
    expect(e.options.errors!.map((item) => item.path)).toEqual(['extra']);
  });

  it('names the root as body when the whole value is wrong', () => {
    const e = caught(() => parseBody(body, 'a string')) as InvalidRequestError;
    expect(e).toBeInstanceOf(InvalidRequestError);
    expect(e.options.errors).toEqual([{ path: 'body', message: expect.any(String) }]);
  });
});

describe('parseQuery', () => {
  it('returns the typed output of valid parameters', () => {
    expect(parseQuery(query, { limit: '10' })).toEqual({ limit: '10' });
  });

  it('throws invalid_parameter naming the failing and the unknown parameters', () => {
    const error = caught(() => parseQuery(query, { limit: 'ten', colour: 'red' }));
    expect(error).toBeInstanceOf(InvalidParameterError);
    const e = error as InvalidParameterError;
    expect(e.status).toBe(400);
    expect(e.code).toBe('invalid_parameter');
    expect(e.description).toContain('limit');
    expect(e.description).toContain('colour');
  });
});

describe('fieldErrors', () => {
  it('joins array indexes and keys with dots', () => {
    const result = v.safeParse(v.object({ list: v.array(v.object({ n: v.number() })) }), {
      list: [{ n: 1 }, { n: 'x' }],
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues!)).toEqual([{ path: 'list[1].n', message: expect.any(String) }]);
  });
});
