// SES connections on the local runtime (the local mailbox stands in for SES): CONNECTED when created with no records to
// publish, a domain another organization verified refused (409 naming email), and no record showing anything secret.
import { ulid } from 'ulid';
import { checkSesConnection } from '../../lib/connections/index.js';
import { localSendingDomains } from '../../lib/connections/local-sending-domains.js';
import { type Api, type ApiError, type ApiRecord, api, expectStatus } from '../support/api-client.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime({ scheduleTimers: false });

async function organization(): Promise<{ org: string; api: Api }> {
  const key = await seedApiKey(t.runtime);
  return { org: key.org, api: api(t.runtime, key) };
}

const domain = () => `${ulid().toLowerCase()}.example`;

test('an SES connection is CONNECTED when created locally, with no DNS records to publish', async () => {
  const { api: client } = await organization();
  const created = expectStatus<ApiRecord>(
    await client.post('/v5/connections', { type: 'SES', email: `ann@${domain()}` }),
    201,
  );
  expect(created).toMatchObject({ status: 'CONNECTED', statusReason: null, dnsRecords: [] });
  expect(created.lastCheckedAt).toEqual(expect.any(String));
  // Nothing of the sealed credentials, or of the store's own attributes, is shown.
  expect(Object.keys(created)).not.toContain('credentials');
  expect(JSON.stringify(created)).not.toMatch(/SENDINGDOMAIN|local\.|kms\./);
});

test('several connections of one organization share its domain', async () => {
  const { api: client } = await organization();
  const shared = domain();
  for (const name of ['ann', 'bob'])
    expect(
      expectStatus<ApiRecord>(await client.post('/v5/connections', { type: 'SES', email: `${name}@${shared}` }), 201)
        .status,
    ).toBe('CONNECTED');
});

test('a domain another organization verified: 409 naming email, and nothing stored', async () => {
  const holder = await organization();
  const other = await organization();
  const taken = domain();
  expectStatus(await holder.api.post('/v5/connections', { type: 'SES', email: `ann@${taken}` }), 201);
  const refused = await other.api.post<ApiError>('/v5/connections', { type: 'SES', email: `bob@${taken}` });
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe('conflict');
  expect(refused.body.description).toMatch(/^email: .*another organization/);
  expect(expectStatus<ApiRecord[]>(await other.api.get('/v5/connections'), 200)).toEqual([]);
  // Verify answers the same for that organization, and CONNECTED for the holder.
  const check = (org: string) =>
    checkSesConnection(
      { store: t.store, sendingDomains: localSendingDomains, org, now: new Date() },
      { email: `carol@${taken}` },
    );
  await expect(check(other.org)).rejects.toMatchObject({ status: 409 });
  await expect(check(holder.org)).resolves.toEqual({ status: 'CONNECTED' });
});

test('verify of an SES connection whose domain SES has not verified: ERROR dns_not_verified, nothing held', async () => {
  const pending = { ensure: localSendingDomains.ensure, verified: async () => false };
  const unverified = domain();
  expect(
    await checkSesConnection(
      { store: t.store, sendingDomains: pending, org: 'org_someone', now: new Date() },
      { email: `ann@${unverified}` },
    ),
  ).toEqual({ status: 'ERROR', statusReason: 'dns_not_verified' });
  const { api: client } = await organization();
  expectStatus(await client.post('/v5/connections', { type: 'SES', email: `bob@${unverified}` }), 201);
});
