// Password hashing: scrypt with its parameters and a fresh salt in the stored string; verification of right and wrong passwords.
import { hashPassword, verifyPassword } from '../../../lib/auth/passwords.js';

const FORMAT = /^scrypt\$32768\$8\$1\$([A-Za-z0-9_-]{22})\$([A-Za-z0-9_-]{43})$/;

describe('hashPassword', () => {
  it('is scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1, a 16-byte salt and a 32-byte key in base64url', async () => {
    const hash = await hashPassword('correct horse battery staple');
    const [, salt, key] = FORMAT.exec(hash) ?? [];
    expect(hash).toMatch(FORMAT);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
    expect(hash).not.toContain('correct horse');
  });

  it('salts every hash afresh: the same password hashes differently, and each hash verifies', async () => {
    const hashes = await Promise.all([1, 2, 3].map(() => hashPassword('same password')));
    expect(new Set(hashes).size).toBe(3);
    expect(new Set(hashes.map((hash) => hash.split('$')[4])).size).toBe(3);
    for (const hash of hashes) expect(await verifyPassword('same password', hash)).toBe(true);
  });
});

describe('verifyPassword', () => {
  let hash: string;
  beforeAll(async () => {
    hash = await hashPassword('S3cret pässword');
  });

  it('accepts the right password', async () => {
    expect(await verifyPassword('S3cret pässword', hash)).toBe(true);
  });

  it.each(['s3cret pässword', 'S3cret password', 'S3cret pässword ', '', 'S3cret pässwor', 'S3cret pässwordd'])(
    'refuses the wrong password %j',
    async (password) => {
      expect(await verifyPassword(password, hash)).toBe(false);
    },
  );

  it('refuses against a hash whose key or salt was altered', async () => {
    const parts = hash.split('$');
    const key = Buffer.from(parts[5]!, 'base64url');
    key[0] = key[0]! ^ 1;
    expect(await verifyPassword('S3cret pässword', [...parts.slice(0, 5), key.toString('base64url')].join('$'))).toBe(
      false,
    );
    const salt = Buffer.from(parts[4]!, 'base64url');
    salt[0] = salt[0]! ^ 1;
    expect(
      await verifyPassword('S3cret pässword', [...parts.slice(0, 4), salt.toString('base64url'), parts[5]].join('$')),
    ).toBe(false);
  });

  it.each(['', 'plain-text-password', 'bcrypt$10$abc$def', 'scrypt$32768$8$1$$', 'scrypt$32768$8$1$c2FsdA'])(
    'refuses a stored value that is not a scrypt hash: %j',
    async (stored) => {
      expect(await verifyPassword('plain-text-password', stored)).toBe(false);
    },
  );

  it('refuses a truncated key rather than comparing a prefix', async () => {
    const parts = hash.split('$');
    expect(await verifyPassword('S3cret pässword', [...parts.slice(0, 5), parts[5]!.slice(0, 20)].join('$'))).toBe(
      false,
    );
  });
});
