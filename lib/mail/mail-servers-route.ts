// GET /local/mail-servers, on the local runtime only: where its SMTP and IMAP servers listen, to connect a mailbox to.
import { probeLimits } from '../platform/http/public-limits.js';
import { PUBLIC, type Route } from '../platform/http/route.js';

interface MailServerAddress {
  host: string;
  port: number;
}

export interface LocalMailServers {
  smtp: MailServerAddress;
  imap: MailServerAddress;
}

/** The variables through which the local runtime tells its handlers where its mail servers listen. */
export const LOCAL_MAIL_SERVER_VARIABLES = {
  host: 'LOCAL_MAIL_HOST',
  smtpPort: 'LOCAL_SMTP_PORT',
  imapPort: 'LOCAL_IMAP_PORT',
} as const;

export const localMailServersRoute: Route<LocalMailServers> = {
  method: 'GET',
  path: '/local/mail-servers',
  scope: PUBLIC,
  publicLimits: probeLimits,
  serve: async ({ smtp, imap }) => ({ body: { smtp, imap } }),
};
