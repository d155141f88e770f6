// One GET of a customer's file (requestOnce): at most `maxBytes` of the answer read, one byte more refuses it.
import type { HostResolver } from './public-address.js';
import { requestOnce } from './request-once.js';

/** What came of the GET: the answer's status and body, or why there was none. */
export type GetOutcome = { status: number; body: Buffer } | { error: string };

export interface GetOptions {
  /** The address ranges beyond public unicast the connection may reach (loopback, locally). */
  allowed: ReadonlySet<string>;
  timeoutMs: number;
  maxBytes: number;
  resolve?: HostResolver;
}

export function getOnce(url: URL, { maxBytes, ...options }: GetOptions): Promise<GetOutcome> {
  const headers = { 'user-agent': 'outreach-imports/1', accept: 'text/csv, text/plain;q=0.9, */*;q=0.1' };
  return requestOnce<{ status: number; body: Buffer }>(
    url,
    { ...options, method: 'GET', headers },
    (response, settle) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) settle({ error: `the answer is larger than ${maxBytes} bytes` });
        else chunks.push(chunk);
      });
      response.on('end', () => settle({ status, body: Buffer.concat(chunks) }));
      response.on('error', (error) => settle({ error: `the answer broke off (${error.message})` }));
    },
  );
}
