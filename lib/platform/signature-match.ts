// Compares a signature a client sent back with the one the service computes, as text, in constant time.
import { timingSafeEqual } from 'node:crypto';

/**
 * Whether `given` is exactly the base64url text of `expected`. The texts are compared, not decoded bytes: the last
 * character of base64url carries unused bits, so decoding would take a signature altered there for the one issued.
 */
export function signatureMatches(given: string, expected: Buffer): boolean {
  const expectedText = Buffer.from(expected.toString('base64url'));
  const givenText = Buffer.from(given);
  return givenText.length === expectedText.length && timingSafeEqual(givenText, expectedText);
}
