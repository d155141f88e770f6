// The parts of a ULID the service spells itself: Crockford's base 32, and a random part made from a seed, so that every
// writer of the same thing (a month's usage, an event's delivery) mints the same id without a lookup.
import { createHash } from 'node:crypto';

/** Crockford's base 32, as ULIDs spell their 48 bits of time and 80 of randomness. */
export const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters of a ULID's random part (after the 10 of its time). */
export const ULID_RANDOM_LENGTH = 16;

/** A ULID's random part from the SHA-256 of `seed`: the same seed, the same part. */
export function seededRandomPart(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  return Array.from(digest.subarray(0, ULID_RANDOM_LENGTH), (byte) => CROCKFORD_BASE32[byte % 32]).join('');
}
