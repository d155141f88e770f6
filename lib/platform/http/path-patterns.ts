// What each path parameter of a route must match, and the edge's check of it: an id the interface description would
// refuse is a 400 before anything reads the store (whose keys cannot hold an id of any length).
import { InvalidParameterError } from './errors.js';
import type { RouteSpec } from './route.js';
import { MAX_NUMBER } from '../schemas/common.js';

/** A path parameter's pattern, as the interface description gives it, and what it is. */
export interface PathPattern {
  /** A regular expression, anchored at both ends. */
  pattern: string;
  description: string;
}

/**
 * The decimal integers from 1 to `max` without leading zeros, as alternatives of a regular expression (no anchors): the
 * shorter numbers, then for each digit of `max` those that share its digits before and have a smaller one there.
 */
export function decimalsUpTo(max: number): string {
  const digits = String(max);
  const shorter = digits.length > 2 ? [`[1-9][0-9]{0,${digits.length - 2}}`] : digits.length === 2 ? ['[1-9]'] : [];
  const sameLength = [...digits].flatMap((digit, i) => {
    const least = i === 0 ? 1 : 0;
    const below = Number(digit) - 1;
    if (below < least) return [];
    const rest = digits.length - i - 1;
    const any = rest > 1 ? `[0-9]{${rest}}` : rest === 1 ? '[0-9]' : '';
    return [`${digits.slice(0, i)}${below === least ? least : `[${least}-${below}]`}${any}`];
  });
  return [...shorter, ...sameLength, digits].join('|');
}

/**
 * An id of the family with `prefix`: the prefix, `_`, then letters and digits (a ULID has 26; 100 at most); for a
 * `numbered` family also the record's number, 1 to 2^53 − 1 (what a JSON number keeps exactly).
 */
export function idPathPattern(prefix: string, { numbered = false } = {}): PathPattern {
  const id = `${prefix}_[0-9A-Za-z]{1,100}`;
  if (!numbered) return { pattern: `^${id}$`, description: `An id: \`${prefix}_\` followed by a ULID.` };
  return {
    // The id's form first, anchored on its own, as every id pattern starts: `^<prefix>_` still tells the family.
    pattern: `^${id}$|^(?:${decimalsUpTo(MAX_NUMBER)})$`,
    description: `An id (\`${prefix}_\` followed by a ULID), or the record's number (the \`id\` a list shows), 1 to 2^53 - 1.`,
  };
}

/** The names of the `{name}` parameters of a route path, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
}

const compiled = new Map<string, RegExp>();
const regexOf = (pattern: string): RegExp => {
  let regex = compiled.get(pattern);
  if (!regex) compiled.set(pattern, (regex = new RegExp(pattern)));
  return regex;
};

/** Enough of a refused value to recognise it, without echoing a kilobyte back. */
const preview = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);

/** Throws 400 invalid_parameter naming the first path parameter that does not match its route's pattern. */
export function checkPathParameters(
  route: Pick<RouteSpec, 'pathPatterns'> | undefined,
  values: Readonly<Record<string, string | undefined>> | undefined,
): void {
  for (const [name, { pattern, description }] of Object.entries(route?.pathPatterns ?? {})) {
    const value = values?.[name];
    if (value === undefined || regexOf(pattern).test(value)) continue;
    const message = `must match ${pattern}`;
    throw new InvalidParameterError(
      `The path parameter ${name} ${message} (${description.replace(/\.$/, '')}); got ${preview(value)}.`,
      [{ path: name, message }],
    );
  }
}
