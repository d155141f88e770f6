// The rules a URL the service calls out to obeys (a webhook endpoint's, a recurring import's source), when it is set and
// at each call: https, no credentials, no address that is not public (locally, http to loopback).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { InvalidRequestError } from './errors.js';
import { allowedRanges, nonPublicRange, type OutboundRules } from './public-address.js';

/**
 * The URL's refusal, or undefined when it may be delivered to. A host name is resolved, and every address it has must
 * be allowed; one that does not resolve now is accepted (its deliveries fail and are retried until it does), since a
 * receiver is often set up after its address.
 */
export async function outboundUrlRefusal(raw: string, rules: OutboundRules): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.username || url.password) return 'must not carry credentials (user:password@)';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const allowed = allowedRanges(rules);
  const addresses = isIP(host) ? [host] : await resolved(host);
  const refused = addresses.find((address) => {
    const range = nonPublicRange(address);
    return range !== undefined && !allowed.has(range);
  });
  if (refused) return `must not reach a private, loopback, link-local or cloud metadata address (${host})`;
  const local = addresses.length > 0 && addresses.every((address) => nonPublicRange(address) === 'loopback');
  if (url.protocol === 'https:' || (url.protocol === 'http:' && rules.allowLoopback && local)) return undefined;
  return rules.allowLoopback ? 'must be https (or http to this machine, locally)' : 'must be https';
}

/** Throws the 400 that names the field `path` when its URL may not be called. */
export async function checkOutboundUrl(raw: string, rules: OutboundRules, path: string): Promise<void> {
  const refusal = await outboundUrlRefusal(raw, rules);
  if (refusal) throw new InvalidRequestError(`${path} ${refusal}`, [{ path, message: refusal }]);
}

async function resolved(host: string): Promise<string[]> {
  try {
    return (await lookup(host, { all: true })).map(({ address }) => address);
  } catch {
    return [];
  }
}
