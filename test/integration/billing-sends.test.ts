// What a subscription lets an organization send, through the local runtime and the local provider: credits used one
// per message (the last waiting with credits_exhausted until the next period), a PAST_DUE subscription holding sends
// until paid, a PAUSED overwrite holding them until its DisableAt, and overwrites that do not hold together refused.
import { ulid } from 'ulid';
import { campaignContacts } from '../../lib/campaigns/model/campaign-contacts.js';
import { LOCAL_PRICES } from '../../lib/billing/local-provider.js';
import { signUpOwner, type SignedUpUser } from '../support/accounts.js';
import { type Api, api, type ApiRecord, checkedFetch, expectStatus } from '../support/api-client.js';
import { campaignOfSteps } from '../support/campaigns.js';
import { mailTo } from '../support/mailbox.js';
import { addMember } from '../support/members.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

const t = useTestRuntime();

beforeAll(async () => {
  await t.runtime.runScheduled('prices-sync');
});

afterEach(() => t.runtime.setClock(null));

/** A new owner whose organization subscribed (and, unless `fail`, paid): the owner's client and subscription. */
async function subscribedOrganization(fail = false) {
  const owner: SignedUpUser = await signUpOwner(t.runtime);
  const client = api(t.runtime, owner);
  const body = { priceId: LOCAL_PRICES[0]!.id, name: 'Owner', email: 'billing@acme.test' };
  const { clientSecret } = expectStatus<ApiRecord>(await client.post('/v5/prices', body), 201);
  await pay(clientSecret, fail);
  return { client, clientSecret, owner, org: owner.org, subscription: await subscriptionOf(client) };
}

