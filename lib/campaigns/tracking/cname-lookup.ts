// Looks up a name's CNAME targets, for verifying tracking domains; the local runtime may name its own DNS servers.
import { queryWithDeadline } from '../../platform/dns/query-with-deadline.js';

/** What DNS said: the targets (lower case, without the final dot), none, or no usable answer. */
type CnameAnswer = { status: 'found'; targets: string[] } | { status: 'none' } | { status: 'error'; reason: string };

export type CnameLookup = (name: string) => Promise<CnameAnswer>;

const TIMEOUT_MS = 2000;
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND']);

/** A lookup through node's resolver, asking `servers` (the local runtime's) or the system's when none are given. */
export const createCnameLookup =
  (servers?: readonly string[]): CnameLookup =>
  (name) =>
    queryWithDeadline(
      { timeoutMs: TIMEOUT_MS, servers },
      (resolver) =>
        resolver.resolveCname(name).then(
          (targets): CnameAnswer =>
            targets.length > 0
              ? { status: 'found', targets: targets.map((t) => t.toLowerCase().replace(/\.$/, '')) }
              : { status: 'none' },
          (error: { code?: string; message?: string }): CnameAnswer =>
            NO_RECORD.has(error.code ?? '')
              ? { status: 'none' }
              : { status: 'error', reason: `${error.code ?? 'error'}: ${error.message ?? 'lookup failed'}` },
        ),
      (): CnameAnswer => ({ status: 'error', reason: `no answer within ${TIMEOUT_MS} ms` }),
    );
