// The DNS port of ownership checks: a name's CNAME or TXT records, asked with a deadline of node's resolver (the local
// runtime names its own DNS servers); a tracking domain is verified through it.
import type { Resolver } from 'node:dns/promises';
import { queryWithDeadline } from './query-with-deadline.js';

/** What DNS said: the records (CNAME targets lower case, without the final dot; TXT strings whole), none, or no usable answer. */
export type DnsAnswer =
  | { status: 'found'; values: string[] }
  | { status: 'none' }
  | { status: 'error'; reason: string };

type RecordType = 'CNAME' | 'TXT';

export type RecordLookup = (type: RecordType, name: string) => Promise<DnsAnswer>;

const TIMEOUT_MS = 2000;
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND']);

/** Each type's question, its answer read as plain strings: a TXT record's character strings are one value. */
const ASK: Record<RecordType, (resolver: Resolver, name: string) => Promise<string[]>> = {
  CNAME: async (resolver, name) =>
    (await resolver.resolveCname(name)).map((target) => target.toLowerCase().replace(/\.$/, '')),
  TXT: async (resolver, name) => (await resolver.resolveTxt(name)).map((chunks) => chunks.join('')),
};

/** A lookup through node's resolver, asking `servers` (the local runtime's) or the system's when none are given. */
export const createRecordLookup =
  (servers?: readonly string[]): RecordLookup =>
  (type, name) =>
    queryWithDeadline(
      { timeoutMs: TIMEOUT_MS, servers },
      (resolver) =>
        ASK[type](resolver, name).then(
          (values): DnsAnswer => (values.length > 0 ? { status: 'found', values } : { status: 'none' }),
          (error: { code?: string; message?: string }): DnsAnswer =>
            NO_RECORD.has(error.code ?? '')
              ? { status: 'none' }
              : { status: 'error', reason: `${error.code ?? 'error'}: ${error.message ?? 'lookup failed'}` },
        ),
      (): DnsAnswer => ({ status: 'error', reason: `no answer within ${TIMEOUT_MS} ms` }),
    );
