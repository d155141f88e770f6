// What the local runtime knows of each of its mail servers, whatever implements it: where it listens, and how it stops.
import type { Server } from 'node:net';

export interface MailServerAddress {
  host: string;
  port: number;
}

export interface RunningMailServer extends MailServerAddress {
  stop(): Promise<void>;
}

/**
 * Listens on `host` only (the loopback interface: the servers take any password), on `port` or a free one for 0. Stopping
 * first calls `dropClients` to end the connections that would otherwise hold close() open (a pooled transport's, a
 * reader's between runs).
 */
export function serveOn(
  server: Server,
  { host, port }: MailServerAddress,
  dropClients: () => void,
): Promise<RunningMailServer> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({
        host,
        port: typeof address === 'object' && address ? address.port : port,
        stop: () =>
          new Promise((stopped) => {
            server.close(() => stopped());
            dropClients();
          }),
      });
    });
  });
}
