// API key secrets in the style of GitHub tokens: a recognisable prefix, 160 bits of randomness and a checksum.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Prefix that secret scanners can match: outreach API key. */
export const SECRET_PREFIX = 'oak_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;

function base62(value: bigint, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) {
    text = ALPHABET[Number(value % 62n)] + text;
    value /= 62n;
  }
  return text;
}

/** CRC-32 of the random part, as six base62 characters: catches typos and lets a scanner verify a match offline. */
function checksum(body: string): string {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(body)) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return base62(BigInt((crc ^ 0xffffffff) >>> 0), CHECKSUM_LENGTH);
}

/** A new secret: oak_ + 30 base62 characters (178 bits) + a 6-character checksum. */
export function generateSecret(): string {
  const body = base62(BigInt(`0x${randomBytes(24).toString('hex')}`), RANDOM_LENGTH);
  return SECRET_PREFIX + body + checksum(body);
}

/** Whether a string has the shape and checksum of a secret; a quick offline check before any lookup. */
export function looksLikeSecret(candidate: string): boolean {
  if (
    !candidate.startsWith(SECRET_PREFIX) ||
    candidate.length !== SECRET_PREFIX.length + RANDOM_LENGTH + CHECKSUM_LENGTH
  )
    return false;
  const body = candidate.slice(SECRET_PREFIX.length, -CHECKSUM_LENGTH);
  if (![...body].every((char) => ALPHABET.includes(char))) return false;
  const expected = Buffer.from(checksum(body));
  const actual = Buffer.from(candidate.slice(-CHECKSUM_LENGTH));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The SHA-256 hash that is stored and looked up instead of the secret. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
