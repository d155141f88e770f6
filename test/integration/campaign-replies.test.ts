// Replies and bounces through the local runtime: POST /v5/inbound-emails and POST /local/inbox match a reply to the message
// it answers (by Message-ID, else by sender), stop the campaign contact and leave a note; SES-shaped bounce and complaint
// notifications on the ses-events queue suppress the address.
import { ulid } from 'ulid';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { createSqsClient } from '../../lib/platform/aws/sqs-client.js';
import { mailerOf } from '../../lib/app/mailer.js';
import { readAppConfig } from '../../lib/app/settings.js';
import { simulatedNotification } from '../../lib/mail/mailbox-simulator.js';
import { api, type ApiRecord, checkedFetch } from '../support/api-client.js';
import { waitUntil } from '../support/wait-until.js';
import { awayNotice } from '../support/away-notice.js';
import { seedApiKey, type SeededKey } from '../support/seed.js';
import { mailTo } from '../support/mailbox.js';
import { type SeedOptions, type Seeded, seedSentMessage as seedSentMessageIn } from '../support/replies.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime();

/** A contact in a campaign with one message sent to it, in this file's organization or `options.org`. */
const seedSentMessage = (options: SeedOptions = {}) => seedSentMessageIn(t, options);

describe('POST /v5/inbound-emails', () => {
  it('matches by In-Reply-To: repliedAt, the campaign contact REPLIED, a note on the contact', async () => {
    const seeded = await seedSentMessage();
    const posted = await t.api.post('/v5/inbound-emails', {
      from: seeded.email,
      to: 'sales@outreach.test',
      subject: 'Re: Hello Ada',
      text: 'Thanks, call me next week.',
      inReplyTo: seeded.messageId,
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      object: 'inboundEmail',
      sentEmailId: seeded.sentEmailId,
      contactId: seeded.contact.id,
      campaignContactId: seeded.campaignContactId,
      campaignId: seeded.campaign.id,
    });
    expect(posted.body.id).toMatch(/^inb_/);

    const sent = await t.api.get(`/v5/sent-emails/${seeded.sentEmailId}`);
    expect(sent.body.repliedAt).toEqual(expect.any(String));
    const enrolled = await t.api.get(`/v5/campaign-contacts/${seeded.campaignContactId}`);
    expect(enrolled.body).toMatchObject({ status: 'REPLIED', nextSendAt: null });
    const note = await t.api.get(`/v5/notes/${posted.body.noteId}`);
    expect(note.body).toMatchObject({ contactId: seeded.contact.id, body: 'Thanks, call me next week.' });
    const listed = await t.api.get(`/v5/inbound-emails/${posted.body.id}`);
    expect(listed.body.from).toBe(seeded.email);
  });

  it('matches by References when In-Reply-To names a message it does not know', async () => {
    const seeded = await seedSentMessage();
    const posted = await t.api.post('/v5/inbound-emails', {
      from: 'someone.else@example.org',
      to: 'sales@outreach.test',
      text: 'Forwarded answer',
      inReplyTo: '<unknown@elsewhere.test>',
      references: [seeded.messageId, '<unknown@elsewhere.test>'],
    });
    expect(posted.status).toBe(201);
    expect(posted.body.sentEmailId).toBe(seeded.sentEmailId);
  });

  it('matches by the sender when the reply names no Message-ID', async () => {
    const seeded = await seedSentMessage();
    const posted = await t.api.post('/v5/inbound-emails', {
      from: seeded.email.toUpperCase(),
      to: 'sales@outreach.test',
      text: 'Sounds good',
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      sentEmailId: seeded.sentEmailId,
      contactId: seeded.contact.id,
      campaignContactId: seeded.campaignContactId,
    });
  });

  it('leaves the campaign contact alone when the campaign does not stop on reply', async () => {
    const seeded = await seedSentMessage({ stopOnReply: false });
    const posted = await t.api.post('/v5/inbound-emails', {
      from: seeded.email,
      to: 'sales@outreach.test',
      text: 'Keep them coming',
      inReplyTo: seeded.messageId,
    });
    expect(posted.status).toBe(201);
    expect((await t.api.get(`/v5/campaign-contacts/${seeded.campaignContactId}`)).body.status).toBe('ACTIVE');
    expect((await t.api.get(`/v5/sent-emails/${seeded.sentEmailId}`)).body.repliedAt).toEqual(expect.any(String));
  });

  it('answers nulls when nothing matched, and records the reply', async () => {
    const posted = await t.api.post('/v5/inbound-emails', {
      from: 'stranger@example.net',
      to: 'sales@outreach.test',
      text: 'Who are you?',
      inReplyTo: '<nothing@nowhere.test>',
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ sentEmailId: null, contactId: null, campaignContactId: null, noteId: null });
  });

  it("never matches another organization's message", async () => {
    const other = await seedApiKey(t.runtime);
    const seeded = await seedSentMessage({ org: other });
    const posted = await t.api.post('/v5/inbound-emails', {
      from: seeded.email,
      to: 'sales@outreach.test',
      text: 'Hello?',
      inReplyTo: seeded.messageId,
    });
    expect(posted.status).toBe(201);
    expect(posted.body.sentEmailId).toBeNull();
    expect((await api(t.runtime, other).get(`/v5/sent-emails/${seeded.sentEmailId}`)).body.repliedAt).toBeNull();
  });

  it('refuses a bad body with 400 naming the fields, and other writes with 405', async () => {
    const bad = await t.api.post('/v5/inbound-emails', { from: 'not-an-address', to: 'sales@outreach.test' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_request');
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['from', 'text']);
    const posted = await t.api.post('/v5/inbound-emails', { from: 'a@example.net', to: 'b@example.net', text: 'x' });
    expect((await t.api.patch(`/v5/inbound-emails/${posted.body.id}`, { text: 'y' })).status).toBe(405);
    expect((await t.api.delete(`/v5/inbound-emails/${posted.body.id}`)).status).toBe(405);
  });
});

describe('POST /local/inbox', () => {
  const raw = (headers: string[], text: string) =>
    [...headers, 'Content-Type: text/plain; charset=utf-8', '', text].join('\r\n');
  /** A credential of `key`'s organization, posting a raw message. */
  const credentialOf = (key: SeededKey) => ({ ...key.headers, 'Content-Type': 'message/rfc822' });
  const postRaw = (message: string, headers: Record<string, string>, query = '') =>
    checkedFetch(`${t.runtime.url}/local/inbox${query}`, { method: 'POST', headers, body: message });

  it('records a raw reply matched by In-Reply-To, in the organization of the message it answers', async () => {
    const seeded = await seedSentMessage();
    const message = raw(
      [
        `From: Ada Lovelace <${seeded.email}>`,
        'To: Sales <sales@outreach.test>',
        'Subject: Re: Hello Ada',
        `In-Reply-To: ${seeded.messageId}`,
        `References: ${seeded.messageId}`,
        'Message-ID: <reply-1@example.com>',
      ],
      'Happy to talk on Tuesday.',
    );
    const posted = await postRaw(message, credentialOf(t.key));
    expect(posted.status).toBe(201);
    const body = (await posted.json()) as ApiRecord;
    expect(body).toMatchObject({
      sentEmailId: seeded.sentEmailId,
      contactId: seeded.contact.id,
      campaignContactId: seeded.campaignContactId,
      subject: 'Re: Hello Ada',
    });
    expect((await t.api.get(`/v5/campaign-contacts/${seeded.campaignContactId}`)).body.status).toBe('REPLIED');
    expect((await t.api.get(`/v5/notes/${body.noteId}`)).body.body).toBe('Happy to talk on Tuesday.');
  });

  it('an out-of-office (Auto-Submitted) is no reply; under an AUTO fine-tuning its note pauses the contact until its date', async () => {
    // An organization of its own: the AUTO fine-tuning would act on every other note of this file's.
    const org = await seedApiKey(t.runtime);
    const caller = api(t.runtime, org);
    const tuning = {
      name: 'Auto',
      target: 'NOTES',
      mode: 'AUTO',
      minConfidence: 0.5,
      instructions: 'We sell software.',
    };
    expect((await caller.post('/v5/fine-tunings', tuning)).status).toBe(201);
    const seeded = await seedSentMessage({ org });
    const away = awayNotice();
    const message = raw(
      [
        `From: ${seeded.email}`,
        'To: sales@outreach.test',
        'Subject: Automatic reply: Hello Ada',
        `In-Reply-To: ${seeded.messageId}`,
        'Auto-Submitted: auto-replied',
        `Message-ID: <ooo-${ulid()}@example.com>`,
      ],
      away.text,
    );
    const posted = await postRaw(message, credentialOf(org));
    expect(posted.status).toBe(201);
    expect(await posted.json()).toMatchObject({ sentEmailId: seeded.sentEmailId, noteId: expect.any(String) });
    expect((await caller.get(`/v5/sent-emails/${seeded.sentEmailId}`)).body.repliedAt).toBeNull();
    const paused = await waitUntil(
      () => caller.get(`/v5/campaign-contacts/${seeded.campaignContactId}`),
      (response) => response.status !== 200 || response.body.pausedUntil !== null,
      "the note's pause",
    );
    expect(paused.body).toMatchObject({ status: 'ACTIVE', pausedUntil: away.pausedUntil });
  });

  it('records the same raw reply posted twice once: one inbound email, one note', async () => {
    const seeded = await seedSentMessage();
    const message = raw(
      [
        `From: ${seeded.email}`,
        'To: sales@outreach.test',
        'Subject: Re: Hello Ada',
        `In-Reply-To: ${seeded.messageId}`,
        `Message-ID: <twice-${ulid()}@example.com>`,
      ],
      'Yes, send me the details.',
    );
    const [first, second] = [await postRaw(message, credentialOf(t.key)), await postRaw(message, credentialOf(t.key))];
    const [a, b] = [(await first.json()) as ApiRecord, (await second.json()) as ApiRecord];
    expect(first.status).toBe(201);
    expect(b).toMatchObject({ id: a.id, noteId: a.noteId });
    const inbound = await t.api.get(`/v5/inbound-emails?filter.sentEmailId.equals=${seeded.sentEmailId}`);
    expect(inbound.body).toHaveLength(1);
    expect((await t.api.get(`/v5/notes?filter.contactId.equals=${seeded.contact.id}`)).body).toHaveLength(1);
  });

  it("matches by sender in the credential's organization, and refuses a message without a From or To with 400", async () => {
    const seeded = await seedSentMessage();
    const message = raw([`From: ${seeded.email}`, 'To: sales@outreach.test', 'Subject: hi'], 'Call me');
    const placed = await postRaw(message, credentialOf(t.key));
    const placedBody = (await placed.json()) as ApiRecord;
    expect(placed.status).toBe(201);
    expect(placedBody.sentEmailId).toBe(seeded.sentEmailId);
    const unaddressed = await postRaw(raw(['Subject: hi'], 'Call me'), credentialOf(t.key));
    expect(unaddressed.status).toBe(400);
    expect(((await unaddressed.json()) as { code: string }).code).toBe('invalid_request');
  });

  it("takes the organization from the credential alone: no one opts out another organization's contact", async () => {
    const seeded = await seedSentMessage();
    const unsubscribe = raw(
      [
        `From: ${seeded.email}`,
        'To: sales@outreach.test',
        'Subject: Re: Hello Ada',
        `In-Reply-To: ${seeded.messageId}`,
      ],
      'Please unsubscribe me and stop emailing me.',
    );
    const anonymous = await postRaw(unsubscribe, { 'Content-Type': 'message/rfc822' }, `?org=${t.key.org}`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: string }).code).toBe('missing_authorization');

    const stranger = await seedApiKey(t.runtime, ['inbound-emails:write']);
    const naming = await postRaw(unsubscribe, credentialOf(stranger), `?org=${t.key.org}`);
    expect(naming.status).toBe(400);
    expect(((await naming.json()) as { description: string }).description).toContain('org');
    // Recorded in the stranger's organization, where it answers nothing.
    const elsewhere = await postRaw(unsubscribe, credentialOf(stranger));
    expect(elsewhere.status).toBe(201);
    expect(await elsewhere.json()).toMatchObject({ sentEmailId: null, contactId: null, noteId: null });

    expect((await t.api.get(`/v5/campaign-contacts/${seeded.campaignContactId}`)).body.status).toBe('ACTIVE');
    expect((await t.api.get(`/v5/sent-emails/${seeded.sentEmailId}`)).body.repliedAt).toBeNull();
    // No note on the contact, so no reasoning reads an unsubscribe into it.
    expect((await t.api.get(`/v5/notes?filter.contactId.equals=${seeded.contact.id}`)).body).toEqual([]);
  });
});

