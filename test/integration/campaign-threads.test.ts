// Follow-ups in the thread: a later EMAIL step without a subject goes out as `Re:` the contact's previous message, with
// In-Reply-To and References naming the thread, from the same connection; a step with a subject starts a new thread.
import { ulid } from 'ulid';
import { type ApiRecord, expectStatus } from '../support/api-client.js';
import { campaignOfSteps } from '../support/campaigns.js';
import { mailTo, recordedMailTo } from '../support/mailbox.js';
import { useTestRuntime } from '../support/test-runtime.js';

// The tick runs only when a test runs it, at the time the test set.
const t = useTestRuntime({ scheduleTimers: false });

const START = Date.parse('2030-03-04T12:00:00.000Z');
const DAY = 86_400_000;

test('subject-less steps follow up in the thread; a step with its own subject starts another', async () => {
  t.runtime.setClock(new Date(START));
  const campaign = await campaignOfSteps(
    t.api,
    [
      { type: 'EMAIL', subject: 'Hello {{ firstName }}', body: 'Hi {{ firstName }}, the first message.' },
      { type: 'EMAIL', delayDays: 1, subject: null, body: 'Bumping this, {{ firstName }}.' },
      { type: 'EMAIL', delayDays: 1, body: 'One last nudge.' },
      { type: 'EMAIL', delayDays: 1, subject: 'Something else', body: 'A new topic.' },
    ],
    true,
  );
  const email = `ada-${ulid().toLowerCase()}@x.example`;
  const contact = expectStatus<ApiRecord>(await t.api.post('/v5/contacts', { firstName: 'Ada', email }), 201);
  expectStatus(await t.api.post('/v5/campaign-contacts', { campaignId: campaign.id, contactId: contact.id }), 201);

  // The first message goes out at once; each later one after a tick a day (and a minute) after the previous.
  const mailsAfter = (count: number) => recordedMailTo(t.runtime, t.api, email, count);
  await mailsAfter(1);
  for (const day of [1, 2, 3]) {
    t.runtime.setClock(new Date(START + day * DAY + day * 60_000));
    await t.runtime.runScheduled('campaign-tick');
    await mailsAfter(day + 1);
  }

  const [first, second, third, fourth] = (await mailTo(t.runtime, email)).reverse();
  expect(first).toMatchObject({ subject: 'Hello Ada' });
  expect(first!.headers['In-Reply-To']).toBeUndefined();
  expect(second).toMatchObject({ subject: 'Re: Hello Ada', text: expect.stringContaining('Bumping this, Ada.') });
  expect(second!.headers).toMatchObject({ 'In-Reply-To': first!.messageId, References: first!.messageId });
  // One "Re:", never two: the third answers the second.
  expect(third).toMatchObject({ subject: 'Re: Hello Ada' });
  expect(third!.headers).toMatchObject({
    'In-Reply-To': second!.messageId,
    References: `${first!.messageId} ${second!.messageId}`,
  });
  expect(fourth).toMatchObject({ subject: 'Something else' });
  expect(fourth!.headers['In-Reply-To']).toBeUndefined();

  const sent = expectStatus<ApiRecord[]>(
    await t.api.get(`/v5/sent-emails?filter.contactId.equals=${contact.id}&orderBy=sentAt&sort=asc`),
    200,
  );
  expect(sent.map((record) => record.inReplyTo)).toEqual([null, first!.messageId, second!.messageId, null]);
  expect(new Set(sent.map((record) => record.connectionId)).size).toBe(1);
});
