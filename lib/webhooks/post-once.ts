// One POST to a customer's endpoint: vetted addresses only, no redirect followed, a deadline on the whole exchange, and at most a kilobyte of the answer read.
import http from 'node:http';
import https from 'node:https';
import { type HostResolver, vettedLookup } from '../platform/http/public-address.js';

/** What came of one attempt: an answer's status and the start of its body, or why there was none. */
export type PostOutcome = { status: number; body: string } | { error: string };

export interface PostOptions {
  /** The address ranges beyond public unicast the connection may reach (loopback, locally). */
  allowed: ReadonlySet<string>;
  timeoutMs: number;
  /** Characters of the answer's body to keep; the rest is not read. */
  bodyCharacters: number;
  /** Resolves the endpoint's host name at each connection (the system's resolver unless told otherwise). */
  resolve?: HostResolver;
}

export function postOnce(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
): Promise<PostOutcome> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const request = client.request(url, {
      method: 'POST',
      // A fresh connection each time: a pooled socket would skip the lookup that vets the address (DNS rebinding).
      agent: false,
      lookup: vettedLookup(options.allowed, options.resolve),
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'outreach-webhooks/1',
      },
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
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (text.length >= options.bodyCharacters) settle({ status, body: text.slice(0, options.bodyCharacters) });
      });
      response.on('end', () => settle({ status, body: text }));
      response.on('error', () => settle({ status, body: text }));
    });
    request.end(body);
  });
}
