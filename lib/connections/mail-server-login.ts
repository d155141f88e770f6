// Logs in to a connection's SMTP or IMAP server with its password, within a bounded time, and names what failed:
// what verify reports and what tells a send refused for authentication from one that may be retried.
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

/** What proves the login: an SMTP connection's password, or a GMAIL or OUTLOOK connection's OAuth access token. */
type LoginSecret = { password: string } | { accessToken: string };

/** Where a mail server is and who logs in; the secret comes from the connection's sealed credentials. */
export interface MailServerLogin {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  secret: LoginSecret;
}

/** A server's settings as the connection record keeps them, with its password opened from the credentials. */
export function loginOf(settings: unknown, password: string | undefined): MailServerLogin | undefined {
  if (typeof settings !== 'object' || settings === null || password === undefined) return undefined;
  const { host, port, secure, username } = settings as Record<string, unknown>;
  return {
    host: String(host),
    port: Number(port),
    secure: secure === true,
    username: String(username),
    secret: { password },
  };
}

/** nodemailer's `auth`: the password, or XOAUTH2 with the access token (nodemailer refreshes nothing itself). */
function smtpAuthOf({ username, secret }: MailServerLogin) {
  return 'password' in secret
    ? { user: username, pass: secret.password }
    : { type: 'OAuth2' as const, user: username, accessToken: secret.accessToken };
}

/** imapflow's `auth`: the password, or XOAUTH2 with the access token. */
function imapAuthOf({ username, secret }: MailServerLogin) {
  return 'password' in secret
    ? { user: username, pass: secret.password }
    : { user: username, accessToken: secret.accessToken };
}

/** What a login found: the server took it, refused the credentials, or could not be reached in time. */
export type LoginOutcome = 'ok' | 'auth_failed' | 'unreachable';

/**
 * Each phase (TCP and TLS, the greeting) gets this long; verify as a whole gives up before 15 seconds (the issue's
 * bound), the SMTP and IMAP logins running side by side.
 */
const LOGIN_PHASE_TIMEOUT_MS = 10_000;
const LOGIN_DEADLINE_MS = 14_000;

/** SMTP replies that refuse the credentials (RFC 4954: 535, 534; 530 asks for them) rather than the message. */
const AUTH_REFUSED_CODES = new Set([530, 534, 535]);

/** Whether an SMTP error (nodemailer's) says the server refused the login; anything else may pass if tried again. */
export function isSmtpAuthFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return code === 'EAUTH' || (typeof responseCode === 'number' && AUTH_REFUSED_CODES.has(responseCode));
}

/** nodemailer's options for a connection's SMTP server; `pool` for the sender's warm transports. */
export function smtpTransportOptions(login: MailServerLogin, pool = false): SMTPTransport.Options {
  return {
    host: login.host,
    port: login.port,
    secure: login.secure,
    auth: smtpAuthOf(login),
    connectionTimeout: LOGIN_PHASE_TIMEOUT_MS,
    greetingTimeout: LOGIN_PHASE_TIMEOUT_MS,
    socketTimeout: LOGIN_PHASE_TIMEOUT_MS,
    ...(pool ? { pool: true, maxConnections: 2 } : {}),
  };
}

/** Settles `attempt` as it ends, or 'unreachable' at the deadline (after which `abandon` ends what still runs). */
async function withinDeadline(attempt: Promise<LoginOutcome>, abandon: () => void): Promise<LoginOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<LoginOutcome>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), LOGIN_DEADLINE_MS);
  });
  try {
    const outcome = await Promise.race([attempt, deadline]);
    if (outcome === 'unreachable') abandon();
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}

/** Logs in to the SMTP server (EHLO, AUTH) and quits, sending nothing. */
export function checkSmtpLogin(login: MailServerLogin): Promise<LoginOutcome> {
  const transport = nodemailer.createTransport(smtpTransportOptions(login));
  const attempt = transport.verify().then(
    (): LoginOutcome => 'ok',
    (error: unknown): LoginOutcome => (isSmtpAuthFailure(error) ? 'auth_failed' : 'unreachable'),
  );
  return withinDeadline(attempt, () => transport.close()).finally(() => transport.close());
}

/** An IMAP client of the server, not yet connected, whose late socket errors are swallowed (each call throws its own). */
export function imapClientOf(login: MailServerLogin): ImapFlow {
  const client = new ImapFlow({
    host: login.host,
    port: login.port,
    secure: login.secure,
    auth: imapAuthOf(login),
    logger: false,
    connectionTimeout: LOGIN_PHASE_TIMEOUT_MS,
    greetingTimeout: LOGIN_PHASE_TIMEOUT_MS,
    socketTimeout: LOGIN_PHASE_TIMEOUT_MS,
  });
  // A socket error after the outcome is known must not become an unhandled 'error' event.
  client.on('error', () => {});
  return client;
}

/** Whether an imapflow error says the server refused the credentials (rather than could not be reached). */
export function isImapAuthFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'authenticationFailed') === true;
}

/** Logs in to the IMAP server, selects INBOX (a mailbox that cannot is no reader of replies) and logs out. */
export function checkImapLogin(login: MailServerLogin): Promise<LoginOutcome> {
  const client = imapClientOf(login);
  const attempt = (async (): Promise<LoginOutcome> => {
    try {
      await client.connect();
      await client.mailboxOpen('INBOX', { readOnly: true });
      await client.logout();
      return 'ok';
    } catch (error) {
      return isImapAuthFailure(error) ? 'auth_failed' : 'unreachable';
    }
  })();
  return withinDeadline(attempt, () => client.close()).finally(() => client.close());
}
