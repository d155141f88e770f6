// Campaign sending through the local runtime: the immediate first send, scheduled steps driven by the runtime's clock,
// limits that move sends, pause and resume, a stop between claim and send, redelivery, two senders at once, and a crash
// after the mailer accepted; every send counted against the local mailbox.
import { families } from '../../lib/families/registry.js';
import { ChangeMessageVisibilityCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import type { QueueDelivery } from '../../infra/local/runtime.js';
import { clockFromEnv } from '../../lib/platform/config.js';
import { CLAIM_LEASE_MS, claimDue, type SendMessage, systemContext } from '../../lib/campaigns/send/send-queue.js';
import { createCampaignTick } from '../../lib/campaigns/schedule/tick.js';
import { pickByWeight } from '../../lib/campaigns/send/send-content.js';
import type { SendWorkerDeps } from '../../lib/campaigns/send/send-job.js';
import { createSendHandler, SendInFlightError, sendOne } from '../../lib/campaigns/send/send-worker.js';
import { trackingKeySettings } from '../../lib/app/settings.js';
import { createTrackingTokens, trackingSecret } from '../../lib/campaigns/tracking/tracking-token.js';
import { createSqsClient } from '../../lib/platform/aws/sqs-client.js';
import { createLocalMailbox, LOCAL_SENDER } from '../../lib/mail/local-mailbox.js';
import { CAMPAIGN_SENDS_QUEUE } from '../../lib/platform/queue/queues.js';
import { campaignContacts } from '../../lib/campaigns/model/campaign-contacts.js';
import { createEngine } from '../../lib/platform/resources/engine.js';
import { sendReservations } from '../../lib/campaigns/send/send-items.js';
import { itemKeyOf } from '../../lib/platform/store/keys.js';
import type { Store, TransactItem } from '../../lib/platform/store/store.js';
import { expectStatus, type ApiRecord } from '../support/api-client.js';
import { acceptedRow, createWebhookImport } from '../support/imports.js';
import { waitUntil } from '../support/wait-until.js';
import { lastDeliveries } from '../support/deliveries.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { mailTo } from '../support/mailbox.js';
import { campaignOfSteps as campaignOfStepsBy, everyDay } from '../support/campaigns.js';
import { senderAddress } from '../support/connections.js';

// The tick runs only when a test runs it, at the time the test set.
const t = useTestRuntime({ scheduleTimers: false });

interface Setup {
  campaign: ApiRecord;
  connection: ApiRecord;
  steps: ApiRecord[];
}

/** An ACTIVE campaign with its own connection and two EMAIL steps (the second `secondDelay` days after the first). */
async function campaignWith(
  options: {
    immediate?: boolean;
    window?: [string, string];
    connection?: Record<string, unknown>;
    dailyLimit?: number | null;
    secondDelay?: number;
    status?: 'ACTIVE' | 'DRAFT';
  } = {},
): Promise<Setup> {
  const connection = expectStatus<ApiRecord>(
    await t.api.post('/v5/connections', {
      type: 'SES',
      email: senderAddress(),
      name: 'Grace Hopper',
      minIntervalSeconds: 0,
      ...options.connection,
    }),
    201,
  );
  const [start, end] = options.window ?? ['00:00', '23:59'];
  const campaign = expectStatus<ApiRecord>(
    await t.api.post('/v5/campaigns', {
      name: `Campaign ${ulid()}`,
      fromConnectionId: connection.id,
      dailyLimit: options.dailyLimit ?? null,
      schedule: {
        enabledWeekdays: everyDay(start, end),
        sendFirstMessageImmediately: options.immediate ?? false,
        timeZone: 'UTC',
      },
    }),
    201,
  );
  const steps = [
    expectStatus<ApiRecord>(
      await t.api.post('/v5/campaign-steps', {
        campaignId: campaign.id,
        type: 'EMAIL',
        sort: 1,
        subject: 'Hello {{ firstName }}',
        body: 'Hi {{ firstName }}, this is the first message.',
      }),
      201,
    ),
    expectStatus<ApiRecord>(
      await t.api.post('/v5/campaign-steps', {
        campaignId: campaign.id,
        type: 'EMAIL',
        sort: 2,
        delayDays: options.secondDelay ?? 2,
        subject: 'Following up, {{ firstName }}',
        body: 'Hi again {{ firstName }}.',
      }),
      201,
    ),
  ];
  if ((options.status ?? 'ACTIVE') === 'ACTIVE')
    expectStatus(await t.api.patch(`/v5/campaigns/${campaign.id}`, { status: 'ACTIVE' }), 200);
  return { campaign: { ...campaign, status: options.status ?? 'ACTIVE' }, connection, steps };
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

async function join(campaign: ApiRecord, contact: ApiRecord): Promise<ApiRecord> {
  return expectStatus<ApiRecord>(
    await t.api.post('/v5/campaign-contacts', { campaignId: campaign.id, contactId: contact.id }),
    201,
  );
}

const mailOf = (address: string) => mailTo(t.runtime, address);

const campaignContact = async (id: string) => (await t.store.get(campaignContacts.entity, t.org, id))!;

/** Sets the runtime's clock, runs its tick once, and waits until the sender has nothing in flight for `id`. */
async function tickAt(at: Date, id: string): Promise<Record<string, unknown>> {
  t.runtime.setClock(at);
  const result = (await t.runtime.runScheduled('campaign-tick')) as { due: number; queued: number };
  // A claim moves nextSendAt to the lease's end; the sender settles it (sent, deferred or stopped) within seconds.
  const claimed = (cc: Record<string, unknown>) => {
    const lease = Date.parse(String(cc.nextSendAt)) - at.getTime() - CLAIM_LEASE_MS;
    return lease >= 0 && lease < 60_000;
  };
  await waitUntil(
    () => campaignContact(id),
    (cc) => !claimed(cc),
    'the sender to settle the claim',
  );
  return result;
}

/** The tracking tokens the runtime's functions sign with (the local development secret). */
const runtimeTokens = createTrackingTokens(await trackingSecret(trackingKeySettings({ LOCAL_RUNTIME: 'true' })));

/** The worker's dependencies in this process, on the runtime's table (its mailbox included). */
function localDeps(overrides: Partial<SendWorkerDeps> = {}): SendWorkerDeps {
  return {
    store: t.store,
    engine: createEngine({ families, store: t.store }),
    sesMailer: () => createLocalMailbox(t.store),
    now: clockFromEnv(process.env),
    baseUrl: () => t.runtime.url,
    tokens: runtimeTokens,
    maxReceiveCount: CAMPAIGN_SENDS_QUEUE.maxReceiveCount,
    deploymentSender: () => LOCAL_SENDER,
    ...overrides,
  };
}

/**
 * A Monday noon, UTC: tests that claim and send by hand run at it, since on the wall clock they would depend on the time
 * of day (the window ends at 23:59).
 */
const MONDAY_NOON = new Date('2030-05-06T12:00:00Z');

/** Claims a joined campaign contact as the tick would, without queueing the message. */
async function claim(id: string): Promise<SendMessage> {
  const cc = await campaignContact(id);
  const message = await claimDue(
    t.store,
    'campaign-contact',
    systemContext(t.org, 'test', 'test'),
    id,
    new Date(String(cc.nextSendAt)).toISOString(),
    clockFromEnv(process.env)(),
  );
  if (!message) throw new Error('not claimable');
  return message;
}

test('with sendFirstMessageImmediately the first message is in the mailbox within seconds, with the first name', async () => {
  const { campaign, steps } = await campaignWith({ immediate: true, window: ['03:00', '03:01'] });
  const contact = await contactNamed('Ada');
  const cc = await join(campaign, contact);
  const [mail] = await waitUntil(
    () => mailOf(contact.email),
    (m) => m.length > 0,
    'the first message',
  );
  expect(mail!.subject).toBe('Hello Ada');
  expect(mail!.text).toContain('Hi Ada, this is the first message.');

  const after = await waitUntil(
    () => campaignContact(cc.id),
    (r) => r.stepIndex === 1,
    'the advance',
  );
  expect(after.lastSentAt).toEqual(expect.any(String));
  const sent = expectStatus<ApiRecord[]>(
    await t.api.get(`/v5/sent-emails?filter.campaignContactId.equals=${cc.id}`),
    200,
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ stepId: steps[0]!.id, to: contact.email, subject: 'Hello Ada' });
  expect(sent[0]!.providerMessageId).toMatch(/^mail_/);
  const events = expectStatus<ApiRecord[]>(await t.api.get(`/v5/events?filter.recordId.equals=${sent[0]!.id}`), 200);
  expect(events.map((event) => event.type)).toContain('email.sent');
  const usage = expectStatus<ApiRecord[]>(await t.api.get('/v5/usage'), 200);
  expect(usage.find((record) => record.metric === 'emails.sent')?.quantity).toBeGreaterThanOrEqual(1);
});

test('a scheduled step waits for its window, and the second step follows after its delay', async () => {
  const { campaign } = await campaignWith({ window: ['09:00', '10:00'], secondDelay: 2 });
  const contact = await contactNamed('Grace');
  const cc = await join(campaign, contact);

  // Before the window: claimed, then moved to the window's start; nothing sent.
  await tickAt(new Date('2030-01-07T08:00:00Z'), cc.id);
  expect((await campaignContact(cc.id)).nextSendAt).toBe('2030-01-07T09:00:00.000Z');
  expect(await mailOf(contact.email)).toHaveLength(0);

  await tickAt(new Date('2030-01-07T09:00:30Z'), cc.id);
  await waitUntil(
    () => mailOf(contact.email),
    (m) => m.length === 1,
    'the first step',
  );
  const afterFirst = await campaignContact(cc.id);
  // Two days after the first send (made moments after 09:00:30 on the driven clock), inside that day's window.
  expect(afterFirst.stepIndex).toBe(1);
  expect(String(afterFirst.nextSendAt)).toMatch(/^2030-01-09T09:00:3/);

  // A day later nothing is due yet.
  await tickAt(new Date('2030-01-08T09:30:00Z'), cc.id);
  expect(await mailOf(contact.email)).toHaveLength(1);

  await tickAt(new Date('2030-01-09T09:01:00Z'), cc.id);
  const mail = await waitUntil(
    () => mailOf(contact.email),
    (m) => m.length === 2,
    'the second step',
  );
  expect(mail[0]!.subject).toBe('Following up, Grace');
  expect(await campaignContact(cc.id)).toMatchObject({ status: 'COMPLETED', stepIndex: 2, nextSendAt: null });
});

test('limits move a send to the next moment with room, never drop it', async () => {
  const { campaign } = await campaignWith({ connection: { dailyLimit: 1 } });
  const [first, second] = [await contactNamed('Lim'), await contactNamed('Ited')];
  const at = new Date('2030-02-04T12:00:00Z');
  const ccs = [await join(campaign, first), await join(campaign, second)];
  t.runtime.setClock(at);
  await t.runtime.runScheduled('campaign-tick');
  const settled = await waitUntil(
    () => Promise.all(ccs.map((cc) => campaignContact(cc.id))),
    (records) =>
      records.some((r) => r.stepIndex === 1) &&
      records.some(
        (r) => r.stepIndex === 0 && Date.parse(String(r.nextSendAt)) > at.getTime() + CLAIM_LEASE_MS + 60_000,
      ),
    'one sent, one moved',
  );
  const moved = settled.find((r) => r.stepIndex === 0)!;
  expect(moved.status).toBe('ACTIVE');
  // The connection's one send a day has room again 24 hours after the first.
  expect(Date.parse(String(moved.nextSendAt))).toBeGreaterThanOrEqual(at.getTime() + 24 * 3600_000);
  expect((await mailOf(first.email)).length + (await mailOf(second.email)).length).toBe(1);
});

test('a paused campaign contact is not claimed; resumed, it is sent', async () => {
  const { campaign } = await campaignWith({ status: 'DRAFT' });
  const contact = await contactNamed('Pau');
  expectStatus(await t.api.patch(`/v5/campaigns/${campaign.id}`, { status: 'ACTIVE' }), 200);
  const cc = await join(campaign, contact);
  expectStatus(await t.api.patch(`/v5/campaign-contacts/${cc.id}`, { status: 'PAUSED' }), 200);
  t.runtime.setClock(new Date('2030-03-04T12:00:00Z'));
  await t.runtime.runScheduled('campaign-tick');
  expect((await campaignContact(cc.id)).status).toBe('PAUSED');
  expect(await mailOf(contact.email)).toHaveLength(0);

  expectStatus(await t.api.patch(`/v5/campaign-contacts/${cc.id}`, { status: 'ACTIVE' }), 200);
  await tickAt(new Date('2030-03-04T12:00:10Z'), cc.id);
  await waitUntil(
    () => mailOf(contact.email),
    (m) => m.length === 1,
    'the resumed send',
  );
});

test('a campaign paused between claim and send sends nothing', async () => {
  t.runtime.setClock(MONDAY_NOON);
  const { campaign } = await campaignWith();
  const contact = await contactNamed('Stop');
  const cc = await join(campaign, contact);
  const message = await claim(cc.id);
  expectStatus(await t.api.patch(`/v5/campaigns/${campaign.id}`, { status: 'PAUSED' }), 200);
  await sendOne(localDeps(), message, 'test');
  expect(await mailOf(contact.email)).toHaveLength(0);
  expect((await campaignContact(cc.id)).stepIndex).toBe(0);
});

test('the same send delivered twice through the queue is sent once', async () => {
  t.runtime.setClock(MONDAY_NOON);
  const { campaign } = await campaignWith();
  const contact = await contactNamed('Twice');
  const cc = await join(campaign, contact);
  const message = await claim(cc.id);
  const sqs = createSqsClient(t.runtime.sqsEndpoint);
  const url = t.runtime.queueUrls[CAMPAIGN_SENDS_QUEUE.name]!.url;
  const copies: string[] = [];
  for (let i = 0; i < 2; i++)
    copies.push(
      (await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(message) }))).MessageId!,
    );
  await waitUntil(
    () => campaignContact(cc.id),
    (r) => r.stepIndex === 1,
    'the send',
  );
  // Each copy handled: the one that sent was deleted; the other was too, or it met the send in flight and failed, to come
  // back after the queue's visibility timeout (minutes). Its redelivery is made to happen now, after the send was
  // recorded, and it must end deleted as well: neither copy can be delivered again, so no later mail can follow.
  const isCopy = (delivery: QueueDelivery) => copies.includes(delivery.messageId);
  const handled = await t.deliveries.waitFor(isCopy, 'both copies handled, one deleted', (deliveries) => {
    const last = lastDeliveries(copies, deliveries);
    return last.every(Boolean) && last.some((delivery) => delivery!.deleted);
  });
  for (const failed of lastDeliveries(copies, handled).filter((delivery) => !delivery!.deleted))
    await sqs.send(
      new ChangeMessageVisibilityCommand({ QueueUrl: url, ReceiptHandle: failed!.receiptHandle, VisibilityTimeout: 0 }),
    );
  await t.deliveries.waitFor(isCopy, 'both copies deleted', (deliveries) =>
    lastDeliveries(copies, deliveries).every((delivery) => delivery?.deleted),
  );
  expect(await mailOf(contact.email)).toHaveLength(1);
  sqs.destroy();
});

