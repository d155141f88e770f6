// The one decoder of a raw query string: `+` is a space, and every `%` escape must decode to UTF-8, or the request is
// a 400 naming the parameter (URLSearchParams would keep a broken escape as text and let the request through).
import { type HttpError, InvalidParameterError } from './errors.js';

/** Makes the error for a parameter whose name or value does not decode; the query language refuses filters its way. */
export type Refusal = (name: string, description: string) => HttpError;

const asParameter: Refusal = (name, description) =>
  new InvalidParameterError(description, [{ path: name, message: 'is not valid percent-encoding' }]);

function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

const malformed = (what: string) =>
  `${what} is not valid percent-encoding: a % starts an escape of two hexadecimal digits, and the escaped bytes must ` +
  'be UTF-8 (encode the value with encodeURIComponent).';

/**
 * Every [name, value] of `raw` (a leading `?` is skipped), in order, as URLSearchParams reads them; a name or value
 * that does not decode is refused.
 */
export function decodeQueryString(raw: string, refuse: Refusal = asParameter): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const pair of raw.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    const name = decoded(rawName);
    if (name === undefined) throw refuse(rawName, malformed(`The name of the query parameter ${rawName}`));
    const value = decoded(equals < 0 ? '' : pair.slice(equals + 1));
    if (value === undefined) throw refuse(name, malformed(`The value of the query parameter ${name}`));
    pairs.push([name, value]);
  }
  return pairs;
}

/** The query parameters of `raw` by name, a repeated one's values joined by commas as API Gateway joins them. */
export function queryParameters(raw: string): Record<string, string> {
  const grouped = new Map<string, string[]>();
  for (const [name, value] of decodeQueryString(raw)) grouped.set(name, [...(grouped.get(name) ?? []), value]);
  return Object.fromEntries([...grouped].map(([name, values]) => [name, values.join(',')]));
}
