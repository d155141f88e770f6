// Signed tokens with the local signer: access token claims and lifetime, expiry, tampering, token kinds that must not
// stand in for each other, and the JWKS.
import { createPublicKey, generateKeyPairSync, sign as rsaSign } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKeySigner, loadOrCreateLocalSigner } from '../../../lib/auth/signing/local-signer.js';
import { keyIdOf } from '../../../lib/auth/signing/signer.js';
import {
  ACCESS_TOKEN_SECONDS,
  createTokenService,
  type AccessTokenPayload,
} from '../../../lib/auth/sessions/tokens.js';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const { privateKey: otherPrivateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signer = createKeySigner(privateKey);
const ISSUER = 'https://api.test.example';
const service = createTokenService({ signer, issuer: ISSUER });

const payload: AccessTokenPayload = {
  userId: 'usr_01JD0000000000000000000001',
  userName: 'Ada Lovelace',
  userEmail: 'ada@example.com',
  sessionId: 'ses_01JD0000000000000000000001',
  scopes: ['*:write'],
};
const challenge = 'lgc_01JD0000000000000000000001';

const segments = (token: string) => token.split('.') as [string, string, string];
const decode = (segment: string) => JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
const header = (token: string) => decode(segments(token)[0]);
const claims = (token: string) => decode(segments(token)[1]);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with the same header and a changed payload, re-signed with `key` (or with the old signature when none). */
function forged(
  token: string,
  change: (claims: Record<string, any>) => Record<string, any>,
  key?: Parameters<typeof rsaSign>[2],
  headerChange: (h: any) => any = (h) => h,
): string {
  const [h, p, s] = segments(token);
  const input = `${b64(headerChange(decode(h)))}.${b64(change(decode(p)))}`;
  return `${input}.${key ? rsaSign('sha256', Buffer.from(input), key).toString('base64url') : s}`;
}

describe('access tokens', () => {
  it('carry userId, userName, userEmail, sessionId and scopes, with iss, aud, and exp 900 s after iat', async () => {
    const before = Math.floor(Date.now() / 1000);
    const token = await service.issueAccessToken(payload);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(header(token)).toEqual({ alg: 'RS256', typ: 'JWT', kid: (await signer.publicJwk()).kid });
    const body = claims(token);
    expect(body).toMatchObject({ ...payload, sub: payload.userId, iss: ISSUER, aud: 'outreach-api' });
    expect(ACCESS_TOKEN_SECONDS).toBe(900);
    expect(body.exp - body.iat).toBe(900);
    expect(body.iat).toBeGreaterThanOrEqual(before);
    expect(body.iat).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(typeof body.jti).toBe('string');
  });

  it('verify, and return their claims', async () => {
    const token = await service.issueAccessToken(payload);
    expect(await service.verifyAccessToken(token)).toMatchObject(payload);
  });

  it('are each unique (jti), even for the same payload in the same second', async () => {
    const tokens = await Promise.all([1, 2, 3].map(() => service.issueAccessToken(payload)));
    expect(new Set(tokens).size).toBe(3);
  });

  it('are refused once expired', async () => {
    const past = createTokenService({
      signer,
      issuer: ISSUER,
      now: () => Date.now() - (ACCESS_TOKEN_SECONDS + 60) * 1000,
    });
    const token = await past.issueAccessToken(payload);
    expect(claims(token).exp * 1000).toBeLessThan(Date.now());
    await expect(service.verifyAccessToken(token)).rejects.toThrow();
    await expect(past.verifyAccessToken(token)).rejects.toThrow();
  });

  it('are still accepted shortly before they expire', async () => {
    const earlier = createTokenService({
      signer,
      issuer: ISSUER,
      now: () => Date.now() - (ACCESS_TOKEN_SECONDS - 60) * 1000,
    });
    expect(await service.verifyAccessToken(await earlier.issueAccessToken(payload))).toMatchObject(payload);
  });

  it('are refused with a changed signature', async () => {
    const token = await service.issueAccessToken(payload);
    const [h, p, s] = segments(token);
    const signature = Buffer.from(s, 'base64url');
    signature[10] = signature[10]! ^ 0x01;
    await expect(service.verifyAccessToken(`${h}.${p}.${signature.toString('base64url')}`)).rejects.toThrow();
    await expect(service.verifyAccessToken(`${h}.${p}.`)).rejects.toThrow();
    await expect(service.verifyAccessToken(`${h}.${p}`)).rejects.toThrow();
  });

  it('are refused with a changed payload (scopes, user, expiry) under the original signature', async () => {
    const token = await service.issueAccessToken({ ...payload, scopes: ['contacts:read'] });
    await expect(service.verifyAccessToken(forged(token, (c) => ({ ...c, scopes: ['*:write'] })))).rejects.toThrow();
    await expect(
      service.verifyAccessToken(
        forged(token, (c) => ({
          ...c,
          userId: 'usr_01JD0000000000000000000002',
          sub: 'usr_01JD0000000000000000000002',
        })),
      ),
    ).rejects.toThrow();
    await expect(service.verifyAccessToken(forged(token, (c) => ({ ...c, exp: c.exp + 86_400 })))).rejects.toThrow();
    // Control: the same change re-signed with the real key verifies, so the refusals above are the signature's doing.
    expect(
      await service.verifyAccessToken(forged(token, (c) => ({ ...c, scopes: ['*:write'] }), privateKey)),
    ).toMatchObject({ scopes: ['*:write'] });
  });

  it('are refused when signed by another key, even with our kid', async () => {
    const token = await service.issueAccessToken(payload);
    await expect(service.verifyAccessToken(forged(token, (c) => c, otherPrivateKey))).rejects.toThrow();
    const stranger = createTokenService({ signer: createKeySigner(otherPrivateKey), issuer: ISSUER });
    await expect(service.verifyAccessToken(await stranger.issueAccessToken(payload))).rejects.toThrow();
  });

  it('are refused unsigned (alg none) or with a symmetric algorithm', async () => {
    const token = await service.issueAccessToken(payload);
    const [, p] = segments(token);
    await expect(service.verifyAccessToken(`${b64({ alg: 'none', typ: 'JWT' })}.${p}.`)).rejects.toThrow();
    const kid = (await signer.publicJwk()).kid;
    await expect(
      service.verifyAccessToken(`${b64({ alg: 'none', typ: 'JWT', kid })}.${p}.${segments(token)[2]}`),
    ).rejects.toThrow();
    await expect(
      service.verifyAccessToken(
        forged(
          token,
          (c) => c,
          undefined,
          (h) => ({ ...h, alg: 'HS256' }),
        ),
      ),
    ).rejects.toThrow();
  });

  it('are refused from another issuer with the same key', async () => {
    const other = createTokenService({ signer, issuer: 'https://evil.example' });
    await expect(service.verifyAccessToken(await other.issueAccessToken(payload))).rejects.toThrow();
  });

  it('are not accepted as login tokens, of either purpose', async () => {
    const token = await service.issueAccessToken(payload);
    await expect(service.verifyLoginToken(token, 'code')).rejects.toThrow();
    await expect(service.verifyLoginToken(token, 'link')).rejects.toThrow();
    // Not even with a purpose claim added and re-signed with our key: the audience still says access.
    await expect(
      service.verifyLoginToken(
        forged(token, (c) => ({ ...c, purpose: 'code', sub: challenge }), privateKey),
        'code',
      ),
    ).rejects.toThrow();
  });

  it('garbage is refused', async () => {
    for (const garbage of ['', 'a.b.c', 'not-a-token', 'eyJ.eyJ.sig', 'oak_0000000000000000000000000000000000']) {
      await expect(service.verifyAccessToken(garbage)).rejects.toThrow();
    }
  });
});

describe('login tokens', () => {
  it('verify for their own purpose, returning the challenge', async () => {
    const code = await service.issueLoginToken('code', challenge, 600);
    const link = await service.issueLoginToken('link', challenge, 600);
    expect(await service.verifyLoginToken(code, 'code')).toBe(challenge);
    expect(await service.verifyLoginToken(link, 'link')).toBe(challenge);
    expect(claims(code)).toMatchObject({ aud: 'outreach-api-login', purpose: 'code', sub: challenge, iss: ISSUER });
    expect(claims(code).exp - claims(code).iat).toBe(600);
  });

  it('name the challenge and nothing of the account: no user id, no email', async () => {
    const code = await service.issueLoginToken('code', challenge, 600);
    expect(Object.keys(claims(code)).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'jti', 'purpose', 'sub']);
    expect(JSON.stringify(claims(code))).not.toMatch(/usr_|@/);
  });

  it('are refused for the other purpose', async () => {
    await expect(
      service.verifyLoginToken(await service.issueLoginToken('code', challenge, 600), 'link'),
    ).rejects.toThrow();
    await expect(
      service.verifyLoginToken(await service.issueLoginToken('link', challenge, 600), 'code'),
    ).rejects.toThrow();
  });

  it('are not accepted as access tokens', async () => {
    await expect(service.verifyAccessToken(await service.issueLoginToken('code', challenge, 600))).rejects.toThrow();
    await expect(service.verifyAccessToken(await service.issueLoginToken('link', challenge, 600))).rejects.toThrow();
  });

  it('are refused once expired, and when tampered with', async () => {
    const past = createTokenService({ signer, issuer: ISSUER, now: () => Date.now() - 601_000 });
    await expect(
      service.verifyLoginToken(await past.issueLoginToken('code', challenge, 600), 'code'),
    ).rejects.toThrow();
    const token = await service.issueLoginToken('code', challenge, 600);
    await expect(
      service.verifyLoginToken(
        forged(token, (c) => ({ ...c, sub: 'lgc_01JD0000000000000000000009' })),
        'code',
      ),
    ).rejects.toThrow();
    await expect(
      service.verifyLoginToken(
        forged(token, (c) => ({ ...c, purpose: 'link' })),
        'link',
      ),
    ).rejects.toThrow();
  });
});

