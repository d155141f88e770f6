// The mailers of mailbox connections (SMTP, GMAIL, OUTLOOK): one pooled nodemailer transport per connection in a warm
// instance, made again (and the old one closed) when the connection's server or credentials change, or its OAuth
// access token nears its end.
import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer } from '../mail/index.js';
import type { StoredRecord } from '../platform/store/records.js';
import { smtpTransportOptions } from './mail-server-login.js';
import { type MailboxLoginDeps, mailboxLoginsOf } from './mailbox-logins.js';

interface PooledTransport {
  /** The server settings and sealed credentials it was made with: another version makes another transport. */
  version: string;
  transport: Promise<{ transport: Transporter; renewBy?: Date }>;
}

const pooled = new Map<string, PooledTransport>();

/** Changes whenever the SMTP settings change or a credential is sealed again (each sealing is new ciphertext). */
function credentialsVersion(connection: StoredRecord): string {
  return createHash('sha256')
    .update(
      JSON.stringify([connection.type, connection.email, connection.smtp ?? null, connection.credentials ?? null]),
    )
    .digest('base64url');
}

async function openedTransport(deps: MailboxLoginDeps, org: string, connection: StoredRecord) {
  const { smtp, renewBy } = await mailboxLoginsOf(deps, org, connection);
  if (!smtp) throw new Error(`Connection ${connection.id} has no SMTP server and credentials to send with`);
  return { transport: nodemailer.createTransport(smtpTransportOptions(smtp, true)), renewBy };
}

/** The warm transport of the connection's current credentials, made (and a replaced one closed) when needed. */
async function transportOf(deps: MailboxLoginDeps, org: string, connection: StoredRecord): Promise<Transporter> {
  const version = credentialsVersion(connection);
  const current = pooled.get(connection.id);
  if (current?.version === version) {
    const made = await current.transport.catch(() => undefined);
    if (made && !(made.renewBy && made.renewBy <= deps.now())) return made.transport;
  }
  current?.transport.then(({ transport }) => transport.close()).catch(() => {});
  const transport = openedTransport(deps, org, connection);
  pooled.set(connection.id, { version, transport });
  // A transport that could not be made is not kept: the next send tries again.
  transport.catch(() => {
    if (pooled.get(connection.id)?.transport === transport) pooled.delete(connection.id);
  });
  return (await transport).transport;
}

/** Sends as the mailbox over its own SMTP server: the message's Message-ID, headers, HTML and text as given. */
export function mailboxConnectionMailer(deps: MailboxLoginDeps, org: string, connection: StoredRecord): Mailer {
  return {
    async send(mail) {
      const transport = await transportOf(deps, org, connection);
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
