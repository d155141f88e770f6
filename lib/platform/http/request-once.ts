// One request to a customer's system: vetted addresses only, a fresh connection, no redirect followed, a deadline on
// the whole exchange; what is read of the answer is the caller's (a POST keeps its start, a GET its body to a limit).
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { type HostResolver, vettedLookup } from './public-address.js';

export interface RequestOnceOptions {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** The address ranges beyond public unicast the connection may reach (loopback, locally). */
  allowed: ReadonlySet<string>;
  timeoutMs: number;
  /** Resolves the host name at the connection (the system's resolver unless told otherwise). */
  resolve?: HostResolver;
}

/**
 * Sends the request and settles with what `read` makes of the answer, or `{ error }` when there is none in time: the
 * connection refused, a non-public address, the deadline. `read` settles once it has what it keeps.
 */
export function requestOnce<T>(
  url: URL,
  options: RequestOnceOptions,
  read: (response: IncomingMessage, settle: (outcome: T | { error: string }) => void) => void,
): Promise<T | { error: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: T | { error: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const request = client.request(url, {
      method: options.method,
      // A fresh connection each time: a pooled socket would skip the lookup that vets the address (DNS rebinding).
      agent: false,
      lookup: vettedLookup(options.allowed, options.resolve),
      headers: options.headers,
    });
    const timer = setTimeout(
      () => settle({ error: `no answer within ${options.timeoutMs / 1000} seconds` }),
      options.timeoutMs,
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      settle({
        error:
          error.name === 'NonPublicAddressError' ? error.message : `connection failed (${error.code ?? error.message})`,
      }),
    );
    request.on('response', (response) => read(response, settle));
    request.end(options.body);
  });
}
