// A connection's status as the service sets it: CONNECTED after a good login, ERROR with the reason of the one that
// failed (verify, or a send refused for authentication); and which connections campaigns may send from.
import type { StoredRecord } from '../platform/store/records.js';

/** Why a connection is ERROR (or what verify found wrong), as the clarifications name it. */
export const STATUS_REASONS = [
  'smtp_unreachable',
  'smtp_auth_failed',
  'imap_unreachable',
  'imap_auth_failed',
  'oauth_revoked',
  'dns_not_verified',
] as const;
export type ConnectionStatusReason = (typeof STATUS_REASONS)[number];

/** The fields a check writes: CONNECTED when `reason` is null, else ERROR with it; checked at `at`. */
export function connectionStatusPatch(reason: ConnectionStatusReason | null, at: string) {
  return { status: reason ? 'ERROR' : 'CONNECTED', statusReason: reason, lastCheckedAt: at };
}

/**
 * Types whose connections must be CONNECTED to send. SES is not among them until the SES engineer's work (which makes
 * an SES connection CONNECTED when created locally, and verify read the domain's status) is merged: until then SES
 * connections send as they did. Merging that work adds 'SES' here.
 */
const SENDS_ONLY_WHEN_CONNECTED = new Set(['SMTP', 'GMAIL', 'OUTLOOK']);

/** Whether campaigns may send from the connection now (and a campaign from it turn ACTIVE). */
export function maySendFrom(connection: StoredRecord): boolean {
  return connection.status === 'CONNECTED' || !SENDS_ONLY_WHEN_CONNECTED.has(String(connection.type));
}
