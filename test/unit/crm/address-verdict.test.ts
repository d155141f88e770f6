// The verdict on an address: RFC 5321's lengths, free, disposable and role-based addresses, the provider behind an MX host, and which status wins.
import { addressVerdict, hasValidSyntax, isRoleBased, smtpProviderOf } from '../../../lib/crm/address-verdict.js';

const found = (exchange: string) => ({ status: 'found', exchange }) as const;

it('holds an address to RFC 5321: a local part of 64 octets, labels of 63, an address of 254', () => {
  expect(hasValidSyntax('ann@acme.io')).toBe(true);
  expect(hasValidSyntax(`${'a'.repeat(64)}@acme.io`)).toBe(true);
  expect(hasValidSyntax(`${'a'.repeat(65)}@acme.io`)).toBe(false);
  expect(hasValidSyntax(`ann@${'b'.repeat(64)}.io`)).toBe(false);
  expect(hasValidSyntax(`ann@${Array.from({ length: 5 }, () => 'c'.repeat(60)).join('.')}.io`)).toBe(false);
  for (const malformed of ['ann', 'ann@', '@acme.io', 'ann@acme..io', 'ann smith@acme.io']) {
    expect(hasValidSyntax(malformed)).toBe(false);
  }
});

it('knows role local parts, a +tag aside, and leaves people alone', () => {
  expect(isRoleBased('info@acme.io')).toBe(true);
  expect(isRoleBased('Support+eu@acme.io')).toBe(true);
  expect(isRoleBased('postmaster@acme.io')).toBe(true);
  expect(isRoleBased('ann@acme.io')).toBe(false);
  expect(isRoleBased('information.desk.ann@acme.io')).toBe(false);
});

it('names the provider behind an MX host by its domain, whatever the case or a trailing dot', () => {
  expect(smtpProviderOf('ASPMX.L.GOOGLE.COM.')).toBe('GOOGLE');
  expect(smtpProviderOf('acme-io.mail.protection.outlook.com')).toBe('MICROSOFT');
  expect(smtpProviderOf('mta5.am0.yahoodns.net')).toBe('YAHOO');
  expect(smtpProviderOf('mx.zoho.eu')).toBe('ZOHO');
  expect(smtpProviderOf('mx.acme.io')).toBeNull();
  // A host that only ends in the same letters is not the provider's.
  expect(smtpProviderOf('mx.notgoogle.com')).toBeNull();
});

it('gives each kind of address its status: undeliverable first, then unwanted, then unknown, else VALID', () => {
  expect(addressVerdict('ann@acme.io', found('aspmx.l.google.com'))).toEqual({
    status: 'VALID',
    subStatus: null,
    isFreeEmail: false,
    hasMxRecord: true,
    mxRecord: 'aspmx.l.google.com',
    smtpProvider: 'GOOGLE',
  });
  expect(addressVerdict('kim@gmail.com', found('gmail-smtp-in.l.google.com'))).toMatchObject({
    status: 'VALID',
    isFreeEmail: true,
  });
  expect(addressVerdict('ann@mailinator.com', found('mx.mailinator.com'))).toMatchObject({
    status: 'DO_NOT',
    subStatus: 'DISPOSABLE',
  });
  expect(addressVerdict('sales@acme.io', found('mx.acme.io'))).toMatchObject({
    status: 'DO_NOT',
    subStatus: 'ROLE_BASED',
  });
  expect(addressVerdict('ann@nomail.io', { status: 'none' })).toMatchObject({
    status: 'INVALID',
    subStatus: 'NO_DNS_ENTRIES',
    hasMxRecord: false,
    mxRecord: null,
  });
  // DNS that did not answer cannot say the address is bad, but a role is known without it.
  expect(addressVerdict('ann@slow.io', { status: 'unknown', reason: 'timeout' })).toMatchObject({
    status: 'UNKNOWN',
    subStatus: 'TIMEOUT_EXCEEDED',
    hasMxRecord: null,
  });
  expect(addressVerdict('info@slow.io', { status: 'unknown', reason: 'timeout' })).toMatchObject({
    status: 'DO_NOT',
    subStatus: 'ROLE_BASED',
  });
  expect(addressVerdict(`${'a'.repeat(65)}@acme.io`, undefined)).toMatchObject({
    status: 'INVALID',
    subStatus: 'FAILED_SYNTAX_CHECK',
  });
});
