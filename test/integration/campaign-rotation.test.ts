// Inbox rotation through the local runtime: a campaign over three connections (daily limits 2, 2, 2) spreads five
// contacts by the room each has left, sends each contact's later step from its own connection in its thread, and
// keeps every limit; contacts added at once spread too; a connection taken off the list hands its contacts on, in a
// new thread; fromConnectionIds refuses another organization's connection, a duplicate, more than 25, an empty list on
// an ACTIVE campaign, and keeps fromConnectionId its first.
import { ulid } from 'ulid';
import { type ApiRecord, api, expectStatus } from '../support/api-client.js';
import { everyDay } from '../support/campaigns.js';
import { senderAddress } from '../support/connections.js';
import { mailTo, recordedMailTo } from '../support/mailbox.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

// The tick runs only when a test runs it, at the time the test set.
const t = useTestRuntime({ scheduleTimers: false });

const START = Date.parse('2030-04-01T12:00:00.000Z');

const connection = async (dailyLimit = 2) =>
  expectStatus<ApiRecord>(
    await t.api.post('/v5/connections', { type: 'SES', email: senderAddress(), dailyLimit, minIntervalSeconds: 0 }),
    201,
  );

/** A campaign of a first step and a subject-less follow-up a day later, from `connectionIds`, made ACTIVE. */
async function rotatingCampaign(connectionIds: string[]): Promise<ApiRecord> {
  const campaign = expectStatus<ApiRecord>(
    await t.api.post('/v5/campaigns', {
      name: `Rotation ${ulid()}`,
      fromConnectionIds: connectionIds,
      schedule: { enabledWeekdays: everyDay('00:00', '23:59'), sendFirstMessageImmediately: true, timeZone: 'UTC' },
    }),
    201,
  );
  expect(campaign.fromConnectionId).toBe(connectionIds[0]);
  for (const [sort, step] of [
    { subject: 'Hello {{ firstName }}', body: 'Hi.' },
    { delayDays: 1, subject: null, body: 'Bumping this.' },
  ].entries())
    expectStatus(
      await t.api.post('/v5/campaign-steps', { campaignId: campaign.id, type: 'EMAIL', sort: sort + 1, ...step }),
      201,
    );
  return expectStatus<ApiRecord>(await t.api.patch(`/v5/campaigns/${campaign.id}`, { status: 'ACTIVE' }), 200);
}

/** The campaign's sent emails once there are `count` (the mailbox has a message before its sent email is recorded). */
const sentEmailsOf = (campaign: ApiRecord, count: number) =>
  waitUntil(
    async () =>
      expectStatus<ApiRecord[]>(await t.api.get(`/v5/sent-emails?filter.campaignId.equals=${campaign.id}`), 200),
    (records) => records.length === count,
    `${count} sent emails`,
  );

/** Enrols a new contact of each address, one at a time (each first message sees the sends before it): the addresses. */
async function enrolOneByOne(campaign: ApiRecord, emails: string[]): Promise<string[]> {
  for (const email of emails) {
    const contact = expectStatus<ApiRecord>(await t.api.post('/v5/contacts', { firstName: 'Ada', email }), 201);
    expectStatus(await t.api.post('/v5/campaign-contacts', { campaignId: campaign.id, contactId: contact.id }), 201);
    await recordedMailTo(t.runtime, t.api, email, 1);
  }
  return emails;
}

test('five contacts over three connections of limit 2: spread by room, later steps from their own, no limit passed', async () => {
  t.runtime.setClock(new Date(START));
  const senders = [await connection(), await connection(), await connection()];
  const campaign = await rotatingCampaign(senders.map((sender) => sender.id));
  const emails = await enrolOneByOne(
    campaign,
    Array.from({ length: 5 }, (_, i) => `r${i}-${ulid().toLowerCase()}@x.example`),
  );
  const firsts = await sentEmailsOf(campaign, 5);
  const perConnection = (records: ApiRecord[]) =>
    senders.map((sender) => records.filter((record) => record.connectionId === sender.id).length);
  // Two, two and one (a tie goes by the contact), none over its limit of 2.
  expect(perConnection(firsts).sort()).toEqual([1, 2, 2]);

  // A day and half an hour later (the first sends out of every 24-hour window, however slowly they went) every
  // follow-up is due, each from its contact's connection, in its thread.
  t.runtime.setClock(new Date(START + 86_400_000 + 30 * 60_000));
  await t.runtime.runScheduled('campaign-tick');
  for (const email of emails)
    await waitUntil(
      () => mailTo(t.runtime, email),
      (mails) => mails.length === 2,
      `the follow-up to ${email}`,
    );
  const all = await sentEmailsOf(campaign, 10);
  expect(perConnection(all)).toEqual(perConnection(firsts).map((count) => 2 * count));
  for (const email of emails) {
    const [first, second] = all
      .filter((record) => record.to === email)
      .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
    expect(second).toMatchObject({ connectionId: first!.connectionId, inReplyTo: first!.messageId });
  }
  const places = expectStatus<ApiRecord[]>(
    await t.api.get(`/v5/campaign-contacts?filter.campaignId.equals=${campaign.id}`),
    200,
  );
  expect(places.map((place) => place.connectionId).sort()).toEqual(firsts.map((record) => record.connectionId).sort());
});

