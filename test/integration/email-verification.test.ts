// POST /v5/email-addresses/{id}/verify through the local runtime, its MX answers from a local DNS server: a valid, a disposable, a role-based, an MX-less, a malformed address and one whose DNS never answers; and an import with processImported verifying what it creates.
import { type ApiRecord, expectStatus } from '../support/api-client.js';
import { startDnsServer, type DnsServer } from '../support/dns-server.js';
import { createWebhookImport, acceptedRow, waitForRow, listAll } from '../support/imports.js';
import { useTestRuntime } from '../support/test-runtime.js';

let dns: DnsServer;
beforeAll(async () => {
  dns = await startDnsServer({
    mx: {
      'acme-verify.io': [{ exchange: 'aspmx.l.google.com', priority: 1 }],
      'mailinator.com': [{ exchange: 'mx.mailinator.com', priority: 10 }],
      'corp-verify.io': [{ exchange: 'corp-verify-io.mail.protection.outlook.com', priority: 0 }],
    },
    silent: ['slow-verify.io'],
  });
});
const t = useTestRuntime(() => ({ env: { LOCAL_DNS_SERVERS: dns.address, MX_LOOKUP_TIMEOUT_MS: '1500' } }));
afterAll(async () => {
  await dns?.close();
});

async function verified(email: string): Promise<ApiRecord> {
  const created = expectStatus(await t.api.post<ApiRecord>('/v5/email-addresses', { email }), 201);
  expect(created).toMatchObject({ status: 'UNKNOWN', processedAt: null });
  return expectStatus(await t.api.post<ApiRecord>(`/v5/email-addresses/${created.id}/verify`), 200);
}

it('finds a valid address, its MX and the provider behind it, and caches the domain', async () => {
  const record = await verified('ann@acme-verify.io');
  expect(record).toMatchObject({
    status: 'VALID',
    subStatus: null,
    hasMxRecord: true,
    mxRecord: 'aspmx.l.google.com',
    smtpProvider: 'GOOGLE',
    isFreeEmail: false,
    processedAt: expect.any(String),
  });
  const asked = dns.queriesFor('acme-verify.io');
  expect(await verified('bob@acme-verify.io')).toMatchObject({ status: 'VALID' });
  expect(dns.queriesFor('acme-verify.io')).toBe(asked);
  // The stored record says so on a later read.
  expect(expectStatus(await t.api.get(`/v5/email-addresses/${record.id}`), 200)).toMatchObject({ status: 'VALID' });
});

it('marks a disposable domain and a role address DO_NOT, and names the provider of a role address', async () => {
  expect(await verified('temp@mailinator.com')).toMatchObject({ status: 'DO_NOT', subStatus: 'DISPOSABLE' });
  expect(await verified('sales@corp-verify.io')).toMatchObject({
    status: 'DO_NOT',
    subStatus: 'ROLE_BASED',
    smtpProvider: 'MICROSOFT',
  });
});

it('marks an MX-less domain and a malformed address INVALID, and one whose DNS never answers UNKNOWN', async () => {
  expect(await verified('ann@nomx-verify.io')).toMatchObject({
    status: 'INVALID',
    subStatus: 'NO_DNS_ENTRIES',
    hasMxRecord: false,
  });
  // A local part longer than RFC 5321's 64 octets: no mail server takes it, and it is not looked up.
  const long = `${'a'.repeat(65)}@acme-verify.io`;
  expect(await verified(long)).toMatchObject({ status: 'INVALID', subStatus: 'FAILED_SYNTAX_CHECK' });
  expect(await verified('ann@slow-verify.io')).toMatchObject({
    status: 'UNKNOWN',
    subStatus: 'TIMEOUT_EXCEEDED',
    hasMxRecord: null,
  });
});

it('verifies the address an import row creates when the import has processImported', async () => {
  const imp = await createWebhookImport(t.runtime, t.key, { processImported: true });
  const row = await waitForRow(
    t.runtime,
    t.key,
    (await acceptedRow(imp.webhookUrl, { contact: { email: 'info@corp-verify.io', name: 'Info' } })).id,
  );
  expect(row.status).toBe('CREATED');
  const [address] = await listAll(t.runtime, t.key, '/v5/email-addresses', {
    'filter.email.equals': 'info@corp-verify.io',
  });
  expect(address).toMatchObject({
    status: 'DO_NOT',
    subStatus: 'ROLE_BASED',
    mxRecord: 'corp-verify-io.mail.protection.outlook.com',
    smtpProvider: 'MICROSOFT',
    processedAt: expect.any(String),
  });
});

it('answers 404 for an unknown address', async () => {
  expectStatus(await t.api.post('/v5/email-addresses/eml_01J0000000000000000000000/verify'), 404);
});