describe('JWKS and the local signer', () => {
  it('publishes the public key under the kid the tokens carry, derived from the key', async () => {
    const jwks = await service.jwks();
    const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
    const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' });
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toEqual({
      kty: 'RSA',
      n: publicJwk.n,
      e: publicJwk.e,
      kid: keyIdOf(spki),
      alg: 'RS256',
      use: 'sig',
    });
    expect(header(await service.issueAccessToken(payload)).kid).toBe(jwks.keys[0]!.kid);
  });

  it('publishes no private key material', async () => {
    const [jwk] = (await service.jwks()).keys;
    for (const field of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(jwk).not.toHaveProperty(field);
  });

  it('gives another key another kid', async () => {
    expect((await createKeySigner(otherPrivateKey).publicJwk()).kid).not.toBe((await signer.publicJwk()).kid);
  });

  it('creates its key file once, readable by the owner only, and reuses it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'signer-test-'));
    try {
      const file = join(dir, 'nested', 'key.pem');
      const first = loadOrCreateLocalSigner(file);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const pem = readFileSync(file, 'utf8');
      const second = loadOrCreateLocalSigner(file);
      expect(readFileSync(file, 'utf8')).toBe(pem);
      expect((await second.publicJwk()).kid).toBe((await first.publicJwk()).kid);
      // A token signed through the first instance verifies with a service on the second.
      const token = await createTokenService({ signer: first, issuer: ISSUER }).issueAccessToken(payload);
      expect(await createTokenService({ signer: second, issuer: ISSUER }).verifyAccessToken(token)).toMatchObject(
        payload,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
