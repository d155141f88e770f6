// The rules a webhook endpoint's URL obeys, at create and at each delivery: https, no credentials, no address that is not public (locally, http to loopback).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { InvalidRequestError } from '../platform/http/errors.js';
import { allowedRanges, nonPublicRange, type OutboundRules } from '../platform/http/public-address.js';

const refuse = (message: string) => new InvalidRequestError(`url ${message}`, [{ path: 'url', message }]);

/**
 * The URL's refusal, or undefined when it may be delivered to. A host name is resolved, and every address it has must
 * be allowed; one that does not resolve now is accepted (its deliveries fail and are retried until it does), since a
 * receiver is often set up after its address.
 */
export async function endpointUrlRefusal(raw: string, rules: OutboundRules): Promise<string | undefined> {
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

/** Throws the 400 that names `url` when it may not be delivered to. */
export async function checkEndpointUrl(raw: string, rules: OutboundRules): Promise<void> {
  const refusal = await endpointUrlRefusal(raw, rules);
  if (refusal) throw refuse(refusal);
}

async function resolved(host: string): Promise<string[]> {
  try {
    return (await lookup(host, { all: true })).map(({ address }) => address);
  } catch {
    return [];
  }
}
