// Billing through the local runtime and the local provider: the catalogue listed, CreatePrice answering a client
// secret, the payment turning the invoice paid and the subscription ACTIVE (through the signed webhook), a failed
// payment PAST_DUE, and what is refused: a member, an unknown price, a second subscription, a bad or replayed event.
import { signatureOf } from '../../lib/billing/billing-provider.js';
import { billingCustomers } from '../../lib/billing/billing-records.js';
import { LOCAL_PRICES } from '../../lib/billing/local-provider.js';
import { signUpOwner, type SignedUpUser } from '../support/accounts.js';
import { api, type ApiRecord, checkedFetch, expectStatus } from '../support/api-client.js';
import { addMember } from '../support/members.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime();
const STARTER = LOCAL_PRICES[0]!.id;
/** The local runtime's webhook secret (lib/app/settings.ts): what the local provider signs with. */
const LOCAL_SECRET = 'whsec_local_outreach_api';

let owner: SignedUpUser;

beforeAll(async () => {
  await t.runtime.runScheduled('prices-sync');
  owner = await signUpOwner(t.runtime);
});

const pay = (clientSecret: string, fail = false) =>
  checkedFetch(`${t.runtime.url}/local/billing/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientSecret, ...(fail ? { fail } : {}) }),
  });

const subscriptionOf = async (user: SignedUpUser) => {
  const listed = expectStatus<ApiRecord[]>(await api(t.runtime, user).get('/v5/subscriptions'), 200);
  expect(listed).toHaveLength(1);
  return listed[0]!;
};

/** Posts a provider event to the webhook route, signed with `secret` at `at`. */
const postEvent = (event: object, secret = LOCAL_SECRET, at = new Date()) => {
  const payload = JSON.stringify(event);
  return checkedFetch(`${t.runtime.url}/v5/billing/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signatureOf(payload, secret, at) },
    body: payload,
  });
};

it('lists the catalogue to any organization, each price with the credits it includes', async () => {
  const listed = expectStatus<ApiRecord[]>(await t.api.get('/v5/prices'), 200);
  expect(listed.map((price) => price.id).sort()).toEqual(LOCAL_PRICES.map((price) => price.id).sort());
  const starter = expectStatus<ApiRecord>(await api(t.runtime, owner).get(`/v5/prices/${STARTER}`), 200);
  expect(starter).toMatchObject({ object: 'price', active: true, type: 'recurring', metadata: { credits: '500' } });
});

it('starts a subscription with CreatePrice, and paying its client secret makes the invoice paid and it ACTIVE', async () => {
  const started = expectStatus<ApiRecord>(
    await api(t.runtime, owner).post('/v5/prices', { priceId: STARTER, name: 'Ada Owner', email: 'billing@acme.test' }),
    201,
  );
  expect(started.clientSecret).toMatch(/^pi_.+_secret_.+$/);
  expect(await subscriptionOf(owner)).toMatchObject({ status: 'INACTIVE', priceId: STARTER, creditsIncluded: 500 });
  const [open] = expectStatus<ApiRecord[]>(await api(t.runtime, owner).get('/v5/invoices'), 200);
  expect(open).toMatchObject({ status: 'open', paid: false, amount_due: 2900 });

  expect((await pay(started.clientSecret)).status).toBe(200);
  const subscription = await subscriptionOf(owner);
  expect(subscription).toMatchObject({ status: 'ACTIVE', creditsUsed: 0 });
  expect(Date.parse(subscription.periodEnd)).toBeGreaterThan(Date.parse(subscription.periodStart));
  const [paid] = expectStatus<ApiRecord[]>(await api(t.runtime, owner).get('/v5/invoices'), 200);
  expect(paid).toMatchObject({ id: open!.id, status: 'paid', paid: true, amount_paid: 2900, amount_remaining: 0 });

  // A second subscription while one is active: switching plans changes its price instead.
  const again = await api(t.runtime, owner).post('/v5/prices', { priceId: STARTER, name: 'Ada', email: 'b@acme.test' });
  expect(again).toMatchObject({ status: 409 });
  // Another organization's events reach nothing of this one.
  expect((await api(t.runtime, t.key).get('/v5/invoices')).body).toEqual([]);
});

it("switches plans by a PATCH of the subscription's price, through the provider; an unknown price is a 400", async () => {
  const switcher = await signUpOwner(t.runtime);
  const client = api(t.runtime, switcher);
  const body = { priceId: STARTER, name: 'Sam', email: 'sam@acme.test' };
  const { clientSecret } = expectStatus<ApiRecord>(await client.post('/v5/prices', body), 201);
  expect((await pay(clientSecret)).status).toBe(200);
  const { id } = await subscriptionOf(switcher);
  const growth = LOCAL_PRICES[1]!.id;
  const switched = expectStatus<ApiRecord>(await client.patch(`/v5/subscriptions/${id}`, { priceId: growth }), 200);
  expect(switched).toMatchObject({ priceId: growth, creditsIncluded: 5000, status: 'ACTIVE' });
  const unknown = await client.patch(`/v5/subscriptions/${id}`, { priceId: 'price_nosuch' });
  expect(unknown).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ path: 'priceId' })] } });
  expect(await subscriptionOf(switcher)).toMatchObject({ priceId: growth });
});

