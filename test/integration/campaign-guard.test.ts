// The deliverability guard through the local runtime: hard bounces (SES's simulator addresses) past 5% of a campaign's
// recent sends pause it with statusReason bounce_rate and log campaign.paused; fewer leave it ACTIVE; a status the
// organization sets clears the reason.
import { ulid } from 'ulid';
import { guardReason } from '../../lib/campaigns/inbound/deliverability-guard.js';
import { sentEmails } from '../../lib/campaigns/model/sent-emails.js';
import { type ApiRecord, expectStatus } from '../support/api-client.js';
import { campaignOfSteps } from '../support/campaigns.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

const t = useTestRuntime();

/** Contacts of `emails`, added to the campaign at once. */
async function enrol(campaign: ApiRecord, emails: string[]): Promise<void> {
  const contactIds: string[] = [];
  for (const email of emails)
    contactIds.push(expectStatus<ApiRecord>(await t.api.post('/v5/contacts', { firstName: 'Ada', email }), 201).id);
  expectStatus(await t.api.post(`/v5/campaigns/${campaign.id}/contacts`, { contactIds }), 200);
}

const sentOf = async (campaign: ApiRecord) =>
  expectStatus<ApiRecord[]>(await t.api.get(`/v5/sent-emails?filter.campaignId.equals=${campaign.id}&limit=100`), 200);

const addresses = (count: number, bounce = false) =>
  Array.from({ length: count }, () =>
    bounce ? `bounce+${ulid().toLowerCase()}@simulator.amazonses.com` : `ok-${ulid().toLowerCase()}@x.example`,
  );

const campaignOf = async (campaign: ApiRecord) =>
  expectStatus<ApiRecord>(await t.api.get(`/v5/campaigns/${campaign.id}`), 200);

/**
 * A campaign that has sent `good` messages, then sends to `bouncing` addresses that hard-bounce. The good sends are
 * recorded through the store as the sender records them (the guard reads their tally and the recent ones): sending
 * them for real from one connection took over a minute on a loaded machine.
 */
async function campaignSending(good: number, bouncing: number): Promise<ApiRecord> {
  const campaign = await campaignOfSteps(t.api, [{ type: 'EMAIL', subject: 'Hi', body: 'Hello.' }], true);
  const ctx = { org: t.key.org, actor: { type: 'system' as const, id: 'test-seed' }, requestId: 'seed' };
  const sentAt = new Date().toISOString();
  const sent = addresses(good).map((to) =>
    sentEmails.withDefaults({
      ...{ campaignId: campaign.id, to, from: 'sender@x.example', subject: 'Hi', body: 'Hello.', sentAt },
      messageId: `<seed-${ulid()}@x.example>`,
    }),
  );
  // A few a transaction: each sent email writes its guard and tallies too.
  for (let i = 0; i < sent.length; i += 10)
    await t.store.createAll(sent.slice(i, i + 10).map((data) => ({ entity: sentEmails.entity, ctx, data })));
  expect(await sentOf(campaign)).toHaveLength(good);
  await enrol(campaign, addresses(bouncing, true));
  return campaign;
}

test('6 hard bounces in 40 sends pause the campaign (bounce_rate) and log campaign.paused once', async () => {
  const campaign = await campaignSending(34, 6);
  // The second bounce passes 5% (2 of 36): the campaign pauses, and its sends not yet made wait.
  const paused = await waitUntil(
    () => campaignOf(campaign),
    (c) => c.status === 'PAUSED',
    'the pause',
    60_000,
  );
  expect(paused).toMatchObject({ status: 'PAUSED', statusReason: 'bounce_rate' });
  const events = expectStatus<ApiRecord[]>(await t.api.get(`/v5/events?filter.recordId.equals=${paused.id}`), 200);
  expect(events.filter((event) => event.type === 'campaign.paused')).toHaveLength(1);

  // Made ACTIVE again by the organization: its own decision, so the reason goes.
  const resumed = expectStatus<ApiRecord>(await t.api.patch(`/v5/campaigns/${paused.id}`, { status: 'ACTIVE' }), 200);
  expect(resumed).toMatchObject({ status: 'ACTIVE', statusReason: null });
});

test('one hard bounce in 40 sends (2.5%) leaves the campaign ACTIVE', async () => {
  const campaign = await campaignSending(39, 1);
  await waitUntil(
    () => sentOf(campaign),
    (sent) => sent.some((email) => email.bouncedAt),
    'the bounce',
    60_000,
  );
  expect(await campaignOf(campaign)).toMatchObject({ status: 'ACTIVE', statusReason: null });
});

test('the rates: bounces over 5% or complaints over 0.5% of the recent sends', () => {
  const sends = (bounced: number, complained: number, of: number) =>
    Array.from({ length: of }, (_, i) => ({
      bouncedAt: i < bounced ? '2030-01-01T00:00:00.000Z' : null,
      complainedAt: i >= of - complained ? '2030-01-01T00:00:00.000Z' : null,
    }));
  expect(guardReason(sends(5, 0, 100))).toBeUndefined();
  expect(guardReason(sends(6, 0, 100))).toBe('bounce_rate');
  expect(guardReason(sends(0, 1, 100))).toBe('complaint_rate');
  expect(guardReason(sends(0, 0, 100))).toBeUndefined();
  expect(guardReason(sends(2, 0, 20))).toBe('bounce_rate');
});