test('two senders at once send once', async () => {
  t.runtime.setClock(MONDAY_NOON);
  const { campaign } = await campaignWith();
  const contact = await contactNamed('Both');
  const cc = await join(campaign, contact);
  const message = await claim(cc.id);
  const outcomes = await Promise.allSettled([sendOne(localDeps(), message, 'a'), sendOne(localDeps(), message, 'b')]);
  // The loser either saw the step done or the send in flight (its message would come back later).
  for (const outcome of outcomes)
    if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(SendInFlightError);
  expect(await mailOf(contact.email)).toHaveLength(1);
  await sendOne(localDeps({ inFlightMs: 0 }), message, 'c');
  expect(await mailOf(contact.email)).toHaveLength(1);
  expect((await campaignContact(cc.id)).stepIndex).toBe(1);
});

test('a crash after the mailer accepted and before the send was recorded does not send twice', async () => {
  t.runtime.setClock(MONDAY_NOON);
  const { campaign, steps } = await campaignWith();
  const contact = await contactNamed('Crash');
  const cc = await join(campaign, contact);
  const message = await claim(cc.id);
  const reservation = itemKeyOf(sendReservations, { org: t.org, recordId: cc.id, part: steps[0]!.id });
  // The confirming transaction never happens: the process "dies" once the provider has the message.
  const crashing: Store = {
    ...t.store,
    commit: async (items: TransactItem[]) => {
      if (items.some((item) => item.Update?.Key?.PK === reservation.PK)) throw new Error('crashed');
      return t.store.commit(items);
    },
  };
  await expect(sendOne(localDeps({ store: crashing }), message, 'crash')).rejects.toThrow('crashed');
  expect(await mailOf(contact.email)).toHaveLength(1);

  // A redelivery at once finds the send in flight and leaves it for later.
  await expect(sendOne(localDeps(), message, 'retry')).rejects.toThrow('in flight');
  // Later, the reservation was never confirmed: recorded as sent with an unknown provider id, never resent.
  t.runtime.setClock(new Date(MONDAY_NOON.getTime() + 10 * 60_000));
  await sendOne(localDeps(), message, 'later');
  expect(await mailOf(contact.email)).toHaveLength(1);
  expect((await campaignContact(cc.id)).stepIndex).toBe(1);
  const sent = expectStatus<ApiRecord[]>(
    await t.api.get(`/v5/sent-emails?filter.campaignContactId.equals=${cc.id}`),
    200,
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ providerMessageId: null, deliveryUnknown: true });
});

