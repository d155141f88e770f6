// Draft emails with scheduledAt, sent at that time through the campaign send path: the tick, the queue, the sender,
// the mailbox, a sent email; and the writes that keep a draft sendable, or unscheduled, or unchanged once sent.
import { ulid } from 'ulid';
import { draftEmails } from '../../lib/campaigns/model/draft-emails.js';
import { type ApiError, type ApiResponse, expectStatus, type ApiRecord } from '../support/api-client.js';
import { waitUntil } from '../support/wait-until.js';
import { mailTo } from '../support/mailbox.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { senderAddress } from '../support/connections.js';

// The tick runs only when a test runs it, at the time the test set.
const t = useTestRuntime({ scheduleTimers: false });

const SCHEDULED_AT = '2030-06-03T09:30:00.000Z';

async function connection(): Promise<ApiRecord> {
  return expectStatus<ApiRecord>(
    await t.api.post('/v5/connections', {
      type: 'SES',
      email: senderAddress('desk'),
      name: 'Margaret Hamilton',
      minIntervalSeconds: 0,
    }),
    201,
  );
}

async function contactNamed(firstName: string): Promise<ApiRecord> {
  return expectStatus<ApiRecord>(
    await t.api.post('/v5/contacts', {
      firstName,
      email: `${firstName.toLowerCase()}-${ulid().toLowerCase()}@x.example`,
    }),
    201,
  );
}

const mailOf = (address: string) => mailTo(t.runtime, address);

/** A refusal as the envelope tells it: status, code and the paths it names. */
const refusal = (response: ApiResponse<ApiError>) => ({
  status: response.status,
  code: response.body.code,
  paths: response.body.errors?.map((error) => error.path) ?? [],
});

const draft = async (id: string) => (await t.store.get(draftEmails.entity, t.org, id))!;

/** Sets the runtime's clock, runs its tick once, and waits until the draft is no longer SCHEDULED at its claim. */
async function tickAt(at: string, id?: string): Promise<void> {
  t.runtime.setClock(new Date(at));
  await t.runtime.runScheduled('campaign-tick');
  if (id)
    await waitUntil(
      () => draft(id),
      (record) => record.status !== 'SCHEDULED' || String(record.nextSendAt) <= at,
      'the sender to take the draft',
    );
}

test('a scheduled draft waits for its time, then goes out once, rendered for its contact, as a sent email', async () => {
  const from = await connection();
  const contact = await contactNamed('Katherine');
  const created = expectStatus<ApiRecord>(
    await t.api.post('/v5/draft-emails', {
      contactId: contact.id,
      connectionId: from.id,
      to: contact.email,
      subject: 'Our call, {{ firstName }}',
      body: 'Hi {{ firstName }}, the notes from our call: https://acme.example/notes',
      scheduledAt: SCHEDULED_AT,
    }),
    201,
  );
  expect(created).toMatchObject({ status: 'SCHEDULED', nextSendAt: SCHEDULED_AT, sentEmailId: null, sentAt: null });

  await tickAt('2030-06-03T09:29:00Z');
  expect(await mailOf(contact.email)).toHaveLength(0);
  expect((await draft(created.id)).status).toBe('SCHEDULED');

  await tickAt('2030-06-03T09:30:20Z', created.id);
  const sent = await waitUntil(
    () => draft(created.id),
    (record) => record.status === 'SENT',
    'the send',
  );
  const [mail] = await mailOf(contact.email);
  expect(mail!.subject).toBe('Our call, Katherine');
  expect(mail!.text).toContain('Hi Katherine, the notes from our call:');
  expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  const sentEmail = expectStatus<ApiRecord>(await t.api.get(`/v5/sent-emails/${String(sent.sentEmailId)}`), 200);
  expect(sentEmail).toMatchObject({
    contactId: contact.id,
    connectionId: from.id,
    campaignContactId: null,
    to: contact.email,
    from: from.email,
    subject: 'Our call, Katherine',
  });
  expect(sent.sentAt).toMatch(/^2030-06-03T09:30:2/);
  expect(sent.nextSendAt).toBeNull();

  // Later ticks send nothing more, and a sent draft no longer changes.
  await tickAt('2030-06-04T09:30:00Z');
  expect(await mailOf(contact.email)).toHaveLength(1);
  expect(refusal(await t.api.patch(`/v5/draft-emails/${created.id}`, { subject: 'Again' }))).toMatchObject({
    status: 409,
    code: 'conflict',
  });
  expect(
    refusal(await t.api.patch(`/v5/draft-emails/${created.id}`, { scheduledAt: '2030-07-01T00:00:00.000Z' })),
  ).toMatchObject({ status: 409, code: 'conflict' });
});

