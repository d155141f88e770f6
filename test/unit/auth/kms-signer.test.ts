// The KMS signer against a stub KMS that signs with a local RSA key: tokens it signs verify, its JWK is the key's, the
// public key is fetched once, and Sign gets the raw message, the RS256 algorithm and the key id.
import { GetPublicKeyCommand, SignCommand } from '@aws-sdk/client-kms';
import { createPublicKey, createVerify, generateKeyPairSync, sign as rsaSign } from 'node:crypto';
import { createKmsSigner } from '../../../lib/auth/signing/kms-signer.js';
import { createKeySigner } from '../../../lib/auth/signing/local-signer.js';
import { keyIdOf } from '../../../lib/auth/signing/signer.js';
import { createTokenService } from '../../../lib/auth/sessions/tokens.js';

const KEY_ID = 'arn:aws:kms:eu-west-1:123456789012:key/11111111-2222-3333-4444-555555555555';
const ISSUER = 'https://api.test.example';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ format: 'der', type: 'spki' });

const payload = {
  userId: 'usr_01JD0000000000000000000001',
  userName: 'Ada',
  userEmail: 'ada@example.com',
  sessionId: 'ses_01JD0000000000000000000001',
  scopes: ['*:write'],
};

interface Call {
  command: string;
  input: Record<string, unknown>;
}

/** A KMS client that answers Sign and GetPublicKey as KMS does for an RSA_2048 SIGN_VERIFY key, and records each call. */
function stubKms(options: { publicKey?: Uint8Array | undefined; signature?: 'omit' } = {}) {
  const calls: Call[] = [];
  const client = {
    async send(command: unknown): Promise<any> {
      if (command instanceof SignCommand) {
        calls.push({ command: 'Sign', input: { ...command.input } });
        const { Message, MessageType, SigningAlgorithm, KeyId } = command.input;
        if (KeyId !== KEY_ID) throw Object.assign(new Error('NotFoundException'), { name: 'NotFoundException' });
        if (MessageType !== 'RAW' || SigningAlgorithm !== 'RSASSA_PKCS1_V1_5_SHA_256')
          throw new Error('the stub signs RAW messages with RSASSA_PKCS1_V1_5_SHA_256 only');
        if (options.signature === 'omit') return { KeyId };
        // KMS returns the signature as a Uint8Array.
        return {
          KeyId,
          Signature: new Uint8Array(rsaSign('sha256', Buffer.from(Message as Uint8Array), privateKey)),
          SigningAlgorithm,
        };
      }
      if (command instanceof GetPublicKeyCommand) {
        calls.push({ command: 'GetPublicKey', input: { ...command.input } });
        if (command.input.KeyId !== KEY_ID)
          throw Object.assign(new Error('NotFoundException'), { name: 'NotFoundException' });
        return {
          KeyId: KEY_ID,
          KeySpec: 'RSA_2048',
          KeyUsage: 'SIGN_VERIFY',
          PublicKey: 'publicKey' in options ? options.publicKey : new Uint8Array(spki),
        };
      }
      throw new Error(`unexpected command ${(command as object).constructor.name}`);
    },
  };
  return { client, calls };
}