/** An ACTIVE campaign (every day, all day, UTC) whose steps are `steps`, in that order, from a connection of its own. */
function campaignOfSteps(steps: Array<Record<string, unknown>>, immediate = false): Promise<ApiRecord> {
  return campaignOfStepsBy(t.api, steps, immediate);
}

test('a TASK step creates a task for the contact and moves on; a WAIT step only waits; the last step completes', async () => {
  const campaign = await campaignOfSteps([
    { type: 'EMAIL', subject: 'Hello {{ firstName }}', body: 'First.' },
    { type: 'TASK', delayDays: 1, subject: 'Call {{ firstName }}', body: 'Ask about the pilot.' },
    { type: 'WAIT', delayDays: 2 },
    { type: 'EMAIL', delayDays: 1, subject: 'Last one, {{ firstName }}', body: 'Second.' },
  ]);
  const contact = await contactNamed('Linus');
  const cc = await join(campaign, contact);

  await tickAt(new Date('2030-02-04T10:00:00Z'), cc.id);
  await waitUntil(
    () => mailOf(contact.email),
    (m) => m.length === 1,
    'the first step',
  );
  expect((await campaignContact(cc.id)).stepIndex).toBe(1);

  // The TASK: a task on the contact, no mail, and on to the WAIT.
  await tickAt(new Date('2030-02-05T10:01:00Z'), cc.id);
  const tasks = expectStatus<ApiRecord[]>(await t.api.get(`/v5/tasks?filter.contactId.equals=${contact.id}`), 200);
  expect(tasks.map((task) => task.description)).toEqual(['Ask about the pilot.']);
  expect(await mailOf(contact.email)).toHaveLength(1);
  expect((await campaignContact(cc.id)).stepIndex).toBe(2);

  // The WAIT and the last EMAIL: three days after the task, the second message, and the contact is done.
  for (const at of ['2030-02-07T10:02:00Z', '2030-02-08T10:03:00Z', '2030-02-09T10:04:00Z']) {
    if ((await campaignContact(cc.id)).status === 'COMPLETED') break;
    await tickAt(new Date(at), cc.id);
  }
  const mails = await waitUntil(
    () => mailOf(contact.email),
    (m) => m.length === 2,
    'the last step',
  );
  expect(mails[0]!.subject).toBe('Last one, Linus');
  expect(await campaignContact(cc.id)).toMatchObject({ status: 'COMPLETED', stepIndex: 4, nextSendAt: null });
  // A TASK or WAIT sends nothing: two messages, one per EMAIL step.
  expect(
    expectStatus<ApiRecord[]>(await t.api.get(`/v5/sent-emails?filter.campaignContactId.equals=${cc.id}`), 200),
  ).toHaveLength(2);
});

