// The local IMAP server on hoodiecrow-imap (an in-memory server made for testing IMAP clients): any username and
// password (LOGIN) or OAuth token (XOAUTH2) signs in, to a mailbox of that username's own (INBOX and Sent).
import type { Socket } from 'node:net';
import createServer, { type CommandHandler, type ImapConnection, type ImapServer } from 'hoodiecrow-imap';
import type { StartLocalImapServer } from './imap-server.js';
import { serveOn } from './running-server.js';

/** Only plugins hoodiecrow ships (lib/plugins); what imapflow uses: UIDPLUS answers APPEND with the new UID. */
const PLUGINS = ['ID', 'IDLE', 'NAMESPACE', 'SPECIAL-USE', 'UIDPLUS', 'UNSELECT', 'ENABLE', 'SASL-IR'];

/** A tagged answer to the command being handled. */
function answer(connection: ImapConnection, parsed: Parameters<CommandHandler>[1], ok: boolean, text: string): void {
  const response = { tag: parsed.tag, command: ok ? 'OK' : 'NO', attributes: [{ type: 'TEXT', value: text }] };
  connection.send(response, `${parsed.command} ${ok ? 'SUCCESS' : 'FAILED'}`, parsed, '');
}

export const startHoodiecrowImapServer: StartLocalImapServer = async (address) => {
  // A new value on each start, as a real server gives when a mailbox is made anew: a reader's UIDs of the mail an
  // earlier run held (in memory, so gone) no longer hold.
  const uidValidity = Math.floor(Date.now() / 1000);
  const mailboxes = new Map<string, ImapServer>();

  /** Moves a connection from the sign-in server to its user's mailbox, whose folders its next commands see. */
  function signIn(connection: ImapConnection, username: string): void {
    const key = username.toLowerCase();
    let mailbox = mailboxes.get(key);
    if (!mailbox) {
      mailbox = createServer({
        plugins: [...PLUGINS, acceptAnyCredentials],
        storage: {
          INBOX: { uidvalidity: uidValidity },
          '': { folders: { Sent: { 'special-use': '\\Sent', uidvalidity: uidValidity } } },
        },
        users: {},
      });
      mailboxes.set(key, mailbox);
    }
    connection.server.removeListener('notify', connection._notificationCallback);
    connection.server = mailbox;
    mailbox.on('notify', connection._notificationCallback);
    connection.state = 'Authenticated';
  }

  const login: CommandHandler = (connection, parsed, _data, done) => {
    const [username, password] = parsed.attributes ?? [];
    if (connection.state !== 'Not Authenticated' || !username?.value || password === undefined)
      answer(connection, parsed, false, 'LOGIN takes a username and a password, once');
    else {
      signIn(connection, username.value);
      answer(connection, parsed, true, 'Logged in');
    }
    done();
  };

  /** RFC 7628's XOAUTH2: `user=<name>^Aauth=Bearer <token>^A^A`, on the command line (SASL-IR) or after a `+`. */
  const xoauth2: CommandHandler = (connection, parsed, _data, done) => {
    const respond = (payload: string) => {
      const [user = '', bearer = ''] = Buffer.from(payload, 'base64').toString().split('\x01');
      const username = user.startsWith('user=') && bearer.startsWith('auth=Bearer ') ? user.slice(5) : '';
      if (connection.state !== 'Not Authenticated' || !username)
        return answer(connection, parsed, false, 'Invalid XOAUTH2 payload');
      signIn(connection, username);
      answer(connection, parsed, true, 'Logged in');
    };
    const inline = parsed.attributes?.[0]?.value;
    if (inline !== undefined) {
      respond(inline);
      return done();
    }
    connection.inputHandler = (line) => {
      connection.inputHandler = false;
      respond(line.trim());
      done();
    };
    connection.socket.write('+ \r\n');
  };

  function acceptAnyCredentials(server: ImapServer): void {
    server.registerCapability('AUTH=XOAUTH2', (connection) => connection.state === 'Not Authenticated');
    server.setCommandHandler('LOGIN', login);
    server.setCommandHandler('AUTHENTICATE XOAUTH2', xoauth2);
  }

  const signInServer = createServer({ plugins: [...PLUGINS, acceptAnyCredentials], users: {} });
  const sockets = new Set<Socket>();
  signInServer.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return serveOn(signInServer.server, address, () => {
    for (const socket of sockets) socket.destroy();
  });
};
