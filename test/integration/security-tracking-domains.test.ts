// Attack tests of issue 22 item 20's tracking domains, on the real handlers: a CNAME any tenant can point proves
// nothing, a domain is verified with its organization's TXT token, and one organization holds it across the service.
import { ulid } from 'ulid';
import { type Api, type ApiRecord, api, expectStatus } from '../support/api-client.js';
import { startDnsServer, type DnsServer } from '../support/dns-server.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

let dns: DnsServer;
const cnames: Record<string, string> = {};

beforeAll(async () => {
  dns = await startDnsServer({ cname: cnames });
});
const t = useTestRuntime(() => ({ env: { LOCAL_DNS_SERVERS: dns.address } }));
afterAll(async () => {
  await dns?.close();
});

/** A domain of its own whose CNAME points to the API (the local runtime's host), as its owner set it up. */
function pointedDomain(): string {
  const domain = `track-${ulid().toLowerCase()}.shop.example`;
  cnames[domain] = 'localhost';
  return domain;
}

async function organization(): Promise<Api> {
  return api(t.runtime, await seedApiKey(t.runtime));
}

const create = async (client: Api, domain: string) =>
  expectStatus<ApiRecord>(await client.post('/v5/tracking-domains', { domain }), 201);
const verify = async (client: Api, id: unknown) =>
  expectStatus<ApiRecord>(await client.post(`/v5/tracking-domains/${id}/verify`), 200);

describe('a tracking domain', () => {
  it('names the TXT record to publish, a token of its own organization', async () => {
    const domain = pointedDomain();
    const [ours, theirs] = [await create(t.api, domain), await create(await organization(), domain)];
    expect(ours).toMatchObject({ txtName: `_outreach-verification.${domain}`, txtValue: expect.any(String) });
    expect(ours.txtValue).toMatch(/^outreach-verification=[A-Za-z0-9_-]{20,}$/);
    expect(theirs.txtName).toBe(ours.txtName);
    expect(theirs.txtValue).not.toBe(ours.txtValue);
  });

  it('is not verified by a CNAME alone: without its TXT token it FAILS, naming the record to publish', async () => {
    const record = await create(t.api, pointedDomain());
    const failed = await verify(t.api, record.id);
    expect(failed).toMatchObject({ status: 'FAILED', verifiedAt: null });
    expect(failed.reason).toContain(record.txtName as string);
    expect(dns.queriesFor(record.txtName as string)).toBeGreaterThan(0);
  });

  it("is not verified by another organization's token published at its TXT name", async () => {
    const domain = pointedDomain();
    const owner = await create(t.api, domain);
    const squatter = await organization();
    const squatted = await create(squatter, domain);
    dns.publishTxt(owner.txtName as string, owner.txtValue as string);
    expect(await verify(squatter, squatted.id)).toMatchObject({ status: 'FAILED' });
    expect(await verify(t.api, owner.id)).toMatchObject({ status: 'VERIFIED', reason: null });
  });

  it('once verified, is refused to every other organization (409 naming domain), and no other verifies it', async () => {
    const domain = pointedDomain();
    const early = await organization();
    const pending = await create(early, domain);
    const owner = await create(t.api, domain);
    // Even should the owner publish both tokens, the first to verify holds the domain.
    dns.publishTxt(owner.txtName as string, owner.txtValue as string);
    dns.publishTxt(pending.txtName as string, pending.txtValue as string);
    expect(await verify(t.api, owner.id)).toMatchObject({ status: 'VERIFIED' });

    const late = await (await organization()).post('/v5/tracking-domains', { domain });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'conflict', description: expect.stringMatching(/^domain: /) });
    const second = await verify(early, pending.id);
    expect(second).toMatchObject({ status: 'FAILED', verifiedAt: null });
    expect(second.reason).toMatch(/another organization has verified/i);
  });
});
