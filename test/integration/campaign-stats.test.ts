// GET /v5/campaigns/{id}/stats through the local runtime: after sends, an open, a click, a reply and a bounce (SES's
// simulator), its counts in all, per step and per variant equal what the sent emails and campaign contacts say; each
// contact's activities list the touches in order.
import { ulid } from 'ulid';
import { type ApiRecord, checkedFetch, expectStatus } from '../support/api-client.js';
import { campaignOfSteps } from '../support/campaigns.js';
import { recordedMailTo } from '../support/mailbox.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

const t = useTestRuntime();

const EVENTS = { opened: 'openedAt', clicked: 'clickedAt', replied: 'repliedAt', bounced: 'bouncedAt' } as const;

/** What the stats should say of `emails`: each event counted once per message that has its time. */
function countsOf(emails: ApiRecord[], events: ReadonlyArray<keyof typeof EVENTS>) {
  return {
    sent: emails.length,
    ...Object.fromEntries(events.map((event) => [event, emails.filter((email) => email[EVENTS[event]]).length])),
  };
}

test('the stats count sends, opens, clicks, replies and bounces, per step and variant, as the messages say', async () => {
  const campaign = await campaignOfSteps(
    t.api,
    [{ type: 'EMAIL', subject: 'Hello {{ firstName }}', body: 'Hi, see https://example.com/offer.' }],
    true,
  );
  const [step] = expectStatus<ApiRecord[]>(
    await t.api.get(`/v5/campaign-steps?filter.campaignId.equals=${campaign.id}`),
    200,
  );
  for (const name of ['A', 'B'])
    expectStatus(
      await t.api.post('/v5/campaign-variants', {
        stepId: step!.id,
        subject: `${name}: hello {{ firstName }}`,
        body: 'Hi, see https://example.com/offer.',
        weight: 1,
      }),
      201,
    );
  const emails = [
    ...Array.from({ length: 5 }, (_, i) => `p${i}-${ulid().toLowerCase()}@x.example`),
    `bounce+${ulid().toLowerCase()}@simulator.amazonses.com`,
  ];
  const contactIds: string[] = [];
  for (const email of emails)
    contactIds.push(expectStatus<ApiRecord>(await t.api.post('/v5/contacts', { firstName: 'Ada', email }), 201).id);
  expect(
    expectStatus<{ added: number }>(await t.api.post(`/v5/campaigns/${campaign.id}/contacts`, { contactIds }), 200)
      .added,
  ).toBe(6);

  const mails = await Promise.all(emails.slice(0, 3).map((email) => recordedMailTo(t.runtime, t.api, email, 1)));
  const [opened, clicked, replied] = mails.map((found) => found[0]!);
  const token = (html: string | undefined, kind: 'o' | 'c') => html!.match(new RegExp(`/t/${kind}/([^"]+)"`))![1]!;
  await checkedFetch(`${t.runtime.url}/t/o/${token(opened!.html, 'o')}`);
  // Twice: an open (or click) counts once per message.
  await checkedFetch(`${t.runtime.url}/t/o/${token(opened!.html, 'o')}`);
  await checkedFetch(`${t.runtime.url}/t/c/${token(clicked!.html, 'c')}`, { redirect: 'manual' });
  expectStatus(
    await t.api.post('/v5/inbound-emails', {
      from: emails[2],
      to: 'sales@outreach.test',
      text: 'Tell me more.',
      inReplyTo: replied!.messageId,
    }),
    201,
  );

  const sent = await waitUntil(
    async () =>
      expectStatus<ApiRecord[]>(await t.api.get(`/v5/sent-emails?filter.campaignId.equals=${campaign.id}`), 200),
    (found) => found.length === 6 && found.some((email) => email.bouncedAt),
    'six sends and the simulated bounce',
    60_000,
  );
  // The bounce stops its campaign contact after it marks the message: wait for that too.
  const places = await waitUntil(
    async () =>
      expectStatus<ApiRecord[]>(await t.api.get(`/v5/campaign-contacts?filter.campaignId.equals=${campaign.id}`), 200),
    (found) => found.some((place) => place.status === 'BOUNCED'),
    'the bounced campaign contact',
  );
  const stats = expectStatus<ApiRecord>(await t.api.get(`/v5/campaigns/${campaign.id}/stats`), 200);

  const byStatus = (status: string) => places.filter((place) => place.status === status).length;
  expect(stats.contacts).toEqual(Object.fromEntries(Object.keys(stats.contacts).map((s) => [s, byStatus(s)])));
  expect(Object.values(stats.contacts).reduce((sum: number, n) => sum + Number(n), 0)).toBe(6);
  expect(stats).toMatchObject({
    ...countsOf(sent, ['opened', 'clicked', 'replied', 'bounced']),
    opened: 1,
    clicked: 1,
    replied: 1,
    bounced: 1,
    unsubscribed: 0,
  });
  const variantIds = [...new Set(sent.map((email) => email.variantId))].sort();
  expect(stats.steps).toEqual([
    {
      stepId: step!.id,
      ...countsOf(sent, ['opened', 'clicked', 'replied', 'bounced']),
      variants: expect.any(Array),
    },
  ]);
  const variants = [...stats.steps[0].variants].sort((a, b) => a.variantId.localeCompare(b.variantId));
  expect(variants.map((variant) => variant.variantId)).toEqual(
    expect.arrayContaining(variantIds.filter((id) => id !== null)),
  );
  // Each contact's timeline: the send, then what happened to the message (the second open adds nothing).
  const timeline = async (contactId: string) =>
    expectStatus<ApiRecord[]>(
      await t.api.get(`/v5/activities?filter.contactId.equals=${contactId}&orderBy=occurredAt&sort=asc`),
      200,
    ).map((activity) => [activity.type, activity.sentEmailId]);
  const sentTo = (email: string) => sent.find((record) => record.to === email)!.id;
  const touches = [['EMAIL_OPENED'], ['EMAIL_CLICKED'], ['EMAIL_REPLIED'], [], [], ['EMAIL_BOUNCED']];
  for (const [i, contactId] of contactIds.entries())
    expect(await timeline(contactId)).toEqual(['EMAIL_SENT', ...touches[i]!].map((type) => [type, sentTo(emails[i]!)]));
  for (const variant of variants)
    expect(variant).toEqual({
      variantId: variant.variantId,
      ...countsOf(
        sent.filter((email) => email.variantId === variant.variantId),
        ['opened', 'clicked', 'replied'],
      ),
    });
});

test('a campaign with nothing sent answers zeros; an unknown campaign is a 404', async () => {
  const campaign = await campaignOfSteps(t.api, [{ type: 'EMAIL', subject: 'Hi', body: 'Hello.' }]);
  const stats = expectStatus<ApiRecord>(await t.api.get(`/v5/campaigns/${campaign.id}/stats`), 200);
  expect(stats).toMatchObject({ sent: 0, opened: 0, clicked: 0, replied: 0, bounced: 0, unsubscribed: 0 });
  expect(Object.values(stats.contacts).every((n) => n === 0)).toBe(true);
  expect(stats.steps).toHaveLength(1);
  const missing = await t.api.get(`/v5/campaigns/cam_${ulid()}/stats`);
  expect({ status: missing.status, code: missing.body.code }).toEqual({ status: 404, code: 'resource_not_found' });
});
