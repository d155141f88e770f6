// A connection's credentials at rest: one sealed box per credential set, so the API replaces one without opening others.
import * as v from 'valibot';
import type { CredentialVault } from '../platform/credential-vault.js';
import type { StoredRecord } from '../platform/store/records.js';

/** What a connection's sealed boxes hold, opened: the mail servers' passwords and, for OAuth, the tokens. */
export interface ConnectionCredentials {
  smtp?: { password: string };
  imap?: { password: string };
  oauth?: { accessToken: string; refreshToken: string; expiresAt: string };
}
export type CredentialSet = keyof ConnectionCredentials;

/** The record's hidden `credentials` field: each set sealed on its own (the API may seal, never open). */
export const sealedCredentialsSchema = v.strictObject({
  smtp: v.optional(v.string()),
  imap: v.optional(v.string()),
  oauth: v.optional(v.string()),
});
export type SealedCredentials = v.InferOutput<typeof sealedCredentialsSchema>;

const openedSets = v.object({
  smtp: v.optional(v.object({ password: v.string() })),
  imap: v.optional(v.object({ password: v.string() })),
  oauth: v.optional(v.object({ accessToken: v.string(), refreshToken: v.string(), expiresAt: v.string() })),
});

const CREDENTIAL_SETS = ['smtp', 'imap', 'oauth'] as const;

/** `sealed` with each of `sets` sealed anew under the connection's context, and each set given as null removed. */
export async function sealCredentialSets(
  vault: CredentialVault,
  context: { organizationId: string; recordId: string },
  sealed: SealedCredentials | null | undefined,
  sets: { [S in CredentialSet]?: ConnectionCredentials[S] | null },
): Promise<SealedCredentials> {
  const next: SealedCredentials = { ...sealed };
  for (const name of CREDENTIAL_SETS) {
    const secrets = sets[name];
    if (secrets === undefined) continue;
    if (secrets === null) delete next[name];
    else next[name] = await vault.seal(secrets, context);
  }
  return next;
}

/**
 * A connection's credentials, opened: what the senders and readers log in with. Needs a vault that may open (in AWS,
 * kms:Decrypt: granted to the functions that send or read mail only).
 */
export async function openConnectionCredentials(
  vault: CredentialVault,
  org: string,
  connection: StoredRecord,
): Promise<ConnectionCredentials> {
  const sealed = v.parse(v.nullish(sealedCredentialsSchema), connection.credentials) ?? {};
  const opened: Record<string, unknown> = {};
  for (const name of CREDENTIAL_SETS) {
    const box = sealed[name];
    if (box) opened[name] = await vault.open(box, { organizationId: org, recordId: connection.id });
  }
  return v.parse(openedSets, opened);
}
