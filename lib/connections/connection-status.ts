// A connection's status as the service sets it: CONNECTED after a good login, ERROR with the reason of the one that
// failed (verify, or a send refused for authentication); and which connections campaigns may send from (CONNECTED ones only).
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

/** Whether campaigns may send from the connection now (and a campaign from it turn ACTIVE): CONNECTED, of any type. */
export function maySendFrom(connection: StoredRecord): boolean {
  return connection.status === 'CONNECTED';
}
