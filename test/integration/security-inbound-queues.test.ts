// Issue 22, item 15: received mail and bounces on separate queues. While received mail holds the inbound-mail function
// (its S3 reads held open by a stand-in the test releases) and a backlog waits behind it, a bounce on ses-events is
// applied; the local mailer puts each simulated notification on the queue of its kind; received mail that still
// reaches ses-events is passed on to inbound-mail and recorded there.
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { ulid } from 'ulid';
import { mailerOf } from '../../lib/app/mailer.js';
import { readAppConfig } from '../../lib/app/settings.js';
import { sentEmails } from '../../lib/campaigns/model/sent-emails.js';
import { createSqsClient } from '../../lib/platform/aws/sqs-client.js';
import { INBOUND_MAIL_QUEUE, SES_EVENTS_QUEUE } from '../../lib/platform/queue/queues.js';
import type { QueueDelivery } from '../../infra/local/runtime.js';
import { deleted } from '../support/deliveries.js';
import { type HeldS3, startHeldS3 } from '../support/held-s3.js';
import { useTestRuntime } from '../support/test-runtime.js';

const bucket = 'received-mail';
let s3: HeldS3;
// Started before the runtime, whose functions are told its endpoint.
beforeAll(async () => {
  s3 = await startHeldS3();
});
const t = useTestRuntime(() => ({
  scheduleTimers: false,
  env: { S3_ENDPOINT: s3.endpoint, RECEIVED_MAIL_BUCKET: bucket },
}));
afterAll(async () => {
  s3.release();
  await s3.stop();
});

/** Sends `body` to one of the runtime's queues, as SNS delivers to it; answers the message's id. */
async function enqueue(queue: string, body: string): Promise<string> {
  const sqs = createSqsClient(t.runtime.sqsEndpoint);
  try {
    const { MessageId } = await sqs.send(
      new SendMessageCommand({ QueueUrl: t.runtime.queueUrls[queue]!.url, MessageBody: body }),
    );
    return MessageId!;
  } finally {
    sqs.destroy();
  }
}

