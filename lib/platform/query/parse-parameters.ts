// Reads a list request's raw query string into its parameters, refusing unknown, repeated and (for count) list-only ones.
import { InvalidFilterError, InvalidParameterError } from '../http/errors.js';
import { decodeQueryString, type Refusal } from '../http/query-string.js';
import { didYouMean, suggest } from './did-you-mean.js';
import { FILTER_PREFIX } from './parse-filter-key.js';

export type QueryMode = 'list' | 'count';

const SINGLE = ['query', 'limit', 'startingAfter', 'endingBefore', 'orderBy', 'sort'] as const;
type SingleParameter = (typeof SINGLE)[number];
/** `select` is accepted as a synonym of `select[]`. */
const SELECT: readonly string[] = ['select[]', 'select'];
const FILTER_FORM = 'filter.<field>.<operator>';
const ALLOWED: Record<QueryMode, readonly string[]> = {
  list: [...SINGLE, 'select[]', FILTER_FORM],
  count: ['query', FILTER_FORM],
};

export interface RawParameters {
  /** The parameters that may be given once. */
  single: Partial<Record<SingleParameter, string>>;
  /** Every `select[]` and `select` value, in order. */
  select: string[];
  /** [parameter name, value] of every filter, in order; a filter may be repeated, all of them apply. */
  filters: Array<[string, string]>;
}

function unknownParameter(name: string, mode: QueryMode): InvalidParameterError {
  const allowed = ALLOWED[mode];
  // A misspelt prefix (filters.name.equals) would otherwise get no hint: no known name is within reach of it.
  const dot = name.indexOf('.');
  const filterHint =
    dot > 0 && suggest(name.slice(0, dot), ['filter'])
      ? ` (did you mean ${FILTER_PREFIX}${name.slice(dot + 1)}?)`
      : undefined;
  return new InvalidParameterError(
    `Unknown query parameter ${name || '(empty name)'}${filterHint ?? didYouMean(name, allowed)}. Allowed: ${allowed.join(', ')}.`,
  );
}

/** A filter that does not decode is a bad filter (invalid_filter); any other parameter a bad parameter. */
const refuseUndecodable: Refusal = (name, description) =>
  name.startsWith(FILTER_PREFIX) ? new InvalidFilterError(description) : new InvalidParameterError(description);

/**
 * The parameters of `rawQueryString`, decoded by the http layer's one decoder ('+' is a space, a broken escape a 400).
 * The raw string is read, not API Gateway's queryStringParameters, which joins a repeated parameter's values with
 * commas.
 */
export function readParameters(rawQueryString: string, mode: QueryMode): RawParameters {
  const parameters: RawParameters = { single: {}, select: [], filters: [] };
  for (const [name, value] of decodeQueryString(rawQueryString, refuseUndecodable)) {
    if (name.startsWith(FILTER_PREFIX)) {
      parameters.filters.push([name, value]);
      continue;
    }
    const single = SINGLE.find((candidate) => candidate === name);
    if (single === undefined && !SELECT.includes(name)) throw unknownParameter(name, mode);
    if (mode === 'count' && name !== 'query') {
      throw new InvalidParameterError(
        `${name} is not accepted by count, which takes only filters (${FILTER_FORM}) and query.`,
      );
    }
    if (single === undefined) {
      parameters.select.push(value);
    } else if (parameters.single[single] !== undefined) {
      throw new InvalidParameterError(`${name} is given more than once; give it once.`);
    } else {
      parameters.single[single] = value;
    }
  }
  return parameters;
}
