// The local runtime's signer: an RSA key pair made on first start and kept in a file under .data/.
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { publicJwkOf, type TokenSigner } from './signer.js';

/** A signer from a PEM private key. */
export function createKeySigner(privateKey: KeyObject): TokenSigner {
  const jwk = publicJwkOf(createPublicKey(privateKey));
  return {
    sign: async (signingInput) => sign('sha256', signingInput, privateKey),
    publicJwk: async () => jwk,
  };
}

/** Loads the key pair from `file`, creating it (readable by the owner only) on first use. */
export function loadOrCreateLocalSigner(file: string): TokenSigner {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    // `wx` fails if another process created the file meanwhile; that process's key then wins.
    try {
      writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
  }
  return createKeySigner(createPrivateKey(readFileSync(file)));
}
