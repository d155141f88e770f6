// One POST to a customer's endpoint (requestOnce: vetted addresses, no redirect, a deadline), at most a kilobyte of the answer read.
import type { HostResolver } from '../platform/http/public-address.js';
import { requestOnce } from '../platform/http/request-once.js';

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
  { bodyCharacters, ...options }: PostOptions,
): Promise<PostOutcome> {
  const sent = {
    ...headers,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'user-agent': 'outreach-webhooks/1',
  };
  return requestOnce<{ status: number; body: string }>(
    url,
    { ...options, method: 'POST', headers: sent, body },
    (response, settle) => {
      const status = response.statusCode ?? 0;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (text.length >= bodyCharacters) settle({ status, body: text.slice(0, bodyCharacters) });
      });
      response.on('end', () => settle({ status, body: text }));
      response.on('error', () => settle({ status, body: text }));
    },
  );
}
