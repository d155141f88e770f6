// An endpoint's signing secrets: made, sealed at rest with the credential vault, rotated with a day's overlap, and the Standard Webhooks headers they sign with.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import * as v from 'valibot';
import type { CredentialVault } from '../platform/credential-vault.js';

/** How long a rotated-out secret keeps signing beside the new one. */
const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** A new secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

const signingSecrets = v.object({
  current: v.string(),
  previous: v.optional(v.string()),
  /** When `previous` stops signing (ISO). */
  previousUntil: v.optional(v.string()),
});
type SigningSecrets = v.InferOutput<typeof signingSecrets>;

/** Where an endpoint keeps its sealed secrets (its hidden `signing` field). */
export const sealedSigning = v.object({ sealed: v.string() });

/** The sealed secrets an endpoint record keeps. */
export const sealedOf = (endpoint: Record<string, unknown>): string => v.parse(sealedSigning, endpoint.signing).sealed;

/** Whose secrets they are: a sealed value opens only for the endpoint it was sealed for. */
const contextOf = (org: string, endpointId: string) => ({ organizationId: org, recordId: endpointId });

export async function sealSecrets(
  vault: CredentialVault,
  org: string,
  endpointId: string,
  secrets: SigningSecrets,
): Promise<string> {
  return vault.seal(secrets, contextOf(org, endpointId));
}

export async function openSecrets(
  vault: CredentialVault,
  org: string,
  endpointId: string,
  sealed: string,
): Promise<SigningSecrets> {
  return v.parse(signingSecrets, await vault.open(sealed, contextOf(org, endpointId)));
}

/** The secrets after a rotation at `now`: `fresh` signs, the one it replaces goes on signing for the overlap. */
export function rotated(secrets: SigningSecrets, fresh: string, now: Date): SigningSecrets {
  return {
    current: fresh,
    previous: secrets.current,
    previousUntil: new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString(),
  };
}

/** The secrets that sign at `now`: the current one, and the previous one until its overlap ends. */
export function signingAt(secrets: SigningSecrets, now: Date): string[] {
  const { current, previous, previousUntil } = secrets;
  return previous && previousUntil && now < new Date(previousUntil) ? [current, previous] : [current];
}

/**
 * The Standard Webhooks headers of one attempt: `webhook-id` (the event's id, the same on every attempt, so that a
 * receiver dedupes by it), `webhook-timestamp` (the attempt's, in Unix seconds) and `webhook-signature` (one `v1,`
 * signature per secret, space-separated).
 */
export function signatureHeaders(secrets: readonly string[], id: string, sentAt: Date, body: string) {
  const timestamp = new Date(Math.floor(sentAt.getTime() / 1000) * 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, timestamp, body)).join(' '),
  };
}