it('replays CreatePrice sent again under one Idempotency-Key: the same client secret, one subscription', async () => {
  const keyed = await signUpOwner(t.runtime);
  const headers = { ...keyed.headers, 'Idempotency-Key': `start-${keyed.org}` };
  const send = () =>
    checkedFetch(`${t.runtime.url}/v5/prices`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ priceId: STARTER, name: 'Kim', email: 'kim@acme.test' }),
    });
  const first = await send();
  const again = await send();
  expect([first.status, again.status]).toEqual([201, 201]);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(((await again.json()) as ApiRecord).clientSecret).toBe(((await first.json()) as ApiRecord).clientSecret);
  expect(expectStatus<ApiRecord[]>(await api(t.runtime, keyed).get('/v5/subscriptions'), 200)).toHaveLength(1);
});

it('turns a subscription PAST_DUE when its payment fails', async () => {
  const other = await signUpOwner(t.runtime);
  const { clientSecret } = expectStatus<ApiRecord>(
    await api(t.runtime, other).post('/v5/prices', { priceId: STARTER, name: 'Bo', email: 'bo@acme.test' }),
    201,
  );
  expect((await pay(clientSecret, true)).status).toBe(200);
  expect(await subscriptionOf(other)).toMatchObject({ status: 'PAST_DUE' });
  expect((await pay(clientSecret)).status).toBe(200);
  expect(await subscriptionOf(other)).toMatchObject({ status: 'ACTIVE' });
});

it('refuses CreatePrice to a member, to an API key, for an unknown price, and with a bad body', async () => {
  const member = await addMember(t.runtime, owner, 'MEMBER');
  const body = { priceId: STARTER, name: 'M', email: 'm@acme.test' };
  expect(await member.client.post('/v5/prices', body)).toMatchObject({ status: 403 });
  expect(await t.api.post('/v5/prices', body)).toMatchObject({ status: 403 });
  const fresh = await signUpOwner(t.runtime);
  const unknown = await api(t.runtime, fresh).post('/v5/prices', { ...body, priceId: 'price_nosuch' });
  expect(unknown).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ path: 'priceId' })] } });
  const bad = await api(t.runtime, fresh).post('/v5/prices', { priceId: STARTER, name: 'M', email: 'not-an-email' });
  expect(bad).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ path: 'email' })] } });
  // Nothing was started for it.
  expect((await api(t.runtime, fresh).get('/v5/subscriptions')).body).toEqual([]);
});

describe('the webhook route', () => {
  const invoiceEvent = (id: string, customer: string, status: string, created: number) => ({
    id,
    object: 'event',
    type: `invoice.${status === 'paid' ? 'paid' : 'finalized'}`,
    created,
    data: {
      object: {
        id: 'in_webhooktest',
        object: 'invoice',
        customer,
        status,
        amount_due: 1000,
        amount_paid: status === 'paid' ? 1000 : 0,
        created,
        metadata: {},
      },
    },
  });

  it('refuses a missing, altered, foreign or stale signature with 400 invalid_webhook_signature', async () => {
    const event = invoiceEvent('evt_sig', 'cus_nobody', 'open', 1);
    const payload = JSON.stringify(event);
    const signed = signatureOf(payload, LOCAL_SECRET, new Date());
    const send = (body: string, signature?: string) =>
      checkedFetch(`${t.runtime.url}/v5/billing/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
        body,
      });
    for (const answer of [
      await send(payload),
      await send(payload.replace('cus_nobody', 'cus_somebody'), signed),
      await postEvent(event, 'whsec_another'),
      await postEvent(event, LOCAL_SECRET, new Date(Date.now() - 10 * 60_000)),
    ]) {
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { code: string }).code).toBe('invalid_webhook_signature');
    }
  });

  it('applies an event once, ignores an older one, and refuses one about a customer of no organization', async () => {
    await t.store.items(billingCustomers).put({ customerId: 'cus_webhooktest' }, { org: t.key.org });
    const now = Math.floor(Date.now() / 1000);
    expect((await postEvent(invoiceEvent('evt_paid', 'cus_webhooktest', 'paid', now))).status).toBe(200);
    // Delivered again: changes nothing, says so.
    const again = await postEvent(invoiceEvent('evt_paid', 'cus_webhooktest', 'paid', now));
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
    // An older event (finalized before it was paid) arriving late leaves it paid.
    expect((await postEvent(invoiceEvent('evt_older', 'cus_webhooktest', 'open', now - 60))).status).toBe(200);
    const invoice = expectStatus<ApiRecord>(await t.api.get('/v5/invoices/in_webhooktest'), 200);
    expect(invoice).toMatchObject({ status: 'paid', paid: true, amount_paid: 1000 });
    const foreign = await postEvent(invoiceEvent('evt_foreign', 'cus_unknown', 'paid', now));
    expect(foreign.status).toBe(400);
    // An event whose object claims another organization than its customer's changes nothing of either.
    const claimed = invoiceEvent('evt_claimed', 'cus_webhooktest', 'void', now + 60);
    const mismatched = { ...claimed, data: { object: { ...claimed.data.object, metadata: { org: 'org_other' } } } };
    expect((await postEvent(mismatched)).status).toBe(400);
    expect(expectStatus<ApiRecord>(await t.api.get('/v5/invoices/in_webhooktest'), 200).status).toBe('paid');
  });
});
