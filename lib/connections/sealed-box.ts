// AES-256-GCM under a 32-byte key, bound to the credential context as additional data: both vaults' cipher.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { CredentialContext } from '../platform/credential-vault.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The context as the cipher authenticates it: a box moved to another record or organization fails to open. */
const additionalData = ({ organizationId, recordId }: CredentialContext) =>
  Buffer.from(JSON.stringify([organizationId, recordId]), 'utf8');

/** `secrets` as JSON, encrypted: `<iv>.<ciphertext>.<tag>`, each base64url. */
export function sealBox(key: Uint8Array, secrets: unknown, context: CredentialContext): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(context));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The secrets of a box sealBox made; throws when the box, the key or the context differ from the sealing's. */
export function openBox(key: Uint8Array, box: string, context: CredentialContext): unknown {
  const [iv, ciphertext, tag, ...rest] = box.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !ciphertext || !tag || rest.length || iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
    throw new Error('The sealed credentials are malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(additionalData(context));
  decipher.setAuthTag(tag);
  const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  return JSON.parse(plaintext.toString('utf8'));
}

/** `sealed` split at its first dot: the vault that made it, and the rest. */
export function vaultPrefixOf(sealed: string): { prefix: string; rest: string } {
  const dot = sealed.indexOf('.');
  return dot < 0 ? { prefix: '', rest: sealed } : { prefix: sealed.slice(0, dot), rest: sealed.slice(dot + 1) };
}
