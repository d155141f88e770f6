// The transport of a send, chosen by its connection's type, and what a send its server refused for authentication
// does: the connection turns ERROR and its sends wait until it is verified again. Only the final send differs.
import {
  connectionStatusPatch,
  connections,
  isSmtpAuthFailure,
  smtpConnectionMailer,
} from '../../connections/index.js';
import type { Mailer } from '../../mail/index.js';
import { logger } from '../../platform/http/logger.js';
import type { StoredRecord } from '../../platform/store/records.js';
import type { SendJob } from './send-job.js';

/**
 * SMTP: the connection's own server. SES, for now, and anything else: the deployment's mailer (SES in AWS, the local
 * mailbox locally); the SES engineer's per-organization SES transport plugs in here.
 */
export function mailerFor({ deps, ctx }: SendJob, connection: StoredRecord): Mailer {
  if (connection.type !== 'SMTP') return deps.mailer;
  if (!deps.credentialVault) throw new Error('No credential vault: an SMTP connection cannot be sent from');
  return smtpConnectionMailer(deps.credentialVault, ctx.org, connection);
}

/**
 * Whether the mailer's `error` refused the connection's login (SMTP 535 and the like): then the connection is ERROR
 * (`smtp_auth_failed`) and the caller holds the send rather than retry it with the same password.
 */
export async function refusedLogin({ deps, ctx, now }: SendJob, connection: StoredRecord, error: unknown) {
  if (!isSmtpAuthFailure(error)) return false;
  logger.warn('The mail server refused the connection login: connection ERROR, its sends held', {
    connectionId: connection.id,
  });
  await deps.engine.change(connections, ctx, connection.id, () =>
    connectionStatusPatch('smtp_auth_failed', now.toISOString()),
  );
  return true;
}
