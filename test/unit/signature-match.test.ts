// A signature sent back matches only as the exact text issued, never as another text decoding to the same bytes.
import { createHmac } from 'node:crypto';
import { signatureMatches } from '../../lib/platform/signature-match.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('signatureMatches', () => {
  // A SHA-256 MAC is 32 bytes: 43 base64url characters, the last of which carries 4 bits and 2 unused ones.
  const mac = createHmac('sha256', 'key').update('payload').digest();
  const issued = mac.toString('base64url');

  test('takes the text issued', () => {
    expect(signatureMatches(issued, mac)).toBe(true);
  });

  test('refuses every other last character, including those that decode to the same bytes', () => {
    const others = [...ALPHABET].filter((c) => c !== issued.at(-1)).map((c) => issued.slice(0, -1) + c);
    // The case that used to pass: a text that Buffer.from(…, 'base64url') reads as the issued bytes.
    expect(others.some((text) => Buffer.from(text, 'base64url').equals(mac))).toBe(true);
    for (const text of others) expect(signatureMatches(text, mac)).toBe(false);
  });

  test('refuses padding, truncation, an empty text and standard base64', () => {
    for (const text of [`${issued}=`, issued.slice(0, -1), '', mac.toString('base64')])
      expect(signatureMatches(text, mac)).toBe(false);
  });
});
