// The secret webhook address of an import: its path, a new secret, the stored hash and the constant-time check.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PathPattern } from '../../platform/http/path-patterns.js';

/** Where third-party tools post rows; the secret in the path is the only credential. */
export const WEBHOOK_INTAKE_PATH = '/v5/webhooks/{importId}/{secret}';

/**
 * What the secret of an address may look like: URL-safe base64 (a secret has 43 characters; a wrong one of up to 100
 * is still a 404 like any other unknown address).
 */
export const WEBHOOK_SECRET_PATTERN: PathPattern = {
  pattern: '^[A-Za-z0-9_-]{1,100}$',
  description: 'The secret of the webhook address, shown when the import was created or its address rotated.',
};

/** A new secret: 256 random bits, URL-safe. */
export function newWebhookSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 hash kept in `data.webhook.hash`; the secret itself is never stored. */
export function hashWebhookSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a secret from an address matches the stored hash; compares hashes in constant time. */
export function webhookSecretMatches(secret: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string' || !/^[0-9a-f]{64}$/.test(storedHash)) return false;
  return timingSafeEqual(Buffer.from(hashWebhookSecret(secret), 'hex'), Buffer.from(storedHash, 'hex'));
}

/** The full address of an import's webhook. */
export function webhookUrl(baseUrl: string, importId: string, secret: string): string {
  return `${baseUrl}${WEBHOOK_INTAKE_PATH.replace('{importId}', importId).replace('{secret}', secret)}`;
}
