// SES inbound mail the way AWS delivers it: the raw reply in a bucket (the emulator's S3), the receipt rule's S3-action
// notification on the inbound-mail queue, and the inbound-mail function reading the object and recording the reply,
// or dropping it when the receipt rule's scan failed it (issue 22 item 20).
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { ulid } from 'ulid';
import { createDocumentClient, createS3Client } from '../../lib/platform/aws/clients.js';
import { createSqsClient } from '../../lib/platform/aws/sqs-client.js';
import { sentEmails } from '../../lib/campaigns/model/sent-emails.js';
import { createStore } from '../../lib/platform/store/store.js';
import type { ApiRecord } from '../support/api-client.js';
import { waitUntil } from '../support/wait-until.js';
import { deleted, ofMessage } from '../support/deliveries.js';
import { testEmulators } from '../support/runtime.js';
import { useTestRuntime } from '../support/test-runtime.js';

const bucket = `received-${ulid().toLowerCase()}`;

// fauxqs serves S3 on the same endpoint as SQS.
const s3Endpoint = testEmulators().sqsEndpoint;

beforeAll(async () => {
  const s3 = createS3Client(s3Endpoint);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  s3.destroy();
});
const t = useTestRuntime({ env: { S3_ENDPOINT: s3Endpoint, RECEIVED_MAIL_BUCKET: bucket } });

/** A campaign contact with one message sent to it; SES's own id is what a reply in AWS names in In-Reply-To. */
async function sentMessage() {
  const email = `grace.${ulid().toLowerCase()}@navy.test`;
  const contact = (await t.api.post('/v5/contacts', { firstName: 'Grace', email })).body as ApiRecord;
  const campaign = (await t.api.post('/v5/campaigns', { name: 'Intro', stopOnReply: true })).body as ApiRecord;
  const enrolled = await t.api.post('/v5/campaign-contacts', { campaignId: campaign.id, contactId: contact.id });
  expect(enrolled.status).toBe(201);
  const providerMessageId = `0100018f-${ulid().toLowerCase()}-000000`;
  const store = createStore({
    client: createDocumentClient(t.runtime.dynamodbEndpoint),
    tableName: t.runtime.tableName,
  });
  const sent = await store.create(
    sentEmails.entity,
    { org: t.key.org, actor: { type: 'system', id: 'test-seed' }, requestId: 'seed' },
    sentEmails.withDefaults({
      contactId: contact.id,
      campaignId: campaign.id,
      campaignContactId: enrolled.body.id,
      messageId: `<${ulid()}@mail.acme.test>`,
      providerMessageId,
      to: email,
      from: 'ann@acme.test',
      subject: 'Hello Grace',
      body: 'Hi Grace',
      sentAt: new Date().toISOString(),
    }),
  );
  return {
    email,
    contactId: contact.id,
    campaignContactId: enrolled.body.id as string,
    sentEmailId: sent.id,
    providerMessageId,
  };
}

/** What SES does on receipt: the S3 action writes the message, then the topic delivers the notification raw. */
async function receive(
  raw: string,
  sesMessageId: string,
  recipient: string,
  verdicts: { spam?: string; virus?: string } = {},
): Promise<string | undefined> {
  const objectKey = `inbound/${sesMessageId}`;
  const s3 = createS3Client(t.runtime.sqsEndpoint);
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey, Body: raw }));
  s3.destroy();
  const notification = {
    notificationType: 'Received',
    mail: { timestamp: new Date().toISOString(), messageId: sesMessageId, destination: [recipient], headers: [] },
    receipt: {
      recipients: [recipient],
      spamVerdict: { status: verdicts.spam ?? 'PASS' },
      virusVerdict: { status: verdicts.virus ?? 'PASS' },
      action: { type: 'S3', topicArn: 'arn:aws:sns:us-east-1:123456789012:events', bucketName: bucket, objectKey },
    },
  };
  const sqs = createSqsClient(t.runtime.sqsEndpoint);
  const { MessageId } = await sqs.send(
    new SendMessageCommand({
      QueueUrl: t.runtime.queueUrls['inbound-mail']!.url,
      MessageBody: JSON.stringify(notification),
    }),
  );
  sqs.destroy();
  return MessageId;
}

/** A reply from the message's recipient, naming it by SES's id, as a mail client writes one. */
const replyTo = (seeded: { email: string; providerMessageId: string }, id: string, text: string) =>
  [
    `From: Grace Hopper <${seeded.email}>`,
    'To: Ann Smith <ann@acme.test>',
    'Subject: Re: Hello Grace',
    `In-Reply-To: <${seeded.providerMessageId}@email.amazonses.com>`,
    `Message-ID: <${id}@navy.test>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
  ].join('\r\n');

it('records a reply stored in S3: the campaign contact REPLIED, the sent email replied, a note on the contact', async () => {
  const seeded = await sentMessage();
  await receive(
    replyTo(seeded, 'reply-1', 'Sounds interesting, can we talk next week?'),
    ulid().toLowerCase(),
    'ann@acme.test',
  );

  const replies = await waitUntil(
    async () => (await t.api.get(`/v5/inbound-emails?filter.sentEmailId.equals=${seeded.sentEmailId}`)).body,
    (body) => Array.isArray(body) && body.length > 0,
    'the reply to be recorded',
  );
  expect(replies).toHaveLength(1);
  expect(replies[0]).toMatchObject({
    from: seeded.email,
    subject: 'Re: Hello Grace',
    contactId: seeded.contactId,
    campaignContactId: seeded.campaignContactId,
  });
  expect((await t.api.get(`/v5/campaign-contacts/${seeded.campaignContactId}`)).body.status).toBe('REPLIED');
  expect((await t.api.get(`/v5/sent-emails/${seeded.sentEmailId}`)).body.repliedAt).toEqual(expect.any(String));
  const note = await t.api.get(`/v5/notes/${replies[0].noteId}`);
  expect(note.body).toMatchObject({ contactId: seeded.contactId, body: 'Sounds interesting, can we talk next week?' });
});

it.each([
  ['spam', { spam: 'FAIL' }],
  ['a virus', { virus: 'FAIL' }],
])('drops mail in which the receipt rule found %s: handled, never matched, nothing stopped', async (_, verdicts) => {
  const seeded = await sentMessage();
  const raw = replyTo(seeded, `reply-${ulid()}`, 'Please stop. Unsubscribe me.');
  const queued = await receive(raw, ulid().toLowerCase(), 'ann@acme.test', verdicts);
  await t.deliveries.waitFor(ofMessage(queued), 'the notification to be handled', deleted);
  expect((await t.api.get(`/v5/inbound-emails?filter.sentEmailId.equals=${seeded.sentEmailId}`)).body).toEqual([]);
  expect((await t.api.get(`/v5/campaign-contacts/${seeded.campaignContactId}`)).body.status).toBe('ACTIVE');
  expect((await t.api.get(`/v5/sent-emails/${seeded.sentEmailId}`)).body.repliedAt).toBeNull();
});
