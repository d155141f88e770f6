// API key secrets: the oak_ format, the randomness behind it, the checksum that catches typos, and the stored hash.
import { createHash } from 'node:crypto';
import { generateSecret, hashSecret, looksLikeSecret, SECRET_PREFIX } from '../../../lib/auth/keys/api-key-secret.js';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const FORMAT = /^oak_[0-9A-Za-z]{36}$/;
/** 30 random characters, then a 6-character checksum. */
const RANDOM_LENGTH = 30;

const secrets = Array.from({ length: 1000 }, () => generateSecret());

describe('generateSecret', () => {
  it('is oak_ followed by 36 base62 characters', () => {
    expect(SECRET_PREFIX).toBe('oak_');
    for (const secret of secrets) expect(secret).toMatch(FORMAT);
  });

  it('never repeats across 1000 generations', () => {
    expect(new Set(secrets).size).toBe(secrets.length);
    // Not even the random part alone, nor its first half.
    expect(new Set(secrets.map((secret) => secret.slice(4, 4 + RANDOM_LENGTH))).size).toBe(secrets.length);
    expect(new Set(secrets.map((secret) => secret.slice(4, 4 + RANDOM_LENGTH / 2))).size).toBe(secrets.length);
  });

  it('draws every one of the 30 random positions from the whole alphabet: at least 160 bits, no constant padding', () => {
    // 30 base62 characters carry log2(62^30) ≈ 178.6 bits. Were fewer random bits spread over them (128, say), the
    // leading positions would be stuck at '0' or a few values; with 1000 samples, a uniform position shows ~62 values.
    expect(RANDOM_LENGTH * Math.log2(62)).toBeGreaterThanOrEqual(160);
    for (let position = 4; position < 4 + RANDOM_LENGTH; position++) {
      const seen = new Set(secrets.map((secret) => secret[position]));
      expect({ position, distinct: seen.size >= 50 }).toEqual({ position, distinct: true });
    }
  });

  it('passes its own check', () => {
    for (const secret of secrets) expect(looksLikeSecret(secret)).toBe(true);
  });
});

describe('looksLikeSecret', () => {
  it('detects every single-character change, at every position, to every other character', () => {
    for (const secret of secrets.slice(0, 20)) {
      for (let position = SECRET_PREFIX.length; position < secret.length; position++) {
        for (const replacement of ALPHABET) {
          if (replacement === secret[position]) continue;
          const mutated = secret.slice(0, position) + replacement + secret.slice(position + 1);
          if (looksLikeSecret(mutated))
            throw new Error(`a change at ${position} to ${replacement} went unnoticed: ${secret} → ${mutated}`);
        }
      }
    }
  });

  it('detects two adjacent characters swapped', () => {
    for (const secret of secrets.slice(0, 50)) {
      for (let position = SECRET_PREFIX.length; position < secret.length - 1; position++) {
        if (secret[position] === secret[position + 1]) continue;
        const swapped =
          secret.slice(0, position) + secret[position + 1] + secret[position] + secret.slice(position + 2);
        expect(looksLikeSecret(swapped)).toBe(false);
      }
    }
  });

  const secret = secrets[0]!;
  it.each([
    ['a wrong prefix', `oap_${secret.slice(4)}`],
    ['an upper-case prefix', `OAK_${secret.slice(4)}`],
    ['no prefix', secret.slice(4)],
    ['a GitHub-style prefix', `ghp_${secret.slice(4)}`],
    ['one character too short', secret.slice(0, -1)],
    ['one character too long', `${secret}a`],
    ['the checksum missing', secret.slice(0, -6)],
    ['a character outside base62 (-)', `${secret.slice(0, 10)}-${secret.slice(11)}`],
    ['a character outside base62 (_)', `${secret.slice(0, 10)}_${secret.slice(11)}`],
    ['a non-ASCII character', `${secret.slice(0, 10)}é${secret.slice(11)}`],
    ['a space', `${secret.slice(0, 10)} ${secret.slice(11)}`],
    ['a trailing newline', `${secret.slice(0, -1)}\n`],
    ['the empty string', ''],
    ['the prefix alone', 'oak_'],
    ['a JWT', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'],
  ])('is false for %s', (_, candidate) => {
    expect(looksLikeSecret(candidate)).toBe(false);
  });
});

describe('hashSecret', () => {
  it('is the SHA-256 of the secret, in lower-case hex', () => {
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (const secret of secrets.slice(0, 50)) {
      const hash = hashSecret(secret);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).toBe(createHash('sha256').update(secret).digest('hex'));
      expect(hash).not.toContain(secret.slice(4));
    }
  });

  it('differs for secrets that differ', () => {
    expect(new Set(secrets.map(hashSecret)).size).toBe(secrets.length);
  });
});
