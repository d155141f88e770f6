// nextSendAt as the clarifications define it: a contact's first step planned when it joins (delay and window), by each
// way of joining (one, the bulk add, an import), and planned again when its campaign turns ACTIVE; the tick claims
// nothing before that moment.
import { ulid } from 'ulid';
import { campaignContacts } from '../../lib/campaigns/model/campaign-contacts.js';
import { type ApiRecord, expectStatus } from '../support/api-client.js';
import { senderAddress } from '../support/connections.js';
import { acceptedRow, createWebhookImport, waitForRow } from '../support/imports.js';
import { mailTo } from '../support/mailbox.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

// The tick runs only when a test runs it, at the time the test set.
const t = useTestRuntime({ scheduleTimers: false });

/** 2030-01-07 is a Monday; its evening is outside every window below. */
const MONDAY_EVENING = new Date('2030-01-07T20:00:00.000Z');

/** A campaign (ACTIVE unless `draft`) sending only on Wednesdays 10:00 to 12:00 UTC, its one EMAIL step `delayDays` on. */
async function wednesdayCampaign(options: { delayDays?: number; draft?: boolean } = {}): Promise<ApiRecord> {
  const connection = expectStatus<ApiRecord>(
    await t.api.post('/v5/connections', { type: 'SES', email: senderAddress(), minIntervalSeconds: 0 }),
    201,
  );
  const campaign = expectStatus<ApiRecord>(
    await t.api.post('/v5/campaigns', {
      name: `Wednesdays ${ulid()}`,
      fromConnectionId: connection.id,
      schedule: { enabledWeekdays: { wednesday: { start: '10:00', end: '12:00' } }, timeZone: 'UTC' },
    }),
    201,
  );
  const step = { campaignId: campaign.id, type: 'EMAIL', sort: 1, subject: 'Hi {{ firstName }}', body: 'Hello.' };
  expectStatus(await t.api.post('/v5/campaign-steps', { ...step, delayDays: options.delayDays ?? 0 }), 201);
  if (!options.draft) expectStatus(await t.api.patch(`/v5/campaigns/${campaign.id}`, { status: 'ACTIVE' }), 200);
  return campaign;
}

const newContact = async () =>
  expectStatus<ApiRecord>(
    await t.api.post('/v5/contacts', { firstName: 'Ada', email: `ada-${ulid().toLowerCase()}@x.example` }),
    201,
  );

const join = async (campaign: ApiRecord, contact: ApiRecord) =>
  expectStatus<ApiRecord>(
    await t.api.post('/v5/campaign-contacts', { campaignId: campaign.id, contactId: contact.id }),
    201,
  );

const stored = async (id: string) => (await t.store.get(campaignContacts.entity, t.org, id))!;

/** Runs the tick at `at`: how many sends it claimed and queued. */
async function tickAt(at: Date): Promise<{ due: number; queued: number }> {
  t.runtime.setClock(at);
  return (await t.runtime.runScheduled('campaign-tick')) as { due: number; queued: number };
}

test('a contact enrolled on a Monday evening is due Wednesday 10:00 at once, and no tick claims it before', async () => {
  t.runtime.setClock(MONDAY_EVENING);
  const campaign = await wednesdayCampaign();
  const contact = await newContact();
  const joined = await join(campaign, contact);
  expect(joined).toMatchObject({ status: 'ACTIVE', stepIndex: 0, nextSendAt: '2030-01-09T10:00:00.000Z' });

  // Monday night, Tuesday, and a minute before the window: no claim, so no message on the queue.
  for (const at of ['2030-01-07T20:01:00Z', '2030-01-08T12:00:00Z', '2030-01-09T09:59:00Z'])
    expect(await tickAt(new Date(at))).toEqual(expect.objectContaining({ due: 0, queued: 0 }));
  expect((await stored(joined.id)).nextSendAt).toBe('2030-01-09T10:00:00.000Z');

  expect(await tickAt(new Date('2030-01-09T10:00:00Z'))).toEqual(expect.objectContaining({ due: 1, queued: 1 }));
  const [mail] = await waitUntil(
    () => mailTo(t.runtime, contact.email),
    (m) => m.length > 0,
    'the send',
  );
  expect(mail!.subject).toBe('Hi Ada');
});

test("the first step's delay counts from joining, then waits for the window", async () => {
  t.runtime.setClock(MONDAY_EVENING);
  // Two days after Monday 20:00 is Wednesday 20:00, after that day's window: the next Wednesday's opening.
  const campaign = await wednesdayCampaign({ delayDays: 2 });
  const joined = await join(campaign, await newContact());
  expect(joined.nextSendAt).toBe('2030-01-16T10:00:00.000Z');
});

test('the bulk add and an import plan their contacts the same way', async () => {
  t.runtime.setClock(MONDAY_EVENING);
  const campaign = await wednesdayCampaign();
  const contact = await newContact();
  const added = expectStatus<{ added: number }>(
    await t.api.post(`/v5/campaigns/${campaign.id}/contacts`, { contactIds: [contact.id] }),
    200,
  );
  expect(added.added).toBe(1);

  const webhook = await createWebhookImport(t.runtime, t.key, {});
  expectStatus(await t.api.post('/v5/campaign-imports', { importId: webhook.id, campaignId: campaign.id }), 201);
  const row = await acceptedRow(webhook.webhookUrl, { contact: { email: `imp-${ulid().toLowerCase()}@x.example` } });
  const imported = await waitForRow(t.runtime, t.key, row.id);
  expect(imported.status).toBe('CREATED');

  const places = expectStatus<ApiRecord[]>(
    await t.api.get(`/v5/campaign-contacts?filter.campaignId.equals=${campaign.id}`),
    200,
  );
  expect(places.map((place) => place.contactId).sort()).toEqual([contact.id, imported.contactId].sort());
  expect(places.map((place) => place.nextSendAt)).toEqual(['2030-01-09T10:00:00.000Z', '2030-01-09T10:00:00.000Z']);
});

test('a contact that joined a draft is planned again when the campaign turns ACTIVE, not made due at once', async () => {
  t.runtime.setClock(MONDAY_EVENING);
  const campaign = await wednesdayCampaign({ draft: true });
  const joined = await join(campaign, await newContact());
  expect(joined.nextSendAt).toBe('2030-01-09T10:00:00.000Z');

  // Activated on Thursday, after that window: the next Wednesday's.
  t.runtime.setClock(new Date('2030-01-10T09:00:00.000Z'));
  expectStatus(await t.api.patch(`/v5/campaigns/${campaign.id}`, { status: 'ACTIVE' }), 200);
  const planned = await waitUntil(
    () => stored(joined.id),
    (record) => record.nextSendAt !== '2030-01-09T10:00:00.000Z',
    'the plan after activation',
  );
  expect(planned.nextSendAt).toBe('2030-01-16T10:00:00.000Z');
});