test('a variable without a value and without a default pauses the contact with the reason, and sends nothing', async () => {
  const campaign = await campaignOfSteps(
    [{ type: 'EMAIL', subject: 'For {{ firstName }}', body: 'Your tier: {{ customProperties.tier }}' }],
    true,
  );
  const contact = await contactNamed('Barbara');
  const cc = await join(campaign, contact);
  const paused = await waitUntil(
    () => campaignContact(cc.id),
    (r) => r.status === 'PAUSED',
    'the pause',
  );
  expect(paused).toMatchObject({ reason: 'missing_variable: customProperties.tier', nextSendAt: null });
  expect(await mailOf(contact.email)).toHaveLength(0);
});

test('a contact whose address was suppressed after joining gets nothing: it turns UNSUBSCRIBED at send time', async () => {
  const campaign = await campaignOfSteps([{ type: 'EMAIL', subject: 'Hi {{ firstName }}', body: 'Hello.' }]);
  const contact = await contactNamed('Edsger');
  const cc = await join(campaign, contact);
  expectStatus(
    await t.api.post('/v5/suppressions', { type: 'EMAIL', value: contact.email, reason: 'asked by phone' }),
    201,
  );

  await tickAt(new Date('2030-03-04T10:00:00Z'), cc.id);
  expect((await campaignContact(cc.id)).status).toBe('UNSUBSCRIBED');
  expect(await mailOf(contact.email)).toHaveLength(0);
});