/** A reply to nothing the service sent, stored where the receipt rule puts it; answers its receipt notification. */
function storedReply(): string {
  const objectKey = `inbound/${ulid().toLowerCase()}`;
  s3.put(
    objectKey,
    [
      'From: someone@customer.example',
      'To: sales@outreach.test',
      'Subject: Re: our call',
      `In-Reply-To: <nothing-${ulid()}@elsewhere.example>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Thanks, call me on Monday.',
    ].join('\r\n'),
  );
  return JSON.stringify({
    notificationType: 'Received',
    mail: { messageId: objectKey.slice('inbound/'.length), destination: ['sales@outreach.test'], headers: [] },
    receipt: { recipients: ['sales@outreach.test'], action: { type: 'S3', bucketName: bucket, objectKey } },
  });
}

/** A message the service sent, as the send pipeline records it, with SES's id for a bounce to name. */
async function sentMessage() {
  const providerMessageId = `0100018f-${ulid().toLowerCase()}-000000`;
  const ctx = { org: t.org, actor: { type: 'system' as const, id: 'test-seed' }, requestId: 'seed' };
  const sent = await t.store.create(
    sentEmails.entity,
    ctx,
    sentEmails.withDefaults({
      messageId: `<${ulid()}@mail.outreach.test>`,
      providerMessageId,
      to: `ada.${ulid().toLowerCase()}@example.com`,
      from: 'sales@outreach.test',
      subject: 'Hello Ada',
      body: 'Hi Ada',
      sentAt: new Date().toISOString(),
    }),
  );
  return { id: sent.id, to: sent.to, providerMessageId };
}

const onQueue = (queue: string, messageIds: ReadonlySet<string>) => (delivery: QueueDelivery) =>
  delivery.queue === queue && messageIds.has(delivery.messageId);

it('applies a bounce while received mail holds the inbound-mail function and a backlog waits behind it', async () => {
  // More than a batch (10): the first batch is held on its reads, the rest wait on the queue.
  const backlog = new Set<string>();
  for (let i = 0; i < 15; i += 1) backlog.add(await enqueue(INBOUND_MAIL_QUEUE.name, storedReply()));
  await s3.firstRead;

  const sent = await sentMessage();
  const bounce = {
    eventType: 'Bounce',
    bounce: {
      bounceType: 'Permanent',
      bouncedRecipients: [{ emailAddress: sent.to, status: '5.1.1' }],
      timestamp: '2026-05-04T10:00:00.000Z',
    },
    mail: { messageId: sent.providerMessageId, destination: [sent.to], headers: [] },
  };
  const bounceId = await enqueue(
    SES_EVENTS_QUEUE.name,
    JSON.stringify({ Type: 'Notification', MessageId: ulid(), Message: JSON.stringify(bounce) }),
  );
  await t.deliveries.waitFor(onQueue(SES_EVENTS_QUEUE.name, new Set([bounceId])), 'the bounce', deleted);
  expect((await t.api.get(`/v5/sent-emails/${sent.id}`)).body.bouncedAt).toBe('2026-05-04T10:00:00.000Z');
  const suppressed = await t.api.get(`/v5/suppressions?filter.value.equals=${encodeURIComponent(sent.to)}`);
  expect(suppressed.body).toHaveLength(1);
  // All the while, no received mail was read or finished: the bounce did not wait for any of it.
  expect(s3.answered).toBe(0);
  expect(t.deliveries.all.filter(onQueue(INBOUND_MAIL_QUEUE.name, backlog))).toEqual([]);

  s3.release();
  await t.deliveries.waitFor(
    onQueue(INBOUND_MAIL_QUEUE.name, backlog),
    'the backlog of received mail',
    (deliveries) => new Set(deliveries.filter((d) => d.deleted).map((d) => d.messageId)).size === backlog.size,
  );
});

it("puts the local mailbox's notifications on the queue of their kind: a bounce on ses-events, an out-of-office reply on inbound-mail", async () => {
  const mailer = mailerOf(readAppConfig(process.env), t.store);
  const mailTo = (to: string) => mailer.send({ to, from: 'sales@outreach.test', subject: 'Hello', text: 'Hi' });
  const bounced = await mailTo(`bounce+${ulid().toLowerCase()}@simulator.amazonses.com`);
  const answered = await mailTo(`ooto+${ulid().toLowerCase()}@simulator.amazonses.com`);
  // A notification names the mailbox entry it is about (mail.messageId).
  const about = (providerMessageId: string) => (delivery: QueueDelivery) =>
    (JSON.parse(delivery.body) as { mail?: { messageId?: string } }).mail?.messageId === providerMessageId;
  const [bounce] = await t.deliveries.waitFor(about(bounced.providerMessageId), 'the bounce notification', deleted);
  const [reply] = await t.deliveries.waitFor(about(answered.providerMessageId), 'the out-of-office reply', deleted);
  expect({ queue: bounce!.queue, eventType: JSON.parse(bounce!.body).eventType }).toEqual({
    queue: SES_EVENTS_QUEUE.name,
    eventType: 'Bounce',
  });
  expect({ queue: reply!.queue, notificationType: JSON.parse(reply!.body).notificationType }).toEqual({
    queue: INBOUND_MAIL_QUEUE.name,
    notificationType: 'Received',
  });
});

it('passes received mail that reaches ses-events on to inbound-mail, which reads and records it', async () => {
  s3.release();
  const notification = storedReply();
  const { objectKey } = (JSON.parse(notification) as { receipt: { action: { objectKey: string } } }).receipt.action;
  const forwardedId = await enqueue(SES_EVENTS_QUEUE.name, notification);
  await t.deliveries.waitFor(onQueue(SES_EVENTS_QUEUE.name, new Set([forwardedId])), 'the forward', deleted);
  const [recorded] = await t.deliveries.waitFor(
    (delivery) => delivery.queue === INBOUND_MAIL_QUEUE.name && delivery.body.includes(objectKey),
    'the received mail on inbound-mail',
    deleted,
  );
  expect(JSON.parse(recorded!.body)).toEqual(JSON.parse(notification));
  // Read once, by inbound-mail: ses-events passed it on unread.
  expect(s3.reads.filter((key) => key === objectKey)).toEqual([objectKey]);
});
