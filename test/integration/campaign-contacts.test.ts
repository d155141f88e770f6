// Campaign contacts through the local runtime: joining one by one and in bulk, pause and resume, the campaign's ACTIVE
// rule, and contacts that an import linked to a campaign enrols (clarifications.md, "Campaign sending").
import { api, type ApiError, type ApiRecord, expectStatus } from '../support/api-client.js';
import { createWebhookImport, listAll, acceptedRow, waitForImportRows } from '../support/imports.js';
import { waitUntil } from '../support/wait-until.js';
import { seedApiKey, type SeededKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { senderAddress } from '../support/connections.js';

// The tick runs only when a test runs it: on a loaded machine a minute's tick fell between adding contacts and reading
// them back, and sent their first step. Joining with sendFirstMessageImmediately sends without a tick.
const t = useTestRuntime({ scheduleTimers: false });

let serial = 0;
const email = () => `person-${Date.now()}-${++serial}@people.example`;

async function create(path: string, body: Record<string, unknown>, as: SeededKey = t.key): Promise<ApiRecord> {
  return expectStatus<ApiRecord>(await api(t.runtime, as).post(`/v5/${path}`, body), 201);
}

const newContact = (extra: Record<string, unknown> = {}, as: SeededKey = t.key) =>
  create('contacts', { name: 'Ada', email: email(), ...extra }, as);

/** A campaign that may turn ACTIVE: a connection to send from and an EMAIL step. */
async function sendableCampaign(as: SeededKey = t.key): Promise<ApiRecord> {
  const connection = await create('connections', { type: 'SES', email: senderAddress() }, as);
  const campaign = await create('campaigns', { name: 'Spring', fromConnectionId: connection.id }, as);
  await create('campaign-steps', { campaignId: campaign.id, type: 'EMAIL', subject: 'Hi', body: 'Hello' }, as);
  return campaign;
}

async function activeCampaign(): Promise<ApiRecord> {
  const campaign = await sendableCampaign();
  return expectStatus<ApiRecord>(
    await api(t.runtime, t.key).patch(`/v5/campaigns/${campaign.id}`, { status: 'ACTIVE' }),
    200,
  );
}

function expectRefused(response: { status: number; body: unknown }, status: number, code: string, path?: string) {
  const body = response.body as ApiError;
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  if (path) expect(body.errors?.map((error) => error.path)).toContain(path);
}

describe('POST /v5/campaign-contacts', () => {
  it('joins a contact ACTIVE at step 0, due at once in an ACTIVE campaign; a second join is 409', async () => {
    const campaign = await activeCampaign();
    const contact = await newContact();
    const before = Date.now();
    const joined = await create('campaign-contacts', { campaignId: campaign.id, contactId: contact.id });
    expect(joined).toMatchObject({
      object: 'campaignContact',
      campaignId: campaign.id,
      contactId: contact.id,
      status: 'ACTIVE',
      stepIndex: 0,
      lastSentAt: null,
      pausedUntil: null,
      reason: null,
    });
    expect(joined.id).toMatch(/^cco_/);
    expect(new Date(joined.nextSendAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(joined.nextSendAt).getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const again = await api(t.runtime, t.key).post('/v5/campaign-contacts', {
      campaignId: campaign.id,
      contactId: contact.id,
    });
    expectRefused(again, 409, 'conflict');
  });

  it('sends the first message to a contact that joined before the campaign turned ACTIVE, once it does', async () => {
    const campaign = await sendableCampaign();
    expectStatus(
      await api(t.runtime, t.key).patch(`/v5/campaigns/${campaign.id}`, {
        schedule: { enabledWeekdays: { monday: { start: '09:00', end: '17:00' } }, sendFirstMessageImmediately: true },
      }),
      200,
    );
    const address = email();
    const joined = await create('campaign-contacts', {
      campaignId: campaign.id,
      contactId: (await newContact({ email: address })).id,
    });
    // Due at once, and held by the sender while the campaign is a draft: nothing goes out.
    expect({ status: joined.status, nextSendAt: typeof joined.nextSendAt }).toEqual({
      status: 'ACTIVE',
      nextSendAt: 'string',
    });
    const mailTo = async () =>
      expectStatus<unknown[]>(await api(t.runtime, t.key).get(`/local/mailbox?to=${encodeURIComponent(address)}`), 200);
    expect(await mailTo()).toEqual([]);

    expectStatus(await api(t.runtime, t.key).patch(`/v5/campaigns/${campaign.id}`, { status: 'ACTIVE' }), 200);
    const mails = await waitUntil(mailTo, (found) => found.length > 0, 'the first message after activation');
    expect(mails).toHaveLength(1);
  });

  it("refuses another organization's campaign or contact with 400 naming the field", async () => {
    const other = await seedApiKey(t.runtime);
    const [theirCampaign, theirContact] = await Promise.all([sendableCampaign(other), newContact({}, other)]);
    const [ourCampaign, ourContact] = await Promise.all([sendableCampaign(), newContact()]);
    expectRefused(
      await api(t.runtime, t.key).post('/v5/campaign-contacts', {
        campaignId: theirCampaign.id,
        contactId: ourContact.id,
      }),
      400,
      'invalid_request',
      'campaignId',
    );
    expectRefused(
      await api(t.runtime, t.key).post('/v5/campaign-contacts', {
        campaignId: ourCampaign.id,
        contactId: theirContact.id,
      }),
      400,
      'invalid_request',
      'contactId',
    );
  });

  it('joins a suppressed or opted-out contact UNSUBSCRIBED, with the reason, and nothing due', async () => {
    const campaign = await activeCampaign();
    const suppressed = await newContact({ email: `someone@blocked-${serial++}.example` });
    await create('suppressions', { type: 'DOMAIN', value: String(suppressed.email).split('@')[1] });
    const optedOut = await newContact({ emailOptOut: true });
    const a = await create('campaign-contacts', { campaignId: campaign.id, contactId: suppressed.id });
    const b = await create('campaign-contacts', { campaignId: campaign.id, contactId: optedOut.id });
    expect(a).toMatchObject({
      status: 'UNSUBSCRIBED',
      nextSendAt: null,
      reason: expect.stringMatching(/^suppressed: /),
    });
    expect(b).toMatchObject({ status: 'UNSUBSCRIBED', nextSendAt: null, reason: 'opted_out' });
  });
});

describe('PATCH and DELETE /v5/campaign-contacts/{id}', () => {
  it('pauses and resumes; refuses other fields and statuses; a final status stays final', async () => {
    const campaign = await activeCampaign();
    const joined = await create('campaign-contacts', { campaignId: campaign.id, contactId: (await newContact()).id });
    const client = api(t.runtime, t.key);
    const paused = expectStatus<ApiRecord>(
      await client.patch(`/v5/campaign-contacts/${joined.id}`, {
        status: 'PAUSED',
        pausedUntil: '2030-01-01T00:00:00.000Z',
      }),
      200,
    );
    expect(paused).toMatchObject({ status: 'PAUSED', pausedUntil: '2030-01-01T00:00:00.000Z' });
    const resumed = expectStatus<ApiRecord>(
      await client.patch(`/v5/campaign-contacts/${joined.id}`, { status: 'ACTIVE' }),
      200,
    );
    expect(resumed).toMatchObject({ status: 'ACTIVE', pausedUntil: null });

    for (const [body, path] of [
      [{ stepIndex: 3 }, 'stepIndex'],
      [{ nextSendAt: '2030-01-01T00:00:00.000Z' }, 'nextSendAt'],
      [{ sort: 2 }, 'sort'],
      [{ campaignId: campaign.id }, 'campaignId'],
      [{ status: 'COMPLETED' }, 'status'],
    ] as const)
      expectRefused(await client.patch(`/v5/campaign-contacts/${joined.id}`, body), 400, 'invalid_request', path);

    const optedOut = await create('campaign-contacts', {
      campaignId: campaign.id,
      contactId: (await newContact({ emailOptOut: true })).id,
    });
    const refused = await client.patch(`/v5/campaign-contacts/${optedOut.id}`, { status: 'ACTIVE' });
    expectRefused(refused, 409, 'conflict');
    expect((refused.body as ApiError).description).toContain('UNSUBSCRIBED');
  });

  it('DELETE takes the contact out: 200 with deletedAt, then 404, and the contact may join again', async () => {
    const campaign = await activeCampaign();
    const contact = await newContact();
    const joined = await create('campaign-contacts', { campaignId: campaign.id, contactId: contact.id });
    const client = api(t.runtime, t.key);
    expect(expectStatus<ApiRecord>(await client.delete(`/v5/campaign-contacts/${joined.id}`), 200).deletedAt).toEqual(
      expect.any(String),
    );
    expect((await client.get(`/v5/campaign-contacts/${joined.id}`)).status).toBe(404);
    await create('campaign-contacts', { campaignId: campaign.id, contactId: contact.id });
  });
});

describe('POST /v5/campaigns/{id}/contacts', () => {
  it('adds up to 100 contacts and says which it skipped and why', async () => {
    const campaign = await activeCampaign();
    const fresh = await Promise.all(Array.from({ length: 3 }, () => newContact()));
    const already = await newContact();
    await create('campaign-contacts', { campaignId: campaign.id, contactId: already.id });
    const optedOut = await newContact({ emailOptOut: true });
    const suppressed = await newContact();
    await create('suppressions', { type: 'EMAIL', value: suppressed.email });
    const other = await newContact({}, await seedApiKey(t.runtime));
    const missing = 'con_01JD0000000000000000000000';

    const response = await api(t.runtime, t.key).post(`/v5/campaigns/${campaign.id}/contacts`, {
      contactIds: [...fresh.map((c) => c.id), already.id, optedOut.id, suppressed.id, other.id, missing, fresh[0]!.id],
    });
    expect(expectStatus(response, 200)).toEqual({
      added: 3,
      skipped: [
        { contactId: already.id, reason: 'already_in_campaign' },
        { contactId: optedOut.id, reason: 'opted_out' },
        { contactId: suppressed.id, reason: `suppressed: ${suppressed.email}` },
        { contactId: other.id, reason: 'not_found' },
        { contactId: missing, reason: 'not_found' },
        { contactId: fresh[0]!.id, reason: 'duplicate' },
      ],
    });
    const members = await listAll(t.runtime, t.key, '/v5/campaign-contacts', {
      'filter.campaignId.equals': campaign.id,
    });
    expect(members.map((m) => m.contactId).sort()).toEqual([...fresh.map((c) => c.id), already.id].sort());
    expect(members.every((m) => m.status === 'ACTIVE' && typeof m.nextSendAt === 'string')).toBe(true);
  });

  it('refuses 101 contacts, an unknown campaign and a malformed body', async () => {
    const campaign = await activeCampaign();
    const client = api(t.runtime, t.key);
    const ids = Array.from({ length: 101 }, (_, i) => `con_01JD${String(i).padStart(22, '0')}`);
    expectRefused(
      await client.post(`/v5/campaigns/${campaign.id}/contacts`, { contactIds: ids }),
      400,
      'invalid_request',
      'contactIds',
    );
    expectRefused(
      await client.post(`/v5/campaigns/${campaign.id}/contacts`, { contactIds: ['ada'] }),
      400,
      'invalid_request',
      'contactIds[0]',
    );
    expectRefused(
      await client.post('/v5/campaigns/cam_01JD0000000000000000000000/contacts', { contactIds: [ids[0]] }),
      404,
      'resource_not_found',
    );
  });
});

describe('a campaign turning ACTIVE', () => {
  it('needs a connection of the organization and an EMAIL step: 400 naming the field', async () => {
    const client = api(t.runtime, t.key);
    const bare = await create('campaigns', { name: 'Bare' });
    const refused = await client.patch(`/v5/campaigns/${bare.id}`, { status: 'ACTIVE' });
    expectRefused(refused, 400, 'invalid_request', 'fromConnectionId');
    expect((refused.body as ApiError).errors?.map((e) => e.path)).toContain('status');

    const connection = await create('connections', { type: 'SES', email: senderAddress() });
    const noStep = await create('campaigns', { name: 'No step', fromConnectionId: connection.id });
    expectRefused(
      await client.patch(`/v5/campaigns/${noStep.id}`, { status: 'ACTIVE' }),
      400,
      'invalid_request',
      'status',
    );
    await create('campaign-steps', { campaignId: noStep.id, type: 'WAIT', delayDays: 1 });
    expectRefused(
      await client.patch(`/v5/campaigns/${noStep.id}`, { status: 'ACTIVE' }),
      400,
      'invalid_request',
      'status',
    );
    await create('campaign-steps', { campaignId: noStep.id, type: 'EMAIL', subject: 'Hi', body: 'Hello' });
    expectStatus(await client.patch(`/v5/campaigns/${noStep.id}`, { status: 'ACTIVE' }), 200);

    // Once ACTIVE, it cannot lose its connection, nor keep one that was deleted.
    expectRefused(
      await client.patch(`/v5/campaigns/${noStep.id}`, { fromConnectionId: null }),
      400,
      'invalid_request',
      'fromConnectionId',
    );
    expectStatus(await client.delete(`/v5/connections/${connection.id}`), 200);
    expectRefused(
      await client.patch(`/v5/campaigns/${noStep.id}`, { status: 'ACTIVE' }),
      400,
      'invalid_request',
      'fromConnectionId',
    );

    const theirConnection = await create(
      'connections',
      { type: 'SES', email: senderAddress() },
      await seedApiKey(t.runtime),
    );
    expectRefused(
      await client.post('/v5/campaigns', { name: 'Theirs', status: 'ACTIVE', fromConnectionId: theirConnection.id }),
      400,
      'invalid_request',
      'fromConnectionId',
    );
  });
});

describe('enrolment through an import linked by campaign-imports', () => {
  it('enrols the contacts its webhook rows create or merge, once, and leaves members as they are', async () => {
    const campaign = await activeCampaign();
    const other = await activeCampaign();
    const webhook = await createWebhookImport(t.runtime, t.key, { connectExisting: true });
    await create('campaign-imports', { importId: webhook.id, campaignId: campaign.id });
    await create('campaign-imports', { importId: webhook.id, campaignId: other.id });

    // An existing contact already in `campaign` (paused), and one in no campaign.
    const member = await newContact();
    const pausedPlace = await create('campaign-contacts', {
      campaignId: campaign.id,
      contactId: member.id,
      status: 'PAUSED',
    });
    const existing = await newContact({ emailOptOut: true });
    const newEmail = email();

    for (const address of [newEmail, member.email, existing.email])
      await acceptedRow(webhook.webhookUrl, { contact: { email: address, name: 'From the form' } });
    const rows = await waitForImportRows(t.runtime, t.key, webhook.id, 3);
    expect(rows.map((row) => row.status).sort()).toEqual(['CREATED', 'MERGED', 'MERGED']);
    const created = rows.find((row) => row.status === 'CREATED')!;

    const places = async (campaignId: string) =>
      new Map(
        (await listAll(t.runtime, t.key, '/v5/campaign-contacts', { 'filter.campaignId.equals': campaignId })).map(
          (m) => [m.contactId, m],
        ),
      );
    const inCampaign = await places(campaign.id);
    const inOther = await places(other.id);
    expect([...inCampaign.keys()].sort()).toEqual([created.contactId, member.id, existing.id].sort());
    expect([...inOther.keys()].sort()).toEqual([created.contactId, member.id, existing.id].sort());
    // The member's place is left as it was; the new and merged contacts join ACTIVE, the opted-out one UNSUBSCRIBED.
    expect(inCampaign.get(member.id)).toEqual(pausedPlace);
    expect(inCampaign.get(created.contactId)).toMatchObject({ status: 'ACTIVE', stepIndex: 0 });
    expect(inOther.get(member.id)).toMatchObject({ status: 'ACTIVE', nextSendAt: expect.any(String) });
    expect(inOther.get(existing.id)).toMatchObject({ status: 'UNSUBSCRIBED', reason: 'opted_out' });

    // The same contact posted again merges and changes no place.
    await acceptedRow(webhook.webhookUrl, { contact: { email: newEmail, location: 'Paris' } });
    await waitForImportRows(t.runtime, t.key, webhook.id, 4);
    expect((await places(campaign.id)).size).toBe(3);
    expect((await places(other.id)).size).toBe(3);
  });
});
