// "Did you mean ...?" hints: the known name closest to a misspelt one.

const MAX_DISTANCE = 2;
/** Between distance 1 and 2, so `na` suggests `name` (a prefix) before `id` (distance 2). */
const PREFIX_SCORE = 1.5;

/** Levenshtein distance by the two-row dynamic programme. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** How close `candidate` is to `name` (both lower-cased), or undefined when too far to suggest. */
function score(name: string, candidate: string): number | undefined {
  // The length check keeps a long garbage name from costing a full distance table per candidate.
  const near = Math.abs(candidate.length - name.length) <= MAX_DISTANCE ? distance(name, candidate) : Infinity;
  const best = candidate.startsWith(name) ? Math.min(near, PREFIX_SCORE) : near;
  // Rewriting every character of a short name is no hint: 'x' is not a typo of 'id', nor 'gt' of 'not'.
  return best <= MAX_DISTANCE && best < name.length ? best : undefined;
}

/**
 * The known name `name` most likely meant: equal ignoring case, within Levenshtein distance 2 (and less than the
 * name's length), or starting with `name`; the closest wins and ties go to the earlier name in `known`.
 */
export function suggest(name: string, known: readonly string[]): string | undefined {
  if (name === '') return undefined;
  const lower = name.toLowerCase();
  let suggestion: string | undefined;
  let bestScore = Infinity;
  for (const candidate of known) {
    const s = score(lower, candidate.toLowerCase());
    if (s !== undefined && s < bestScore) [suggestion, bestScore] = [candidate, s];
  }
  return suggestion;
}

/** ` (did you mean X?)` for an error description, or nothing when no known name is close. */
export function didYouMean(name: string, known: readonly string[]): string {
  const suggestion = suggest(name, known);
  return suggestion === undefined ? '' : ` (did you mean ${suggestion}?)`;
}
