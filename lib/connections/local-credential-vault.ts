// The local runtime's credential vault: AES-256-GCM under a random key kept in a file beside the local signing key.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CredentialVault } from '../platform/credential-vault.js';
import { openBox, sealBox, vaultPrefixOf } from './sealed-box.js';

const PREFIX = 'local';
const KEY_BYTES = 32;

/** A vault under `key`, 32 bytes: sealed values read `local.<iv>.<ciphertext>.<tag>`. */
export function createKeyCredentialVault(key: Uint8Array): CredentialVault {
  if (key.length !== KEY_BYTES) throw new Error(`The local credentials key must be ${KEY_BYTES} bytes`);
  return {
    seal: async (secrets, context) => `${PREFIX}.${sealBox(key, secrets, context)}`,
    async open(sealed, context) {
      const { prefix, rest } = vaultPrefixOf(sealed);
      if (prefix !== PREFIX) throw new Error('The credentials were sealed by another vault than the local key');
      return openBox(key, rest, context);
    },
  };
}

/** Loads the key from `file`, creating it (readable by the owner only) the first time a credential is sealed or opened. */
export function localCredentialVault(file: string): CredentialVault {
  let vault: CredentialVault | undefined;
  const loaded = () => {
    if (vault) return vault;
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      // `wx` fails if another process created the file meanwhile; that process's key then wins.
      try {
        writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      }
    }
    vault = createKeyCredentialVault(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
    return vault;
  };
  return {
    seal: async (secrets, context) => loaded().seal(secrets, context),
    open: async (sealed, context) => loaded().open(sealed, context),
  };
}
