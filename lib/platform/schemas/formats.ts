// Value formats the specification fixes: IANA time zones, lower-case domains, IPv4 CIDR, UTC timestamps, scopes, URLs.
import ipaddr from 'ipaddr.js';
import * as v from 'valibot';
import { MAX_STRING } from './common.js';

const timeZones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/** An IANA time zone identifier (Intl's list plus UTC). */
export const timeZone = v.pipe(
  v.string(),
  v.check((zone) => timeZones.has(zone), 'must be an IANA time zone such as Europe/Berlin'),
);

/** The specification's lower-case domain: letters, digits, hyphen, underscore, optional xn-- labels, a dot, no leading hyphen. */
export const DOMAIN_PATTERN = /^(?!-)(?:(?:xn--)?[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)+(?:xn--)?[a-z0-9_-]{2,63}$/;
export const domainName = v.pipe(
  v.string(),
  v.maxLength(253, 'must be at most 253 characters'),
  v.regex(DOMAIN_PATTERN, 'must be a lower-case domain name such as example.com'),
);

/** One label of a host name without dots (a server on a private network, localhost). */
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A host to connect to, lower-cased: a DNS name, one label, or an IPv4 or IPv6 literal; no scheme, port, path or space. */
export const hostName = v.pipe(
  v.string('must be a string'),
  v.maxLength(253, 'must be at most 253 characters'),
  v.toLowerCase(),
  v.check(
    (host) =>
      DOMAIN_PATTERN.test(host) ||
      HOST_LABEL.test(host) ||
      ipaddr.IPv4.isValidFourPartDecimal(host) ||
      (ipaddr.IPv6.isValid(host) && !host.includes('%')),
    'must be a host name such as smtp.example.com or an IP address, without scheme, port, path or spaces',
  ),
);

/** ISO 8601 UTC date-time with milliseconds, as every timestamp of the service: 2026-11-21T10:00:00.000Z. */
export const utcDateTime = v.pipe(
  v.string(),
  v.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
    'must be an ISO 8601 UTC date-time such as 2026-11-21T10:00:00.000Z',
  ),
  v.check(
    (value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value,
    'must be a real date and time',
  ),
);

/** An IPv4 range in CIDR notation, a.b.c.d/n. */
export const ipv4Cidr = v.pipe(
  v.string(),
  v.check((value) => {
    const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(value);
    return (
      !!match &&
      match.slice(1, 5).every((octet) => Number(octet) <= 255 && String(Number(octet)) === octet) &&
      Number(match[5]) <= 32
    );
  }, 'must be an IPv4 range in CIDR notation such as 203.0.113.0/24'),
);

/** A scope: a family (or *) and :read or :write. */
export const scope = v.pipe(
  v.string(),
  v.maxLength(MAX_STRING),
  v.regex(/^[^\s:]{1,200}:(read|write)$/, 'must end in :read or :write, such as contacts:read'),
);

/** An absolute http(s) URL. */
export const httpUrl = v.pipe(
  v.string(),
  v.maxLength(MAX_STRING),
  v.check((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
    } catch {
      return false;
    }
  }, 'must be an absolute http or https URL'),
);

/** A 24-hour time, HH:mm. */
export const clockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time HH:mm'));

/** A two-letter ISO 3166-1 alpha-2 country code, upper case. */
export const countryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as DE'));

/** An email address (RFC 5322 local@domain), at least 3 characters. */
export const emailAddress = v.pipe(
  v.string(),
  v.minLength(3),
  v.maxLength(MAX_STRING),
  v.email('must be an email address'),
);

/** The domain of an email address, lower case; empty when there is no @. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}
