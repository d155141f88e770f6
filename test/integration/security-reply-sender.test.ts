// Attack test of issue 22 item 20's reply matching, on the real handlers: a reply that names a message but comes from
// someone other than its recipient (a forwarded copy, a forged From) is only noted: recorded as a reply, it stops and
// unsubscribes nobody.
import { type ApiRecord, expectStatus } from '../support/api-client.js';
import { seedSentMessage } from '../support/replies.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime();

const reply = (from: string, messageId: string) =>
  t.api.post('/v5/inbound-emails', {
    from,
    to: 'sales@outreach.test',
    subject: 'Fwd: Hello Ada',
    text: 'Please unsubscribe me and stop emailing me.',
    inReplyTo: messageId,
  });

describe('a reply from someone other than the recipient', () => {
  it('is recorded as a reply to the message, but stops no campaign contact and makes no note', async () => {
    const seeded = await seedSentMessage(t);
    const posted = expectStatus<ApiRecord>(await reply('forwarded.to@elsewhere.example', seeded.messageId), 201);
    expect(posted).toMatchObject({
      sentEmailId: seeded.sentEmailId,
      contactId: seeded.contact.id,
      campaignContactId: seeded.campaignContactId,
      fromRecipient: false,
      noteId: null,
    });
    expect((await t.api.get(`/v5/sent-emails/${seeded.sentEmailId}`)).body.repliedAt).toEqual(expect.any(String));
    expect((await t.api.get(`/v5/campaign-contacts/${seeded.campaignContactId}`)).body.status).toBe('ACTIVE');
    // No note, so no reasoning reads an unsubscribe or a stop into the forwarded text.
    expect((await t.api.get(`/v5/notes?filter.contactId.equals=${seeded.contact.id}`)).body).toEqual([]);
    expect((await t.api.get(`/v5/contacts/${seeded.contact.id}`)).body.emailOptOut).toBe(false);
  });

  it('from the recipient (in any case), the same reply stops the campaign contact and becomes a note', async () => {
    const seeded = await seedSentMessage(t);
    const posted = expectStatus<ApiRecord>(await reply(seeded.email.toUpperCase(), seeded.messageId), 201);
    expect(posted).toMatchObject({ fromRecipient: true, noteId: expect.stringMatching(/^not_/) });
    expect((await t.api.get(`/v5/campaign-contacts/${seeded.campaignContactId}`)).body.status).toBe('REPLIED');
  });
});