test('a contact whose address its verification condemned gets nothing: it turns FAILED with address_<status>', async () => {
  const campaign = await campaignOfSteps([{ type: 'EMAIL', subject: 'Hi {{ firstName }}', body: 'Hello.' }]);
  const [condemned, unknown] = [await contactNamed('Roleaccount'), await contactNamed('Unverified')];
  const ccs = [await join(campaign, condemned), await join(campaign, unknown)];
  expectStatus(
    await t.api.post('/v5/email-addresses', { email: condemned.email, status: 'DO_NOT', subStatus: 'ROLE_BASED' }),
    201,
  );
  expectStatus(await t.api.post('/v5/email-addresses', { email: unknown.email, status: 'UNKNOWN' }), 201);

  for (const cc of ccs) await tickAt(new Date('2030-03-04T10:00:00Z'), cc.id);
  expect(await campaignContact(ccs[0]!.id)).toMatchObject({ status: 'FAILED', reason: 'address_DO_NOT' });
  expect(await mailOf(condemned.email)).toHaveLength(0);
  // An address not known to be bad is sent to.
  expect(await mailOf(unknown.email)).toHaveLength(1);
});

test('a mailer that refuses: each delivery frees the reservation and backs off; the last marks the contact FAILED', async () => {
  t.runtime.setClock(MONDAY_NOON);
  const { campaign, steps } = await campaignWith();
  const contact = await contactNamed('Refused');
  const cc = await join(campaign, contact);
  const message = await claim(cc.id);
  const backedOff: number[] = [];
  const handler = createSendHandler(
    localDeps({
      sesMailer: () => ({
        send: async () => {
          throw new Error('MessageRejected: Email address is not verified.');
        },
      }),
      retryLater: async (record) => void backedOff.push(Number(record.attributes.ApproximateReceiveCount)),
    }),
  );
  const delivery = (receives: number) =>
    ({
      messageId: `m-${receives}`,
      body: JSON.stringify(message),
      attributes: { ApproximateReceiveCount: String(receives) },
    }) as unknown as SQSRecord;
  const reservation = { org: t.org, recordId: cc.id, part: steps[0]!.id };

  for (let receives = 1; receives < CAMPAIGN_SENDS_QUEUE.maxReceiveCount; receives++) {
    await expect(handler(delivery(receives), undefined as never)).rejects.toThrow('MessageRejected');
    // Nothing was sent, so nothing is held: the next delivery tries again.
    expect(await t.store.items(sendReservations).get(reservation)).toBeUndefined();
    expect(await campaignContact(cc.id)).toMatchObject({ status: 'ACTIVE', stepIndex: 0 });
  }
  await expect(handler(delivery(CAMPAIGN_SENDS_QUEUE.maxReceiveCount), undefined as never)).rejects.toThrow(
    'MessageRejected',
  );
  expect(backedOff).toEqual([1, 2, 3, 4, 5]);
  expect(await campaignContact(cc.id)).toMatchObject({
    status: 'FAILED',
    reason: 'mailer: MessageRejected: Email address is not verified.',
    nextSendAt: null,
  });
  // On its way to the dead-letter queue the message sends nothing more, even with a mailer that works again.
  await sendOne(localDeps(), message, 'after');
  expect(await mailOf(contact.email)).toHaveLength(0);
});

