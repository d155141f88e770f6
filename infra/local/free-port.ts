// Finds a TCP port that is free right now on the loopback interface.
import { createServer } from 'node:net';

/** The only address the local runtime and its emulators listen on, unless a developer asks for more (HOST). */
export const LOOPBACK = '127.0.0.1';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