describe('bounces and complaints', () => {
  const sqs = () => createSqsClient(t.runtime.sqsEndpoint);
  const queueUrl = () => t.runtime.queueUrls['ses-events']!.url;

  /** Publishes an SES event as SNS delivers it to an SQS subscription (without raw message delivery). */
  async function publish(event: Record<string, unknown>): Promise<void> {
    const client = sqs();
    await client.send(
      new SendMessageCommand({
        QueueUrl: queueUrl(),
        MessageBody: JSON.stringify({ Type: 'Notification', MessageId: ulid(), Message: JSON.stringify(event) }),
      }),
    );
    client.destroy();
  }

  const campaignContactStatus = (seeded: Seeded) =>
    waitUntil(
      async () => (await t.api.get(`/v5/campaign-contacts/${seeded.campaignContactId}`)).body.status as string,
      (status) => status !== 'ACTIVE',
      'the campaign contact to change',
      60_000,
    );

  it('a bounce that overtakes the record of its message (our Message-ID names it) is applied once the record is made', async () => {
    // The sender records a message only after the provider answered; the notification may arrive first.
    const providerMessageId = `0100018f-${ulid().toLowerCase()}-000000`;
    const messageId = `<sen_${ulid()}@mail.outreach.test>`;
    const email = `early.${ulid().toLowerCase()}@example.com`;
    await publish({
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [{ emailAddress: email, status: '5.1.1' }],
        timestamp: new Date().toISOString(),
      },
      mail: { messageId: providerMessageId, destination: [email], headers: [{ name: 'Message-ID', value: messageId }] },
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const seeded = await seedSentMessage({ providerMessageId, messageId, email });
    expect(await campaignContactStatus(seeded)).toBe('BOUNCED');
    expect((await t.api.get(`/v5/sent-emails/${seeded.sentEmailId}`)).body.bouncedAt).toEqual(expect.any(String));
  });

  it('an automatic reply that overtakes the record of its message (our Message-ID names it) is matched once the record is made', async () => {
    const messageId = `<sen_${ulid()}@mail.outreach.test>`;
    const email = `ooto+${ulid().toLowerCase()}@simulator.amazonses.com`;
    const sent = { to: email, subject: 'Hello', text: 'Hi', messageId };
    const answer = simulatedNotification(sent, 'sales@outreach.test', `0100018f-${ulid().toLowerCase()}-000000`);
    const client = sqs();
    await client.send(
      new SendMessageCommand({ QueueUrl: t.runtime.queueUrls['inbound-mail']!.url, MessageBody: answer!.body }),
    );
    client.destroy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const seeded = await seedSentMessage({ messageId, email });
    const replies = await waitUntil(
      () => t.api.get(`/v5/inbound-emails?filter.sentEmailId.equals=${seeded.sentEmailId}`),
      (response) => response.status !== 200 || response.body.length > 0,
      'the inbound email',
    );
    expect(replies.body).toMatchObject([{ subject: 'Out of office: Hello', sentEmailId: seeded.sentEmailId }]);
  });

  it('a hard bounce sets bouncedAt, the campaign contact BOUNCED, the address INVALID and suppressed', async () => {
    const providerMessageId = `0100018f-${ulid().toLowerCase()}-000000`;
    const seeded = await seedSentMessage({ providerMessageId });
    const address = await t.api.post('/v5/email-addresses', { email: seeded.email, contactId: seeded.contact.id });
    expect(address.status).toBe(201);
    await publish({
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [{ emailAddress: seeded.email, status: '5.1.1' }],
        timestamp: '2026-05-04T10:00:00.000Z',
      },
      mail: { messageId: providerMessageId, destination: [seeded.email], headers: [] },
    });
    expect(await campaignContactStatus(seeded)).toBe('BOUNCED');
    const sent = await t.api.get(`/v5/sent-emails/${seeded.sentEmailId}`);
    expect(sent.body.bouncedAt).toBe('2026-05-04T10:00:00.000Z');
    expect((await t.api.get(`/v5/email-addresses/${address.body.id}`)).body.status).toBe('INVALID');
    const suppressed = await t.api.get(`/v5/suppressions?filter.value.equals=${encodeURIComponent(seeded.email)}`);
    expect(suppressed.body).toHaveLength(1);
  });

  it('a complaint suppresses the address and turns the campaign contact UNSUBSCRIBED; a soft bounce changes nothing', async () => {
    const providerMessageId = `0100018f-${ulid().toLowerCase()}-000000`;
    const seeded = await seedSentMessage({ providerMessageId });
    await publish({
      eventType: 'Bounce',
      bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: seeded.email }] },
      mail: { messageId: providerMessageId },
    });
    await publish({
      eventType: 'Complaint',
      complaint: { complainedRecipients: [{ emailAddress: seeded.email }], complaintFeedbackType: 'abuse' },
      mail: { messageId: providerMessageId },
    });
    expect(await campaignContactStatus(seeded)).toBe('UNSUBSCRIBED');
    expect((await t.api.get(`/v5/sent-emails/${seeded.sentEmailId}`)).body.bouncedAt).toBeNull();
    const suppressed = await t.api.get(`/v5/suppressions?filter.value.equals=${encodeURIComponent(seeded.email)}`);
    expect(suppressed.body).toHaveLength(1);
  });

  describe("the local mailbox and SES's simulator addresses", () => {
    /**
     * Records a sent email, then sends its message through the local runtime's mailer. The record comes first here, so
     * that the simulator's answer never waits for it; an answer that overtakes its record is tested on its own above.
     */
    async function sendTo(email: string): Promise<Seeded> {
      const messageId = `<sen_${ulid()}@mail.outreach.test>`;
      const seeded = await seedSentMessage({ email, messageId });
      await mailerOf(readAppConfig(process.env), t.store).send({
        to: email,
        from: 'sales@outreach.test',
        subject: 'Hello',
        text: 'Hi',
        html: '<p>Hi</p>',
        messageId,
        headers: {
          'List-Unsubscribe': '<https://t.example/u/x>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      return seeded;
    }

    it('keeps html, messageId and headers in the mailbox; success@ is simply delivered', async () => {
      const email = `success+${ulid().toLowerCase()}@simulator.amazonses.com`;
      const seeded = await sendTo(email);
      const [entry] = await mailTo(t.runtime, email);
      expect(entry).toMatchObject({
        html: '<p>Hi</p>',
        messageId: seeded.messageId,
        from: 'sales@outreach.test',
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      expect((await t.api.get(`/v5/campaign-contacts/${seeded.campaignContactId}`)).body.status).toBe('ACTIVE');
    });

    it('bounce@ bounces the message', async () => {
      const seeded = await sendTo(`bounce+${ulid().toLowerCase()}@simulator.amazonses.com`);
      expect(await campaignContactStatus(seeded)).toBe('BOUNCED');
      expect((await t.api.get(`/v5/sent-emails/${seeded.sentEmailId}`)).body.bouncedAt).toEqual(expect.any(String));
    });

    it('complaint@ unsubscribes the recipient', async () => {
      const seeded = await sendTo(`complaint+${ulid().toLowerCase()}@simulator.amazonses.com`);
      expect(await campaignContactStatus(seeded)).toBe('UNSUBSCRIBED');
    });

    it('ooto@ answers with an out-of-office reply through the inbound path, which, automatic, stops nothing', async () => {
      const seeded = await sendTo(`ooto+${ulid().toLowerCase()}@simulator.amazonses.com`);
      // The reply's record is the last thing written: wait for it, not for a moment.
      const replies = await waitUntil(
        () => t.api.get(`/v5/inbound-emails?filter.sentEmailId.equals=${seeded.sentEmailId}`),
        (response) => response.status !== 200 || response.body.length > 0,
        'the inbound email',
      );
      expect(replies.body).toHaveLength(1);
      expect(replies.body[0].subject).toBe('Out of office: Hello');
      // Auto-Submitted: auto-replied (issue 23's clarifications): no repliedAt, the campaign contact still ACTIVE.
      expect((await t.api.get(`/v5/campaign-contacts/${seeded.campaignContactId}`)).body.status).toBe('ACTIVE');
      expect((await t.api.get(`/v5/sent-emails/${seeded.sentEmailId}`)).body.repliedAt).toBeNull();
    });
  });
});