test('a step with variants sends each contact the variant its weight and id pick, the same one every time', async () => {
  t.runtime.setClock(MONDAY_NOON);
  const { campaign, steps } = await campaignWith({ immediate: true });
  const variants = [];
  for (const [letter, weight] of [
    ['A', 1],
    ['B', 3],
    ['C', 0],
  ] as const)
    variants.push(
      expectStatus<ApiRecord>(
        await t.api.post('/v5/campaign-variants', {
          stepId: steps[0]!.id,
          weight,
          subject: `Variant ${letter} for {{ firstName }}`,
          body: `Body ${letter}.`,
        }),
        201,
      ),
    );
  const contacts = [];
  for (let i = 0; i < 24; i++) contacts.push(await contactNamed(`Var${i}`));
  const ccs = [];
  for (const contact of contacts) ccs.push(await join(campaign, contact));
  const sent = await waitUntil(
    async () =>
      expectStatus<ApiRecord[]>(
        await t.api.get(`/v5/sent-emails?filter.campaignId.equals=${campaign.id}&limit=100`),
        200,
      ),
    (records) => records.length === contacts.length,
    'every first message',
  );
  const byContact = new Map(sent.map((record) => [record.contactId, record]));
  const letters = new Map<string, number>();
  for (const contact of contacts) {
    const expected = pickByWeight(variants, contact.id)!;
    const record = byContact.get(contact.id)!;
    expect(record.variantId).toBe(expected.id);
    const letter = String(record.subject).split(' ')[1]!;
    expect(record.subject).toBe(`Variant ${letter} for ${contact.firstName}`);
    letters.set(letter, (letters.get(letter) ?? 0) + 1);
  }
  // Both weighted variants are used (the chance that 24 contacts all pick one is below 0.1%), the weightless one never.
  expect(letters.get('A')).toBeGreaterThan(0);
  expect(letters.get('B')).toBeGreaterThan(0);
  expect(letters.has('C')).toBe(false);
  // Stable per contact: the same pick whatever the order the variants are read in.
  for (const contact of contacts)
    expect(pickByWeight([...variants].reverse(), contact.id)!.id).toBe(byContact.get(contact.id)!.variantId);
});

