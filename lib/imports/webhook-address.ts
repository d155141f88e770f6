// The secret webhook address of an import: its routes, a new secret, the stored hash and the constant-time check.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { PUBLIC, type RouteSpec } from '../app/route-spec.js';

/** Where third-party tools post rows; the secret in the path is the only credential. */
export const webhookIntakeRoute: RouteSpec = {
  method: 'POST',
  path: '/v5/webhooks/{importId}/{secret}',
  scope: PUBLIC,
};
/** Issues a new address for a webhook import; the old one stops working at once. */
export const webhookRotateRoute: RouteSpec = {
  method: 'POST',
  path: '/v5/imports/{id}/webhook/rotate',
  scope: 'imports:write',
  bodyless: true,
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

/**
 * The API's public base URL: PUBLIC_BASE_URL when set (a custom domain), otherwise the host the request came to, over
 * https in AWS and http on the local runtime.
 */
export function publicBaseUrl(event: APIGatewayProxyEventV2, env: NodeJS.ProcessEnv = process.env): string {
  if (env.PUBLIC_BASE_URL) return env.PUBLIC_BASE_URL.replace(/\/$/, '');
  const protocol = env.LOCAL_RUNTIME === 'true' ? 'http' : 'https';
  return `${protocol}://${event.headers?.host ?? event.requestContext.domainName}`;
}

/** The full address of an import's webhook. */
export function webhookUrl(baseUrl: string, importId: string, secret: string): string {
  return `${baseUrl}${webhookIntakeRoute.path.replace('{importId}', importId).replace('{secret}', secret)}`;
}
