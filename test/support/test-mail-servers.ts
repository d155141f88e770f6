// Mail servers a test starts beside the runtime's: an SMTP server whose logins it can refuse (and keeps what it is
// sent), a port nothing listens on, and a TCP server that never greets.
import { createServer, type AddressInfo, type Server } from 'node:net';
import { SMTPServer } from 'smtp-server';

const portOf = (server: { address(): unknown }) => (server.address() as AddressInfo).port;

function listening<S extends Server>(server: S): Promise<S> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** How a client logged in: the SASL method, the user, and the OAuth access token it presented (XOAUTH2). */
interface SmtpLogin {
  method: string;
  username: string;
  accessToken?: string;
}

/**
 * A real SMTP server on 127.0.0.1 that refuses every login while `refuse` is true (535), keeps each message and each
 * login's method (PLAIN, LOGIN or XOAUTH2) and user.
 */
export async function refusingSmtpServer() {
  const state = { refuse: true, received: [] as string[], logins: [] as SmtpLogin[] };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN', 'XOAUTH2'],
    logger: false,
    onAuth(auth, _session, callback) {
      state.logins.push({ method: auth.method, username: auth.username ?? '', accessToken: auth.accessToken });
      if (state.refuse) callback(new Error('Invalid username or password'));
      else callback(null, { user: 'seller' });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    port: portOf(server.server),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP server that accepts connections and never says a word: a mail server that hangs. */
export async function silentServer() {
  const sockets = new Set<import('node:net').Socket>();
  const server = await listening(
    createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }),
  );
  return {
    port: portOf(server),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 that was free a moment ago and that nothing listens on now. */
export async function closedPort(): Promise<number> {
  const server = await listening(createServer());
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}