test("an import linked to a campaign enrols the contacts of its rows, and each gets the campaign's first message", async () => {
  // A webhook row names its contact with `name` (no firstName), which the template reads.
  const campaign = await campaignOfSteps(
    [{ type: 'EMAIL', subject: 'Hello {{ name }}', body: 'Welcome, {{ name }}.' }],
    true,
  );
  const webhook = await createWebhookImport(t.runtime, t.key, {});
  expectStatus(await t.api.post('/v5/campaign-imports', { importId: webhook.id, campaignId: campaign.id }), 201);
  const address = `imported-${ulid().toLowerCase()}@x.example`;
  await acceptedRow(webhook.webhookUrl, { contact: { email: address, name: 'Hedy Lamarr' } });
  const [mail] = await waitUntil(
    () => mailOf(address),
    (m) => m.length > 0,
    'the first message to the imported contact',
  );
  expect(mail!.subject).toBe('Hello Hedy Lamarr');
  // Its only step sent, the imported contact's place in the campaign is done.
  const places = await waitUntil(
    async () =>
      expectStatus<ApiRecord[]>(await t.api.get(`/v5/campaign-contacts?filter.campaignId.equals=${campaign.id}`), 200),
    (records) => records[0]?.status === 'COMPLETED',
    'the send recorded',
  );
  expect(places).toHaveLength(1);
  expect(places[0]).toMatchObject({ status: 'COMPLETED', stepIndex: 1 });
});

test('a tick past its time budget takes no new marker; the next tick claims what it left', async () => {
  t.runtime.setClock(MONDAY_NOON);
  const { campaign } = await campaignWith();
  const cc = await join(campaign, await contactNamed('Budget'));
  const queued: SendMessage[] = [];
  const tickWith = (budgetMs?: number) =>
    createCampaignTick({
      store: t.store,
      now: clockFromEnv(process.env),
      send: async (message) => void queued.push(message),
      budgetMs,
    });

  expect(await tickWith(0)()).toEqual({ due: 0, queued: 0, stoppedEarly: true });
  expect((await campaignContact(cc.id)).nextSendAt).toBe(cc.nextSendAt);

  const result = await tickWith()();
  expect(result.stoppedEarly).toBe(false);
  expect(queued.map((message) => message.id)).toContain(cc.id);
});
