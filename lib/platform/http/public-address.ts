// Outbound HTTP only to public addresses (against SSRF): the range of an address, and a lookup that vets every address a host resolves to.
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The range of a non-public address (`loopback`, `private`, `linkLocal` — the cloud metadata address is link-local —,
 * ...), or undefined for public unicast. IPv4-mapped IPv6 is judged as the IPv4 address it carries.
 */
export function nonPublicRange(address: string): string | undefined {
  let parsed: ReturnType<typeof ipaddr.process>;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return 'unparsable';
  }
  const range = parsed.range();
  return range === 'unicast' ? undefined : range;
}

/** Raised inside a request's lookup so that the request fails with it and the caller can tell refusal from failure. */
export class NonPublicAddressError extends Error {
  constructor(host: string, address: string, range: string) {
    super(`${host} resolves to ${address}, which is not a public address (${range})`);
    this.name = 'NonPublicAddressError';
  }
}

/** Every address of a host name, as node's `dns.lookup` with `all: true` answers them. */
export type HostResolver = (
  hostname: string,
  options: Pick<LookupAllOptions, 'family' | 'hints'>,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** The system's resolver (getaddrinfo: the hosts file, then DNS). */
const systemResolver: HostResolver = (hostname, options, callback) =>
  dnsLookup(hostname, { ...options, all: true }, callback);

/**
 * A lookup that resolves every address of the host and fails if any is outside public unicast and the `allowed`
 * ranges. A socket connects to what this returns, so a DNS answer cannot change between the vetting and the
 * connection (DNS rebinding).
 */
export function vettedLookup(
  allowed: ReadonlySet<string> = new Set(),
  resolve: HostResolver = systemResolver,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(
      hostname,
      { family: options.family, hints: options.hints },
      (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
        if (error) return callback(error, '', 0);
        for (const { address } of addresses) {
          const range = nonPublicRange(address);
          if (range && !allowed.has(range)) return callback(new NonPublicAddressError(hostname, address, range), '', 0);
        }
        const first = addresses[0];
        if (!first)
          return callback(Object.assign(new Error(`${hostname} has no addresses`), { code: 'ENOTFOUND' }), '', 0);
        // net asks for all addresses when it races IPv4 against IPv6 (autoSelectFamily), and for one otherwise.
        if (options.all) return callback(null, addresses);
        callback(null, first.address, first.family);
      },
    );
  };
}

/** Where outbound requests to customers' systems may go: public addresses, and locally this machine too. */
export interface OutboundRules {
  /** The local runtime's: http and the loopback range are allowed too (never private or link-local ranges). */
  allowLoopback: boolean;
}

/** The address ranges an outbound request may reach beyond public unicast, under `rules`. */
export const allowedRanges = (rules: OutboundRules): ReadonlySet<string> =>
  new Set(rules.allowLoopback ? ['loopback'] : []);
