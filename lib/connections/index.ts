// The connections domain's public entry: what other domains use of it, and the only file they import it through.
export { openConnectionCredentials } from './connection-credentials.js';
export { mailboxConnectionMailer } from './connection-mailers.js';
export { connectionStatusPatch, maySendFrom } from './connection-status.js';
export { connections } from './connections.js';
export { isSmtpAuthFailure } from './mail-server-login.js';
export { sendingAddressRefusal } from './sending-address.js';
export { checkSesConnection } from './ses-domain.js';
export { freshAccessToken, OAuthRevokedError } from './oauth/oauth-tokens.js';
export { imapClientOf, isImapAuthFailure } from './mail-server-login.js';
export { type MailboxLoginDeps, mailboxLoginsOf } from './mailbox-logins.js';
export {
  type MailboxCursor,
  mailboxCursorsOf,
  mailboxReadingUse,
  type ReadableMailbox,
  readableMailboxes,
  saveMailboxCursor,
} from './mailbox-readers.js';
