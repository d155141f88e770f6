// The port that keeps secrets encrypted at rest (mailbox passwords, OAuth tokens): a KMS key in AWS, a local key locally.

/** Whose secret it is: a sealed value opens only under the context it was sealed with. */
export interface CredentialContext {
  organizationId: string;
  /** The record the secret belongs to (a connection's id). */
  recordId: string;
}

/**
 * Seals JSON secrets into an opaque string and opens them again. In AWS a function may be granted only one half: the
 * API seals (kms:GenerateDataKey) and never opens; the senders and readers open (kms:Decrypt).
 */
export interface CredentialVault {
  seal(secrets: unknown, context: CredentialContext): Promise<string>;
  /** Throws when `sealed` was altered or sealed under another context or key. */
  open(sealed: string, context: CredentialContext): Promise<unknown>;
}
