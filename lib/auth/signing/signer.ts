// The token signer interface: RS256 signatures and the public key as a JWK, from a local key pair or an AWS KMS key.
import { createHash, type JsonWebKey } from 'node:crypto';

export interface PublicJwk extends JsonWebKey {
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

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
