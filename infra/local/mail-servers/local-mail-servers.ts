// The local runtime's mail world: an SMTP server whose mail lands in the local mailbox, and an IMAP server with a
// mailbox per username, both on the loopback interface only, since they take any password.
import type { Mailer } from '../../../lib/mail/index.js';
import { LOCAL_MAIL_SERVER_VARIABLES } from '../../../lib/mail/mail-servers-route.js';
import { relayedMails } from '../../../lib/mail/relayed-mail.js';
import { LOOPBACK } from '../free-port.js';
import { startLocalImapServer } from './imap-server.js';
import type { MailServerAddress } from './running-server.js';
import { startLocalSmtpServer } from './smtp-server.js';

export interface LocalMailServersOptions {
  /** 0 (the default) picks a free port. */
  smtpPort?: number;
  imapPort?: number;
  /** What keeps the mail the SMTP server accepts: the local mailbox, as the service's own mail. */
  mailer: Mailer;
  log(message: string, error?: unknown): void;
}

export interface LocalMailServers {
  smtp: MailServerAddress;
  imap: MailServerAddress;
  /** What tells the handlers (GET /local/mail-servers) where the servers listen. */
  environment: Record<string, string>;
  stop(): Promise<void>;
}

export async function startLocalMailServers(options: LocalMailServersOptions): Promise<LocalMailServers> {
  const smtp = await startLocalSmtpServer({
    host: LOOPBACK,
    port: options.smtpPort ?? 0,
    log: options.log,
    deliver: async (raw, envelope) => {
      for (const mail of await relayedMails(raw, envelope)) await options.mailer.send(mail);
    },
  });
  const imap = await startLocalImapServer({ host: LOOPBACK, port: options.imapPort ?? 0 }).catch(async (error) => {
    await smtp.stop();
    throw error;
  });
  return {
    smtp: { host: smtp.host, port: smtp.port },
    imap: { host: imap.host, port: imap.port },
    environment: {
      [LOCAL_MAIL_SERVER_VARIABLES.host]: LOOPBACK,
      [LOCAL_MAIL_SERVER_VARIABLES.smtpPort]: String(smtp.port),
      [LOCAL_MAIL_SERVER_VARIABLES.imapPort]: String(imap.port),
    },
    stop: async () => {
      await Promise.all([smtp.stop(), imap.stop()]);
    },
  };
}
