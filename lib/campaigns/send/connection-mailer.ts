// The transport of a send, chosen by its connection's type, and what a send its server refused for authentication
// does: the connection turns ERROR and its sends wait until it is verified again. Only the final send differs.
import {
  connectionStatusPatch,
  connections,
  isSmtpAuthFailure,
  mailboxConnectionMailer,
  OAuthRevokedError,
} from '../../connections/index.js';
import type { Mailer } from '../../mail/index.js';
import { logger } from '../../platform/http/logger.js';
import type { StoredRecord } from '../../platform/store/records.js';
import type { SendJob } from './send-job.js';

/**
 * SES: the organization's own identity and tenant (in AWS; the local mailbox stands in locally). SMTP, GMAIL and
 * OUTLOOK: the mailbox's own SMTP server, logged in with its password or OAuth access token.
 */
export function mailerFor({ deps, ctx }: SendJob, connection: StoredRecord): Mailer {
  if (connection.type === 'SES') return deps.sesMailer(ctx.org, { email: String(connection.email) });
  return mailboxConnectionMailer(
    { ...deps, connections: connections.entity, now: () => deps.now() },
    ctx.org,
    connection,
  );
}

/**
 * Whether the mailer's `error` refused the connection's login (SMTP 535 and the like): then the connection is ERROR
 * (`smtp_auth_failed`) and the caller holds the send rather than retry it with the same password.
 */
export async function refusedLogin({ deps, ctx, now }: SendJob, connection: StoredRecord, error: unknown) {
  // A refused refresh has already turned the connection ERROR (oauth_revoked).
  if (error instanceof OAuthRevokedError) return true;
  if (!isSmtpAuthFailure(error)) return false;
  logger.warn('The mail server refused the connection login: connection ERROR, its sends held', {
    connectionId: connection.id,
  });
  await deps.engine.change(connections, ctx, connection.id, () =>
    connectionStatusPatch('smtp_auth_failed', now.toISOString()),
  );
  return true;
}
