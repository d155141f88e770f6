// POST /v5/connections/{id}/verify: logs in to the connection's mailbox as its type does, sending nothing, and records
// CONNECTED, or ERROR with what failed; one dispatch by type where each kind of mailbox plugs in its check.
import { ConflictError, InvalidRequestError, NotFoundError } from '../platform/http/errors.js';
import { logger } from '../platform/http/logger.js';
import { type ResourceAction, type ResourceServices, writeContextOf } from '../platform/resources/behaviour.js';
import type { EntityType } from '../platform/store/entity.js';
import type { StoredRecord } from '../platform/store/records.js';
import { UniqueValueTakenError } from '../platform/store/errors.js';
import { type ConnectionStatusReason, connectionStatusPatch } from './connection-status.js';
import { checkImapLogin, checkSmtpLogin, type LoginOutcome } from './mail-server-login.js';
import { type MailboxLogins, mailboxLoginsOf } from './mailbox-logins.js';
import { OAuthRevokedError } from './oauth/oauth-tokens.js';
import { checkSesConnection } from './ses-domain.js';

/** What a type's check found: null when the mailbox took the login, else the status reason. */
type ConnectionCheck = (
  services: ResourceServices,
  org: string,
  connection: StoredRecord,
  entity: EntityType,
) => Promise<ConnectionStatusReason | null>;

const failed = (kind: 'smtp' | 'imap', outcome: LoginOutcome): ConnectionStatusReason | null =>
  outcome === 'ok' ? null : `${kind}_${outcome}`;

/**
 * SMTP, GMAIL and OUTLOOK: the mailbox's SMTP server (and IMAP server, when it reads replies) logged in to side by
 * side, with the connection's password or a fresh OAuth access token (a refused refresh is `oauth_revoked`).
 */
async function checkMailboxConnection(
  services: ResourceServices,
  org: string,
  connection: StoredRecord,
  entity: EntityType,
) {
  refuseUnauthorized(services, connection);
  let logins: MailboxLogins;
  try {
    logins = await mailboxLoginsOf({ ...services, connections: entity, now: services.engine.now }, org, connection);
  } catch (error) {
    if (error instanceof OAuthRevokedError) return 'oauth_revoked';
    throw error;
  }
  const [smtpOutcome, imapOutcome] = await Promise.all([
    logins.smtp ? checkSmtpLogin(logins.smtp) : Promise.resolve<LoginOutcome>('auth_failed'),
    logins.imap ? checkImapLogin(logins.imap) : Promise.resolve<LoginOutcome>('ok'),
  ]);
  return failed('smtp', smtpOutcome) ?? failed('imap', imapOutcome);
}

/** A GMAIL or OUTLOOK connection has nothing to log in with before it is authorized (or without its provider's settings). */
function refuseUnauthorized(services: ResourceServices, connection: StoredRecord) {
  const type = connection.type;
  if (type !== 'GMAIL' && type !== 'OUTLOOK') return;
  if (!services.oauth?.[type])
    throw new InvalidRequestError(`type: this deployment has no OAuth settings for ${type} connections.`, [
      { path: 'type', message: `this deployment has no OAuth settings for ${type} connections` },
    ]);
  const sealed = connection.credentials;
  if (typeof sealed !== 'object' || sealed === null || !('oauth' in sealed))
    throw new InvalidRequestError(
      `The ${type} connection has not been authorized: POST /v5/connections/${connection.id}/authorize first.`,
      [{ path: 'id', message: 'has not been authorized with OAuth' }],
    );
}

/** SES: the organization's domain identity verified by SES (and the domain then held by it), else `dns_not_verified`. */
async function checkSes(services: ResourceServices, org: string, connection: StoredRecord) {
  const found = await checkSesConnection(
    { ...services, org, now: services.engine.now() },
    { email: String(connection.email) },
  );
  return found.status === 'CONNECTED' ? null : found.statusReason;
}

const CHECKS: Record<string, ConnectionCheck> = {
  SMTP: checkMailboxConnection,
  GMAIL: checkMailboxConnection,
  OUTLOOK: checkMailboxConnection,
  SES: checkSes,
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
      if (!check) throw new Error(`No verify check for connection type ${String(connection.type)}`);
      const reason = await check(services, ctx.org, connection, resource.entity);
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