test('a draft without scheduledAt stays a DRAFT; unscheduled before its time, nothing is sent', async () => {
  const from = await connection();
  const to = `nobody-${ulid().toLowerCase()}@x.example`;
  const kept = expectStatus<ApiRecord>(
    await t.api.post('/v5/draft-emails', { to, connectionId: from.id, subject: 'Kept', body: 'Not yet.' }),
    201,
  );
  expect(kept).toMatchObject({ status: 'DRAFT', nextSendAt: null });
  const unscheduled = expectStatus<ApiRecord>(
    await t.api.post('/v5/draft-emails', { to, connectionId: from.id, subject: 'Later', scheduledAt: SCHEDULED_AT }),
    201,
  );
  expect(
    expectStatus<ApiRecord>(await t.api.patch(`/v5/draft-emails/${unscheduled.id}`, { scheduledAt: null }), 200),
  ).toMatchObject({ status: 'DRAFT', nextSendAt: null });

  await tickAt('2030-06-05T12:00:00Z');
  expect(await mailOf(to)).toHaveLength(0);
  expect((await draft(kept.id)).status).toBe('DRAFT');
  expect((await draft(unscheduled.id)).status).toBe('DRAFT');
});

test("a scheduled draft needs a connection, its own or its campaign's: 400 naming connectionId", async () => {
  const to = `who-${ulid().toLowerCase()}@x.example`;
  expect(refusal(await t.api.post('/v5/draft-emails', { to, subject: 'Hi', scheduledAt: SCHEDULED_AT }))).toEqual({
    status: 400,
    code: 'invalid_request',
    paths: ['connectionId'],
  });

  const unsent = expectStatus<ApiRecord>(await t.api.post('/v5/draft-emails', { to, subject: 'Hi' }), 201);
  expect(refusal(await t.api.patch(`/v5/draft-emails/${unsent.id}`, { scheduledAt: SCHEDULED_AT }))).toEqual({
    status: 400,
    code: 'invalid_request',
    paths: ['connectionId'],
  });

  const from = await connection();
  const campaign = expectStatus<ApiRecord>(
    await t.api.post('/v5/campaigns', { name: `Drafts ${ulid()}`, fromConnectionId: from.id }),
    201,
  );
  const viaCampaign = expectStatus<ApiRecord>(
    await t.api.post('/v5/draft-emails', { to, campaignId: campaign.id, subject: 'Hi', scheduledAt: SCHEDULED_AT }),
    201,
  );
  expect(viaCampaign.status).toBe('SCHEDULED');
  await tickAt('2030-06-03T09:31:00Z', viaCampaign.id);
  await waitUntil(
    () => mailOf(to),
    (mail) => mail.length === 1,
    "the draft sent from its campaign's connection",
  );
  const sentEmail = expectStatus<ApiRecord>(
    await t.api.get(`/v5/sent-emails/${String((await draft(viaCampaign.id)).sentEmailId)}`),
    200,
  );
  expect(sentEmail).toMatchObject({ campaignId: campaign.id, connectionId: from.id, from: from.email });
});

test('a draft to a suppressed address is not sent: FAILED with the reason', async () => {
  const from = await connection();
  const to = `gone-${ulid().toLowerCase()}@x.example`;
  expectStatus(await t.api.post('/v5/suppressions', { type: 'EMAIL', value: to, reason: 'asked' }), 201);
  const created = expectStatus<ApiRecord>(
    await t.api.post('/v5/draft-emails', { to, connectionId: from.id, subject: 'Hi', scheduledAt: SCHEDULED_AT }),
    201,
  );
  await tickAt('2030-06-03T09:32:00Z', created.id);
  expect(await draft(created.id)).toMatchObject({ status: 'FAILED', reason: `suppressed: ${to}`, nextSendAt: null });
  expect(await mailOf(to)).toHaveLength(0);
});

test('a draft whose subject or body is no Liquid template is refused with 400 naming the field', async () => {
  const response = await t.api.post('/v5/draft-emails', { to: 'a@x.example', subject: 'Hi {{ firstName ', body: 'ok' });
  expect(refusal(response)).toEqual({ status: 400, code: 'invalid_request', paths: ['subject'] });
});
