// The mailers of SMTP connections: one pooled nodemailer transport per connection in a warm instance, made again (and
// the old one closed) when the connection's server or password changes.
import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer } from '../mail/index.js';
import type { CredentialVault } from '../platform/credential-vault.js';
import type { StoredRecord } from '../platform/store/records.js';
import { openConnectionCredentials } from './connection-credentials.js';
import { loginOf, smtpTransportOptions } from './mail-server-login.js';

interface PooledTransport {
  /** The server settings and sealed password it was made with: another version makes another transport. */
  version: string;
  transport: Promise<Transporter>;
}

const pooled = new Map<string, PooledTransport>();

/** Changes whenever the SMTP settings change or the password is sealed again (each sealing is new ciphertext). */
function credentialsVersion(connection: StoredRecord): string {
  const sealed = (connection.credentials as { smtp?: string } | null | undefined)?.smtp ?? null;
  return createHash('sha256')
    .update(JSON.stringify([connection.smtp ?? null, sealed]))
    .digest('base64url');
}

async function openedTransport(vault: CredentialVault, org: string, connection: StoredRecord): Promise<Transporter> {
  const opened = await openConnectionCredentials(vault, org, connection);
  const login = loginOf(connection.smtp, opened.smtp?.password);
  if (!login) throw new Error(`Connection ${connection.id} has no SMTP server and password to send with`);
  return nodemailer.createTransport(smtpTransportOptions(login, true));
}

/** The warm transport of the connection's current credentials, made (and a replaced one closed) when needed. */
function transportOf(vault: CredentialVault, org: string, connection: StoredRecord): Promise<Transporter> {
  const version = credentialsVersion(connection);
  const current = pooled.get(connection.id);
  if (current?.version === version) return current.transport;
  current?.transport.then((transport) => transport.close()).catch(() => {});
  const transport = openedTransport(vault, org, connection);
  pooled.set(connection.id, { version, transport });
  // A transport that could not be made is not kept: the next send tries again.
  transport.catch(() => {
    if (pooled.get(connection.id)?.transport === transport) pooled.delete(connection.id);
  });
  return transport;
}

/** Sends as the SMTP connection over its own server: the message's Message-ID, headers, HTML and text as given. */
export function smtpConnectionMailer(vault: CredentialVault, org: string, connection: StoredRecord): Mailer {
  return {
    async send(mail) {
      const transport = await transportOf(vault, org, connection);
      const info = await transport.sendMail({
        from: mail.from ?? String(connection.email),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
        headers: mail.headers ?? {},
      });
      return { providerMessageId: String(info.messageId ?? mail.messageId) };
    },
  };
}
