// What a JSON body may be sent as: `application/json` or a `+json` type (parameters such as charset allowed), and no
// content coding but identity, which is all the service undoes; anything else is a 415 before the body is read.
import { UnsupportedMediaTypeError } from './errors.js';

/** `type/subtype` where the subtype is json or ends in +json, then any parameters: `application/json; charset=utf-8`. */
const JSON_MEDIA_TYPE = /^[a-z0-9!#$&^_.+-]+\/(?:[a-z0-9!#$&^_.+-]*\+)?json\s*(?:;.*)?$/i;

/** A header's value whatever the case of its name (API Gateway lowercases names; a hand-made event may not). */
function headerOf(headers: Readonly<Record<string, string | undefined>> | undefined, name: string): string | undefined {
  const key = Object.keys(headers ?? {}).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers![key];
}

/** Throws 415 unless the request labels its body as JSON, coded as it is (identity). */
export function checkJsonBodyLabels(headers: Readonly<Record<string, string | undefined>> | undefined): void {
  const encodings = (headerOf(headers, 'content-encoding') ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (encodings.length > 0)
    throw new UnsupportedMediaTypeError(
      `The service does not decode the Content-Encoding ${encodings.join(', ')}: send the body as it is (identity).`,
    );
  const type = headerOf(headers, 'content-type')?.trim();
  if (!type || !JSON_MEDIA_TYPE.test(type))
    throw new UnsupportedMediaTypeError(
      `The body must be sent as JSON (Content-Type: application/json, or a +json type), not ${type ? JSON.stringify(type) : 'without a Content-Type'}.`,
    );
}
