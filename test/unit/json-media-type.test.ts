// Unit tests of the labels a JSON body may carry: JSON media types with parameters, and no coding but identity.
import { UnsupportedMediaTypeError } from '../../lib/platform/http/errors.js';
import { checkJsonBodyLabels } from '../../lib/platform/http/json-media-type.js';

describe('checkJsonBodyLabels', () => {
  it.each([
    ['application/json'],
    ['application/json; charset=utf-8'],
    ['Application/JSON;charset=UTF-8'],
    ['application/vnd.api+json'],
    ['application/merge-patch+json'],
    ['text/x.custom+json'],
  ])('takes %s', (type) => {
    expect(() => checkJsonBodyLabels({ 'content-type': type })).not.toThrow();
  });

  it.each([
    ['text/plain'],
    ['application/x-www-form-urlencoded'],
    ['application/jsonp'],
    ['application/json-seq'],
    ['json'],
    [''],
  ])('refuses %j with 415', (type) => {
    expect(() => checkJsonBodyLabels({ 'content-type': type })).toThrow(UnsupportedMediaTypeError);
  });

  it('refuses a body without a Content-Type', () => {
    expect(() => checkJsonBodyLabels({})).toThrow(
      expect.objectContaining({ description: expect.stringMatching(/without a Content-Type/) }),
    );
    expect(() => checkJsonBodyLabels(undefined)).toThrow(UnsupportedMediaTypeError);
  });

  it('takes the identity coding (or none), and refuses every coding it would have to undo', () => {
    expect(() =>
      checkJsonBodyLabels({ 'content-type': 'application/json', 'content-encoding': 'identity' }),
    ).not.toThrow();
    for (const coding of ['gzip', 'br', 'deflate', 'identity, gzip', 'x-unknown'])
      expect(() => checkJsonBodyLabels({ 'content-type': 'application/json', 'content-encoding': coding })).toThrow(
        expect.objectContaining({ status: 415, code: 'unsupported_media_type' }),
      );
  });

  it('reads the headers whatever the case of their names', () => {
    expect(() => checkJsonBodyLabels({ 'Content-Type': 'application/json' })).not.toThrow();
    expect(() => checkJsonBodyLabels({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })).toThrow();
  });
});