const pay = async (clientSecret: string, fail = false) => {
  const answer = await checkedFetch(`${t.runtime.url}/local/billing/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientSecret, fail }),
  });
  expect(answer.status).toBe(200);
};

const subscriptionOf = async (client: Api) => expectStatus<ApiRecord[]>(await client.get('/v5/subscriptions'), 200)[0]!;

/** `count` contacts joined to a campaign that sends its one step at once; their campaign contacts. */
async function joined(client: Api, count: number): Promise<ApiRecord[]> {
  const campaign = await campaignOfSteps(client, [{ type: 'EMAIL', subject: 'Hi', body: 'Hello.' }], true);
  const members: ApiRecord[] = [];
  for (let i = 0; i < count; i++) {
    const email = `billed-${i}-${ulid().toLowerCase()}@x.example`;
    const contact = expectStatus<ApiRecord>(await client.post('/v5/contacts', { firstName: `B${i}`, email }), 201);
    members.push(
      expectStatus<ApiRecord>(
        await client.post('/v5/campaign-contacts', { campaignId: campaign.id, contactId: contact.id }),
        201,
      ),
    );
  }
  return members;
}

const campaignContactOf = async (org: string, id: string) => (await t.store.get(campaignContacts.entity, org, id))!;
const sentTo = async (org: string, members: ApiRecord[]) =>
  (
    await Promise.all(members.map(async (member) => (await campaignContactOf(org, member.id)).lastSentAt ?? null))
  ).filter(Boolean).length;

it('sends one message per credit: with 3 included, the fourth waits credits_exhausted until the next period', async () => {
  const { client, org, subscription } = await subscribedOrganization();
  expectStatus(
    await client.patch(`/v5/subscriptions/${subscription.id}`, {
      subscriptionPeriodCreditsIncludedOverwriteEnabled: true,
      subscriptionPeriodCreditsIncludedOverwriteValue: 3,
    }),
    200,
  );
  const members = await joined(client, 4);
  const waiting = await waitUntil(
    async () => ({
      sent: await sentTo(org, members),
      held: (await Promise.all(members.map((member) => campaignContactOf(org, member.id)))).filter(
        (cc) => cc.reason === 'credits_exhausted',
      ),
    }),
    ({ sent, held }) => sent === 3 && held.length === 1,
    'three sent and one waiting for credits',
  );
  expect((await subscriptionOf(client)).creditsUsed).toBe(3);
  expect(waiting.held[0]!.nextSendAt).toBe(subscription.periodEnd);

  // The next period: the provider renews it (paid by the card on file), its credits start again, the wait ends.
  const next = new Date(Date.parse(subscription.periodEnd) + 60_000);
  t.runtime.setClock(next);
  await t.runtime.runScheduled('prices-sync');
  const renewed = await subscriptionOf(client);
  expect(renewed).toMatchObject({ status: 'ACTIVE', creditsUsed: 0, periodStart: subscription.periodEnd });
  await t.runtime.runScheduled('campaign-tick');
  await waitUntil(
    () => sentTo(org, members),
    (sent) => sent === 4,
    'the fourth message in the new period',
  );
  const fourth = await campaignContactOf(org, waiting.held[0]!.id);
  expect(fourth.reason).toBeNull();
  expect((await subscriptionOf(client)).creditsUsed).toBe(1);
  expect(
    await mailTo(t.runtime, String((await client.get(`/v5/contacts/${fourth.contactId}`)).body.email)),
  ).toHaveLength(1);
});

it('holds sends with billing_PAST_DUE while the payment failed, and sends them once it is paid', async () => {
  const { client, clientSecret, org, subscription } = await subscribedOrganization(true);
  expect(subscription.status).toBe('PAST_DUE');
  const [member] = await joined(client, 1);
  const held = await waitUntil(
    () => campaignContactOf(org, member!.id),
    (cc) => cc.reason === 'billing_PAST_DUE',
    'the send held for the failed payment',
  );
  expect(held.lastSentAt ?? null).toBeNull();
  await pay(clientSecret);
  t.runtime.setClock(new Date(Date.parse(String(held.nextSendAt)) + 1000));
  await t.runtime.runScheduled('campaign-tick');
  await waitUntil(
    () => sentTo(org, [member!]),
    (sent) => sent === 1,
    'the send once paid',
  );
});

it('holds sends with billing_PAUSED while a PAUSED overwrite lasts, and lets them go at its DisableAt', async () => {
  const { client, org, subscription } = await subscribedOrganization();
  const disableAt = new Date(Date.now() + 30 * 60_000).toISOString();
  expectStatus(
    await client.patch(`/v5/subscriptions/${subscription.id}`, {
      subscriptionStatusOverwriteEnabled: true,
      subscriptionStatusOverwriteValue: 'PAUSED',
      subscriptionStatusOverwriteDisableAt: disableAt,
    }),
    200,
  );
  const [member] = await joined(client, 1);
  await waitUntil(
    () => campaignContactOf(org, member!.id),
    (cc) => cc.reason === 'billing_PAUSED',
    'the send held by the overwrite',
  );
  t.runtime.setClock(new Date(Date.parse(disableAt) + 60_000));
  await t.runtime.runScheduled('campaign-tick');
  await waitUntil(
    () => sentTo(org, [member!]),
    (sent) => sent === 1,
    'the send after the DisableAt',
  );
});

it('refuses overwrites that do not hold together, naming the field, and a member changing them', async () => {
  const { client, owner, subscription } = await subscribedOrganization();
  const refused = async (patch: Record<string, unknown>, path: string) =>
    expect(await client.patch(`/v5/subscriptions/${subscription.id}`, patch)).toMatchObject({
      status: 400,
      body: { errors: expect.arrayContaining([expect.objectContaining({ path })]) },
    });
  await refused({ subscriptionStatusOverwriteValue: 'PAUSED' }, 'subscriptionStatusOverwriteValue');
  await refused(
    { subscriptionStatusOverwriteEnabled: true, subscriptionStatusOverwriteDisableAt: '2020-01-01T00:00:00.000Z' },
    'subscriptionStatusOverwriteDisableAt',
  );
  await refused(
    { subscriptionPeriodCreditsIncludedOverwriteEnabled: true, subscriptionPeriodCreditsIncludedOverwriteValue: 'ten' },
    'subscriptionPeriodCreditsIncludedOverwriteValue',
  );
  // A member may not change them at all.
  const member = await addMember(t.runtime, owner, 'MEMBER');
  const byMember = { subscriptionStatusOverwriteEnabled: true, subscriptionStatusOverwriteValue: 'ACTIVE' };
  expect(await member.client.patch(`/v5/subscriptions/${subscription.id}`, byMember)).toMatchObject({ status: 403 });
  // Nothing of them was applied.
  expect(await subscriptionOf(client)).toMatchObject({
    subscriptionStatusOverwriteEnabled: false,
    subscriptionPeriodCreditsIncludedOverwriteEnabled: false,
  });
});