describe('createKmsSigner', () => {
  it('signs tokens that the token service verifies', async () => {
    const { client } = stubKms();
    const service = createTokenService({ signer: createKmsSigner(KEY_ID, client), issuer: ISSUER });
    const token = await service.issueAccessToken(payload);
    expect(await service.verifyAccessToken(token)).toMatchObject(payload);
    const loginToken = await service.issueLoginToken('code', 'lgc_01JD0000000000000000000001', 600);
    expect(await service.verifyLoginToken(loginToken, 'code')).toBe('lgc_01JD0000000000000000000001');
  });

  it('makes the same tokens verifiable by a service holding the key locally (same kid, same signature scheme)', async () => {
    const { client } = stubKms();
    const kmsService = createTokenService({ signer: createKmsSigner(KEY_ID, client), issuer: ISSUER });
    const localService = createTokenService({ signer: createKeySigner(privateKey), issuer: ISSUER });
    expect(await localService.verifyAccessToken(await kmsService.issueAccessToken(payload))).toMatchObject(payload);
    expect(await kmsService.verifyAccessToken(await localService.issueAccessToken(payload))).toMatchObject(payload);
  });

  it('publishes the key as its JWK, with the kid derived from the DER public key', async () => {
    const { client } = stubKms();
    const jwk = await createKmsSigner(KEY_ID, client).publicJwk();
    const expected = publicKey.export({ format: 'jwk' });
    expect(jwk).toEqual({ kty: 'RSA', n: expected.n, e: expected.e, kid: keyIdOf(spki), alg: 'RS256', use: 'sig' });
    // The JWK is a usable key: it verifies a signature of the private key.
    const message = Buffer.from('header.payload');
    const verifier = createVerify('RSA-SHA256').update(message);
    expect(verifier.verify(createPublicKey({ key: jwk, format: 'jwk' }), rsaSign('sha256', message, privateKey))).toBe(
      true,
    );
    expect(jwk.kid).toBe((await createKeySigner(privateKey).publicJwk()).kid);
  });

  it('fetches the public key once, however many tokens it signs and verifies', async () => {
    const { client, calls } = stubKms();
    const signer = createKmsSigner(KEY_ID, client);
    const service = createTokenService({ signer, issuer: ISSUER });
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(() => service.issueAccessToken(payload)));
    for (const token of tokens) await service.verifyAccessToken(token);
    await service.jwks();
    await signer.publicJwk();
    expect(calls.filter((call) => call.command === 'GetPublicKey')).toEqual([
      { command: 'GetPublicKey', input: { KeyId: KEY_ID } },
    ]);
    expect(calls.filter((call) => call.command === 'Sign')).toHaveLength(5);
  });

  it('asks KMS to sign the raw signing input with RSASSA_PKCS1_V1_5_SHA_256 under its key id', async () => {
    const { client, calls } = stubKms();
    const token = await createTokenService({
      signer: createKmsSigner(KEY_ID, client),
      issuer: ISSUER,
    }).issueAccessToken(payload);
    const sign = calls.find((call) => call.command === 'Sign')!;
    expect(sign.input).toEqual({
      KeyId: KEY_ID,
      Message: expect.anything(),
      MessageType: 'RAW',
      SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
    });
    // The message is the JWT signing input itself (header.payload), not a digest of it.
    const [header, body] = token.split('.');
    expect(Buffer.from(sign.input.Message as Uint8Array).toString('utf8')).toBe(`${header}.${body}`);
  });

  it('fails rather than sign without a signature or publish without a public key', async () => {
    await expect(
      createKmsSigner(KEY_ID, stubKms({ signature: 'omit' }).client).sign(Buffer.from('x.y')),
    ).rejects.toThrow(/no signature/);
    await expect(createKmsSigner(KEY_ID, stubKms({ publicKey: undefined }).client).publicJwk()).rejects.toThrow(
      /no public key/,
    );
  });

  it('does not verify tokens of another key', async () => {
    const { client } = stubKms();
    const kmsService = createTokenService({ signer: createKmsSigner(KEY_ID, client), issuer: ISSUER });
    const other = createTokenService({
      signer: createKeySigner(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey),
      issuer: ISSUER,
    });
    await expect(kmsService.verifyAccessToken(await other.issueAccessToken(payload))).rejects.toThrow();
  });

  it('asks for its client only when it first signs or reads the key, and only once', async () => {
    const { client, calls } = stubKms();
    let made = 0;
    const signer = createKmsSigner(KEY_ID, async () => {
      made += 1;
      return client;
    });
    expect(made).toBe(0);
    const service = createTokenService({ signer, issuer: ISSUER });
    await service.verifyAccessToken(await service.issueAccessToken(payload));
    expect(made).toBe(1);
    expect(calls.map(({ command }) => command)).toEqual(['GetPublicKey', 'Sign']);
  });
});
