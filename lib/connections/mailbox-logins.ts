// How a connection logs in to its mail servers: an SMTP connection to its own servers with its opened passwords, a
// GMAIL or OUTLOOK connection to its provider's servers with a fresh OAuth access token (XOAUTH2). Verify, the senders
// and the reply reader all log in through here.
import type { CredentialVault } from '../platform/credential-vault.js';
import type { EntityType } from '../platform/store/entity.js';
import type { StoredRecord } from '../platform/store/records.js';
import type { Store } from '../platform/store/store.js';
import { openConnectionCredentials } from './connection-credentials.js';
import { loginOf, type MailServerLogin } from './mail-server-login.js';
import type { OAuthSettings } from './oauth/oauth-providers.js';
import { freshTokens, providerSettingsOf, renewalDue } from './oauth/oauth-tokens.js';

/** What logging in needs: the vault that opens credentials and, for OAuth mailboxes, what refreshes their tokens. */
export interface MailboxLoginDeps {
  store: Store;
  /** The connections' entity, where a refreshed token is kept (given: the family's verify action logs in here). */
  connections: EntityType;
  credentialVault?: CredentialVault;
  oauth?: OAuthSettings;
  now: () => Date;
}

/** A connection's servers with what logs in to each; `imap` absent for a connection that reads no replies. */
export interface MailboxLogins {
  smtp?: MailServerLogin;
  imap?: MailServerLogin;
  /** When an OAuth access token is near its end: a login kept open (a pooled transport) is made again by then. */
  renewBy?: Date;
}

/** The types whose mailboxes the service logs in to (SES sends through the SES API and reads nothing). */
const MAILBOX_TYPES = new Set(['SMTP', 'GMAIL', 'OUTLOOK']);

/**
 * The connection's logins. An OAuth access token close to expiry is refreshed (and sealed) first; a refused refresh
 * turns the connection ERROR `oauth_revoked` and throws OAuthRevokedError.
 */
export async function mailboxLoginsOf(
  deps: MailboxLoginDeps,
  org: string,
  connection: StoredRecord,
): Promise<MailboxLogins> {
  if (!MAILBOX_TYPES.has(String(connection.type))) return {};
  if (!deps.credentialVault) throw new Error('No credential vault: a mailbox cannot be logged in to');
  if (connection.type === 'SMTP') {
    const opened = await openConnectionCredentials(deps.credentialVault, org, connection);
    return {
      smtp: loginOf(connection.smtp, opened.smtp?.password),
      imap: loginOf(connection.imap, opened.imap?.password),
    };
  }
  const oauth = deps.oauth ?? {};
  const provider = providerSettingsOf(oauth, connection.type);
  const { accessToken, expiresAt } = await freshTokens(
    { ...deps, credentialVault: deps.credentialVault, oauth },
    org,
    connection,
  );
  const login = (server: typeof provider.smtp): MailServerLogin => ({
    ...server,
    username: String(connection.email),
    secret: { accessToken },
  });
  return { smtp: login(provider.smtp), imap: login(provider.imap), renewBy: renewalDue(expiresAt) };
}
