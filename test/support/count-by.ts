// Counting items by a key, for the tests' and benches' tallies.

/** How many of `items` have each key, in the order keys first appear. */
export function countBy<T>(items: Iterable<T>, key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
