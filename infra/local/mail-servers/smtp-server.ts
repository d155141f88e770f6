// The local SMTP server (smtp-server, from nodemailer's authors): takes any username and password (PLAIN, LOGIN) or
// OAuth token (XOAUTH2), as a mailbox provider's server would take the right ones, and hands each message on.
import { SMTPServer } from 'smtp-server';
import type { SmtpEnvelope } from '../../../lib/mail/relayed-mail.js';
import { type MailServerAddress, type RunningMailServer, serveOn } from './running-server.js';

/** Mail providers take 25 to 35 MB; a larger message is refused at once, before it is parsed. */
const MAX_MESSAGE_BYTES = 30 * 1024 * 1024;

export interface LocalSmtpServerOptions extends MailServerAddress {
  /** Keeps an accepted message; a failure answers the client 451, so that it tries again as from any busy server. */
  deliver(raw: Buffer, envelope: SmtpEnvelope): Promise<void>;
  log(message: string, error?: unknown): void;
}

export async function startLocalSmtpServer(options: LocalSmtpServerOptions): Promise<RunningMailServer> {
  const server = new SMTPServer({
    // No certificate to offer on a laptop: clients connect in plain text (secure: false), and may log in so.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN', 'XOAUTH2'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        const envelope = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        options.deliver(Buffer.concat(chunks), envelope).then(
          () => callback(),
          (error: unknown) => {
            options.log('local SMTP server: a message could not be kept', error);
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          },
        );
      });
    },
  });
  // A client that drops its connection is no reason to stop the runtime.
  server.on('error', (error) => options.log('local SMTP server', error));
  // An open connection (a pooled transport's) would hold close() open: it is told to go now.
  return serveOn(server.server, options, () => {
    for (const connection of server.connections) {
      connection.send(421, 'Server shutting down');
      connection.close();
    }
  });
}