test('four contacts added at once over two connections of limit 2: 2 and 2 sent, none held for the next day', async () => {
  t.runtime.setClock(new Date(START + 10 * 86_400_000));
  const senders = [await connection(), await connection()];
  const campaign = await rotatingCampaign(senders.map((sender) => sender.id));
  const people: ApiRecord[] = [];
  for (let i = 0; i < 4; i++)
    people.push(
      expectStatus<ApiRecord>(
        await t.api.post('/v5/contacts', { firstName: 'Ada', email: `b${i}-${ulid().toLowerCase()}@x.example` }),
        201,
      ),
    );
  const added = await t.api.post(`/v5/campaigns/${campaign.id}/contacts`, { contactIds: people.map((p) => p.id) });
  expect(expectStatus(added, 200)).toEqual({ added: 4, skipped: [] });
  // Sent at once, the four first messages read the same room and choose alike: one that finds its connection full
  // while the other had room is due again at once, and the next tick chooses for it again.
  const sent = await waitUntil(
    async () => {
      await t.runtime.runScheduled('campaign-tick');
      return expectStatus<ApiRecord[]>(await t.api.get(`/v5/sent-emails?filter.campaignId.equals=${campaign.id}`), 200);
    },
    (records) => records.length === 4,
    'four first messages',
    60_000,
  );
  expect(senders.map((sender) => sent.filter((record) => record.connectionId === sender.id).length)).toEqual([2, 2]);
});

test('a connection taken off the list: its contact’s follow-up goes from another listed one, in a new thread', async () => {
  const start = START + 20 * 86_400_000;
  t.runtime.setClock(new Date(start));
  const [kept, removed] = [await connection(5), await connection(5)];
  const campaign = await rotatingCampaign([kept.id, removed.id]);
  // One at a time: the second contact goes from the connection the first left with more room, so one from each.
  await enrolOneByOne(campaign, [`k-${ulid().toLowerCase()}@x.example`, `m-${ulid().toLowerCase()}@x.example`]);
  const first = (await sentEmailsOf(campaign, 2)).find((record) => record.connectionId === removed.id)!;
  expect(first).toBeDefined();
  expectStatus(await t.api.patch(`/v5/campaigns/${campaign.id}`, { fromConnectionIds: [kept.id] }), 200);

  t.runtime.setClock(new Date(start + 86_400_000 + 30 * 60_000));
  await t.runtime.runScheduled('campaign-tick');
  await waitUntil(
    () => mailTo(t.runtime, first.to),
    (mails) => mails.length === 2,
    'the follow-up',
  );
  const followUp = (await sentEmailsOf(campaign, 4)).find((record) => record.to === first.to && record.id !== first.id);
  expect(followUp).toMatchObject({ connectionId: kept.id, inReplyTo: null, subject: first.subject });
});

test('fromConnectionIds: 400 naming it for a duplicate, another organization’s, more than 25, or none while ACTIVE', async () => {
  const [a, b] = [await connection(), await connection()];
  const other = await seedApiKey(t.runtime);
  const theirs = expectStatus<ApiRecord>(
    await api(t.runtime, other).post('/v5/connections', { type: 'SES', email: senderAddress() }),
    201,
  );
  const refused = async (body: Record<string, unknown>, path: string) => {
    const answer = await t.api.post('/v5/campaigns', { name: `Refused ${ulid()}`, ...body });
    expect({ status: answer.status, paths: answer.body.errors?.map((e: { path: string }) => e.path) }).toEqual({
      status: 400,
      paths: expect.arrayContaining([expect.stringMatching(new RegExp(`^${path}`))]),
    });
  };
  await refused({ fromConnectionIds: [a.id, a.id] }, 'fromConnectionIds');
  await refused({ fromConnectionIds: [a.id, theirs.id] }, 'fromConnectionIds');
  await refused({ fromConnectionIds: Array.from({ length: 26 }, () => a.id) }, 'fromConnectionIds');
  await refused({ fromConnectionIds: [a.id], fromConnectionId: b.id }, 'fromConnectionId');

  const campaign = await rotatingCampaign([a.id, b.id]);
  const emptied = await t.api.patch(`/v5/campaigns/${campaign.id}`, { fromConnectionIds: [] });
  expect({ status: emptied.status, path: emptied.body.errors?.[0]?.path }).toEqual({
    status: 400,
    path: 'fromConnectionIds',
  });
  // Setting fromConnectionId alone makes it the only one; the list's first is always fromConnectionId.
  const reordered = expectStatus<ApiRecord>(
    await t.api.patch(`/v5/campaigns/${campaign.id}`, { fromConnectionIds: [b.id, a.id] }),
    200,
  );
  expect(reordered).toMatchObject({ fromConnectionId: b.id, fromConnectionIds: [b.id, a.id] });
  const single = expectStatus<ApiRecord>(
    await t.api.patch(`/v5/campaigns/${campaign.id}`, { fromConnectionId: a.id }),
    200,
  );
  expect(single).toMatchObject({ fromConnectionId: a.id, fromConnectionIds: [a.id] });
});
