// Deterministic choices for generated data (the benches', the ingest test's): the same contacts and rows on every run.

/** A well-mixed whole number of (i, salt), so that the fields of one generated record vary independently. */
export function mix(i: number, salt: number): number {
  let h = Math.imul(i ^ Math.imul(salt, 0x9e3779b9), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** An element of `list` chosen by (i, salt). */
export const pick = <T>(list: readonly T[], i: number, salt: number): T => list[mix(i, salt) % list.length]!;
