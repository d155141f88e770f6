// POST /v5/connections/{id}/verify: logs in to the connection's mailbox as its type does, sending nothing, and records
// CONNECTED, or ERROR with what failed; one dispatch by type where each kind of mailbox plugs in its check.
import { ConflictError, InvalidRequestError, NotFoundError } from '../platform/http/errors.js';
import { logger } from '../platform/http/logger.js';
import { type ResourceAction, type ResourceServices, writeContextOf } from '../platform/resources/behaviour.js';
import type { StoredRecord } from '../platform/store/records.js';
import { UniqueValueTakenError } from '../platform/store/errors.js';
import { openConnectionCredentials } from './connection-credentials.js';
import { type ConnectionStatusReason, connectionStatusPatch } from './connection-status.js';
import { checkImapLogin, checkSmtpLogin, type LoginOutcome, loginOf } from './mail-server-login.js';

/** What a type's check found: null when the mailbox took the login, else the status reason. */
type ConnectionCheck = (
  services: ResourceServices,
  org: string,
  connection: StoredRecord,
) => Promise<ConnectionStatusReason | null>;

/** The connection's SMTP server (and IMAP server, when it reads replies), logged in to side by side. */
async function checkSmtpConnection(services: ResourceServices, org: string, connection: StoredRecord) {
  if (!services.credentialVault) throw new Error('No credential vault: connection passwords cannot be opened');
  const opened = await openConnectionCredentials(services.credentialVault, org, connection);
  const smtp = loginOf(connection.smtp, opened.smtp?.password);
  const imap = loginOf(connection.imap, opened.imap?.password);
  const failed = (kind: 'smtp' | 'imap', outcome: LoginOutcome) =>
    outcome === 'ok' ? null : (`${kind}_${outcome}` as ConnectionStatusReason);
  const [smtpOutcome, imapOutcome] = await Promise.all([
    smtp ? checkSmtpLogin(smtp) : Promise.resolve<LoginOutcome>('auth_failed'),
    imap ? checkImapLogin(imap) : Promise.resolve<LoginOutcome>('ok'),
  ]);
  return failed('smtp', smtpOutcome) ?? failed('imap', imapOutcome);
}

/**
 * Each type's check. SES: the SES engineer's `checkSesConnection` (the domain identity's status) plugs in here;
 * GMAIL and OUTLOOK: SMTP and IMAP with XOAUTH2, with the OAuth token function's fresh access token. Until then
 * verify refuses those types (400) rather than pretend.
 */
const CHECKS: Record<string, ConnectionCheck | undefined> = {
  SMTP: checkSmtpConnection,
  SES: undefined,
  GMAIL: undefined,
  OUTLOOK: undefined,
};

/**
 * Answers the connection with its new status and `lastCheckedAt` (the engine's clock). CONNECTED takes the address's
 * global guard: an address another organization has verified is refused (409).
 */
export function verifyConnectionAction(): ResourceAction {
  return {
    method: 'POST',
    suffix: '/{id}/verify',
    access: 'write',
    bodyless: true,
    async serve(services, request, resource) {
      const id = request.pathParameters.id!;
      const ctx = writeContextOf(resource, request);
      const connection = await services.store.get(resource.entity, ctx.org, id);
      if (!connection) throw new NotFoundError(`No ${resource.object} with id ${id} exists.`);
      const check = CHECKS[String(connection.type)];
      if (!check)
        throw new InvalidRequestError(`A ${String(connection.type)} connection is not yet verifiable.`, [
          { path: 'type', message: `${String(connection.type)} connections are not yet verifiable` },
        ]);
      const reason = await check(services, ctx.org, connection);
      // The reason only: the servers' answers may quote what was sent to them.
      if (reason) logger.info('Connection verify failed', { connectionId: id, reason });
      const at = services.engine.now().toISOString();
      try {
        return { body: await services.engine.change(resource, ctx, id, () => connectionStatusPatch(reason, at)) };
      } catch (error) {
        if (!(error instanceof UniqueValueTakenError)) throw error;
        throw new ConflictError(
          `email: ${String(connection.email)} is verified by another organization; this connection cannot be CONNECTED.`,
        );
      }
    },
  };
}
