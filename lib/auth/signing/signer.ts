// The token signer interface: RS256 signatures and the public key as a JWK, from a local key pair or an AWS KMS key.
import { createHash, type KeyObject } from 'node:crypto';

/** An RSA public key as a JWK, with its key id: what the JWKS publishes. */
export type PublicJwk = { kty: 'RSA'; n: string; e: string; kid: string; alg: 'RS256'; use: 'sig' };

export interface TokenSigner {
  /** Signs the JWT signing input (`header.payload`) with RSASSA-PKCS1-v1_5 SHA-256. */
  sign(signingInput: Buffer): Promise<Buffer>;
  /** The public key that verifies the signatures, with its key id. */
  publicJwk(): Promise<PublicJwk>;
}

/** A key id derived from the public key, so it changes exactly when the key does. */
export function keyIdOf(spkiDer: Buffer): string {
  return createHash('sha256').update(spkiDer).digest('base64url').slice(0, 16);
}

/** The JWK of an RSA public key; throws for a key of another type. */
export function publicJwkOf(publicKey: KeyObject): PublicJwk {
  const { kty, n, e } = publicKey.export({ format: 'jwk' });
  if (kty !== 'RSA' || !n || !e) throw new Error(`The signing key is no RSA key (${kty})`);
  return { kty, n, e, kid: keyIdOf(publicKey.export({ format: 'der', type: 'spki' })), alg: 'RS256', use: 'sig' };
}
