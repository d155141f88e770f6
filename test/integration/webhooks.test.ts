// Events out, on the real handlers and the table's stream: endpoints with their rules and secret, signed deliveries a receiver verifies with the official library, retries on a driven clock, rotation, tests, retries by hand and tenancy.
import { type ApiRecord, api, expectStatus } from '../support/api-client.js';
import { acceptedRow, createWebhookImport, waitForRow } from '../support/imports.js';
import { seedApiKey } from '../support/seed.js';
import { signUpOwner } from '../support/accounts.js';
import { mailTo } from '../support/mailbox.js';
import { addMember } from '../support/members.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { ENDPOINT_CONCURRENCY } from '../../lib/webhooks/endpoint-slots.js';
import { EVENT_WAIT_MS, waitUntil } from '../support/wait-until.js';
import { fanOutContacts } from '../support/webhook-fan-out.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

// Receivers have the deployment's 15 seconds: with 3, a loaded CI machine's local receiver answered late, and a
// delivery that should have taken one attempt took two. Only the hanging receiver's test waits them out.
const t = useTestRuntime({ scheduleTimers: false });
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

let paths = 0;
/** An endpoint of the test's own path on the receiver; answers it with its secret. */
async function endpoint(
  events: string[] = ['*'],
  client = t.api,
): Promise<ApiRecord & { secret: string; path: string }> {
  const path = `/hook-${++paths}`;
  const created = expectStatus<ApiRecord>(
    await client.post('/v5/webhook-endpoints', { url: receiver.url(path), events }),
    201,
  );
  return { ...created, secret: created.secret, path };
}

const arrivedAt = (path: string) => receiver.received.filter((delivery) => delivery.path === path);
const waitForArrivals = (path: string, count: number, what: string, timeoutMs?: number) =>
  waitUntil(
    async () => arrivedAt(path),
    (arrived) => arrived.length >= count,
    what,
    timeoutMs,
  );
const deliveriesOf = async (endpointId: string, client = t.api) =>
  expectStatus<ApiRecord[]>(
    await client.get(`/v5/webhook-deliveries?limit=100&filter.endpointId.equals=${endpointId}`),
    200,
  );

describe('webhook endpoints', () => {
  it('shows the signing secret in the create answer only', async () => {
    const created = await endpoint(['contact.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created).toMatchObject({ object: 'webhookEndpoint', status: 'ENABLED', disabledReason: null });
    const read = expectStatus<ApiRecord>(await t.api.get(`/v5/webhook-endpoints/${created.id}`), 200);
    expect(read).not.toHaveProperty('secret');
    expect(read).not.toHaveProperty('signing');
    expect(JSON.stringify(read)).not.toContain(created.secret.slice(6));
  });

  it.each([
    ['credentials in it', 'https://user:pass@hooks.example.com/x', 'url'],
    ['a private address', 'https://10.1.2.3/hook', 'url'],
    ['the cloud metadata address', 'https://169.254.169.254/latest', 'url'],
    ['http to another host', 'http://203.0.113.9/hook', 'url'],
    ['no URL at all', 'hooks', 'url'],
  ])('refuses a URL with %s: 400 naming url', async (_case, url, path) => {
    const response = await t.api.post('/v5/webhook-endpoints', { url, events: ['*'] });
    expect(response).toMatchObject({ status: 400, body: { status: 400, errors: [{ path }] } });
  });

  it('refuses an unknown event type and an empty list, naming the entry', async () => {
    const unknown = await t.api.post('/v5/webhook-endpoints', {
      url: receiver.url(),
      events: ['contact.created', 'contact.exploded'],
    });
    expect(unknown).toMatchObject({ status: 400, body: { errors: [{ path: 'events[1]' }] } });
    const empty = await t.api.post('/v5/webhook-endpoints', { url: receiver.url(), events: [] });
    expect(empty).toMatchObject({ status: 400, body: { errors: [{ path: 'events' }] } });
  });

  it('lists the event types, the named ones and every family’s record events', async () => {
    const types = expectStatus<Array<{ type: string; description: string }>>(await t.api.get('/v5/event-types'), 200);
    const names = types.map(({ type }) => type);
    for (const type of ['contact.created', 'contact.updated', 'email.replied', 'campaign.paused', 'webhook.test'])
      expect(names).toContain(type);
    expect(names).not.toContain('webhookDelivery.created');
    expect(types.every(({ description }) => description.length > 10)).toBe(true);
  });

  it('refuses a parameter on the event catalogue, and one that does not decode', async () => {
    for (const query of ['filter.type.equals=contact.created', 'query=%ZZ'])
      expect(await t.api.get(`/v5/event-types?${query}`)).toMatchObject({
        status: 400,
        body: { code: 'invalid_parameter' },
      });
  });

  it('allows 20 endpoints per organization and refuses the 21st', async () => {
    const other = api(t.runtime, await seedApiKey(t.runtime));
    for (let i = 0; i < 20; i++)
      expectStatus(await other.post('/v5/webhook-endpoints', { url: receiver.url(`/many-${i}`), events: ['*'] }), 201);
    const refused = await other.post('/v5/webhook-endpoints', { url: receiver.url('/one-too-many'), events: ['*'] });
    expect(refused).toMatchObject({ status: 400, body: { description: expect.stringContaining('at most 20') } });
  });
});

describe('deliveries', () => {
  it('posts a contact created by hand once, signed, in the clarifications’ shape, and logs it SUCCEEDED', async () => {
    const hook = await endpoint(['contact.created']);
    const contact = expectStatus<ApiRecord>(
      await t.api.post('/v5/contacts', { name: 'Hooked', email: 'hooked@example.com' }),
      201,
    );
    const [delivery] = await waitForArrivals(hook.path, 1, 'the contact.created delivery');
    expect(receiver.verifies(delivery!, hook.secret)).toBe(true);
    expect(delivery!.event).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'contact.created',
      createdAt: expect.any(String),
      organizationId: t.org,
      data: { object: expect.objectContaining({ id: contact.id, object: 'contact', email: 'hooked@example.com' }) },
    });
    expect(delivery!.headers['webhook-id']).toBe(delivery!.event?.id);
    const [logged] = await waitUntil(
      () => deliveriesOf(hook.id),
      (found) => found[0]?.status === 'SUCCEEDED',
      'the delivery logged SUCCEEDED',
    );
    expect(logged).toMatchObject({
      eventId: delivery!.event?.id,
      eventType: 'contact.created',
      attempts: 1,
      lastResponseStatus: 200,
    });
    expect(logged).not.toHaveProperty('payload');
  });

  it('posts the contact an import row creates as contact.created, and the one it merges into as contact.updated', async () => {
    const hook = await endpoint(['contact.created', 'contact.updated']);
    const { webhookUrl } = await createWebhookImport(t.runtime, t.key, { connectExisting: true });
    const rows = [
      { name: 'Rowed', email: 'rowed@rows.example' },
      { name: 'Rowed', email: 'rowed@rows.example', location: 'Berlin' },
    ];
    const finals = [];
    for (const contact of rows)
      finals.push(await waitForRow(t.runtime, t.key, (await acceptedRow(webhookUrl, { contact })).id));
    expect(finals.map((row) => row.status)).toEqual(['CREATED', 'MERGED']);
    const contactId = finals[0]!.contactId;
    const arrived = await waitUntil(
      async () => arrivedAt(hook.path).filter((delivery) => delivery.event?.data.object?.id === contactId),
      (found) => found.length >= 2,
      "the row's contact events",
    );
    expect(arrived.map((delivery) => delivery.event?.type).sort()).toEqual(['contact.created', 'contact.updated']);
    expect(arrived.every((delivery) => receiver.verifies(delivery, hook.secret))).toBe(true);
    const events = expectStatus<ApiRecord[]>(await t.api.get(`/v5/events?filter.recordId.equals=${contactId}`), 200);
    expect(events.map((event) => event.type).sort()).toEqual(['contact.created', 'contact.updated']);
  });

  it('posts import.completed each time an import finishes its rows, with the import IMPORTED and its total', async () => {
    const hook = await endpoint(['import.completed']);
    const imp = await createWebhookImport(t.runtime, t.key);
    const completed = async (count: number) =>
      waitUntil(
        async () => arrivedAt(hook.path).filter((delivery) => delivery.event?.data.object?.id === imp.id),
        (found) => found.length >= count,
        `${count} import.completed`,
      );
    await waitForRow(
      t.runtime,
      t.key,
      (await acceptedRow(imp.webhookUrl, { contact: { email: 'one@done.example' } })).id,
    );
    const [first] = await completed(1);
    expect(receiver.verifies(first!, hook.secret)).toBe(true);
    expect(first!.event).toMatchObject({
      type: 'import.completed',
      data: { object: { id: imp.id, object: 'import', status: 'IMPORTED', total: 1 } },
    });
    // A row taken after it moves it back to IMPORTING, and its end completes the import again.
    await waitForRow(
      t.runtime,
      t.key,
      (await acceptedRow(imp.webhookUrl, { contact: { email: 'two@done.example' } })).id,
    );
    const both = await completed(2);
    expect(both.map((delivery) => delivery.event?.data.object?.total).sort()).toEqual([1, 2]);
  });

  it("posts a note's reasoning as note.reasoned once it is recorded, with the note as it reads then", async () => {
    const hook = await endpoint(['note.reasoned']);
    const contact = expectStatus<ApiRecord>(await t.api.post('/v5/contacts', { name: 'Reasoned about' }), 201);
    const note = expectStatus<ApiRecord>(
      await t.api.post('/v5/notes', { contactId: contact.id, body: 'Asked us to call back next week about a demo.' }),
      201,
    );
    const [delivery] = await waitForArrivals(hook.path, 1, 'the note.reasoned delivery');
    expect(receiver.verifies(delivery!, hook.secret)).toBe(true);
    expect(delivery!.event?.type).toBe('note.reasoned');
    expect(delivery!.event?.data.object).toMatchObject({
      id: note.id,
      object: 'note',
      reasoning: expect.objectContaining({ status: 'DONE' }),
    });
    // Like a campaign that pauses itself, the write logs its own change beside the named event.
    const events = expectStatus<ApiRecord[]>(await t.api.get(`/v5/events?filter.recordId.equals=${note.id}`), 200);
    expect(events.map((event) => event.type).sort()).toEqual(['note.created', 'note.reasoned', 'note.updated']);
  });

  it('keeps at most ENDPOINT_CONCURRENCY attempts of one endpoint in flight, and sends the others as slots free up, uncounted', async () => {
    const hook = await endpoint(['contact.created']);
    const count = 3 * ENDPOINT_CONCURRENCY;
    receiver.answerWith(hook.path, ...Array.from({ length: count }, () => ({ status: 200, afterMs: 500 })));
    await Promise.all(
      Array.from({ length: count }, async (_, i) =>
        expectStatus(await t.api.post('/v5/contacts', { name: `Crowded ${i}` }), 201),
      ),
    );
    // Deliveries that found no slot come back after a wait that grows past their tenth try (slotWaitSeconds): on a
    // loaded machine, where each answer takes longer than its 500 ms, the last can take minutes (267 s in one suite).
    await waitForArrivals(hook.path, count, 'every delivery', 240_000);
    expect(receiver.peakInFlight(hook.path)).toBeLessThanOrEqual(ENDPOINT_CONCURRENCY);
    // Without slots a batch of the queue goes out at once: more than one in flight shows the limit is what held them.
    expect(receiver.peakInFlight(hook.path)).toBeGreaterThan(1);
    const logged = await waitUntil(
      () => deliveriesOf(hook.id),
      (found) => found.length === count && found.every((delivery) => delivery.status === 'SUCCEEDED'),
      'every delivery logged SUCCEEDED',
    );
    // A wait for a slot is no attempt: each delivery counts the POSTs that reached the receiver, and no more (on a
    // loaded machine an answer may come after the timeout, and that attempt is counted and retried).
    const posts = (eventId: unknown) =>
      arrivedAt(hook.path).filter((arrived) => arrived.headers['webhook-id'] === eventId).length;
    expect(logged.map((delivery) => delivery.attempts)).toEqual(logged.map((delivery) => posts(delivery.eventId)));
  }, 420_000);

  it('fans a burst of contacts out to each subscriber: every event reaches every endpoint, the failing one too', async () => {
    const flaky = `/fan-flaky-${++paths}`;
    receiver.answerWith(flaky, ...Array.from({ length: 20 }, (_, i) => (i % 2 ? 500 : 200)));
    const healthy = [`/fan-a-${paths}`, `/fan-b-${paths}`];
    const run = { paths: [...healthy, flaky], contacts: 40, concurrency: 8, timeoutMs: EVENT_WAIT_MS };
    const { endpoints } = await fanOutContacts(t.api, receiver, run);
    expect(endpoints.map((endpoint) => [endpoint.events, endpoint.missing])).toEqual([
      [40, 0],
      [40, 0],
      [40, 0],
    ]);
    expect(endpoints.every((endpoint) => endpoint.delaysMs.every((ms) => ms >= 0))).toBe(true);
  });

  it('sends an endpoint only the types it subscribes to', async () => {
    const replies = await endpoint(['email.replied']);
    const everything = await endpoint(['*']);
    const contact = expectStatus<ApiRecord>(await t.api.post('/v5/contacts', { name: 'Not for replies' }), 201);
    await waitUntil(
      async () => arrivedAt(everything.path).filter((d) => d.event?.data.object?.id === contact.id),
      (arrived) => arrived.length >= 1,
      'the event at the endpoint taking everything',
    );
    // The stream is read in order: what reached the other endpoint was dispatched to this one too, or not at all.
    expect(arrivedAt(replies.path)).toEqual([]);
    expect(await deliveriesOf(replies.id)).toEqual([]);
  });

  it('retries a failing receiver at the scheduled times and ends SUCCEEDED with attempts 3', async () => {
    const hook = await endpoint(['contact.created']);
    receiver.answerWith(hook.path, 500, 500);
    const start = new Date();
    t.runtime.setClock(start);
    expectStatus(await t.api.post('/v5/contacts', { name: 'Flaky receiver' }), 201);
    // The first attempt at once, the second 5 seconds later (the queue's delay).
    await waitForArrivals(hook.path, 2, 'two attempts');
    const [pending] = await waitUntil(
      () => deliveriesOf(hook.id),
      (found) => found[0]?.attempts === 2,
      'the second attempt recorded',
    );
    expect(pending).toMatchObject({
      status: 'PENDING',
      lastResponseStatus: 500,
      lastResponseBody: 'failing on purpose',
    });
    const [first, second] = arrivedAt(hook.path);
    expect(
      Number(second!.headers['webhook-timestamp']) - Number(first!.headers['webhook-timestamp']),
    ).toBeGreaterThanOrEqual(4);
    const wait = new Date(pending!.nextAttemptAt).getTime() - new Date(pending!.lastAttemptAt).getTime();
    expect(wait).toBe(5 * 60_000);
    // The third waits 5 minutes: the tick queues it once the clock is there, not before.
    t.runtime.setClock(new Date(new Date(pending!.nextAttemptAt).getTime() - 1000));
    await t.runtime.runScheduled('webhook-tick');
    t.runtime.setClock(new Date(pending!.nextAttemptAt));
    await t.runtime.runScheduled('webhook-tick');
    const [done] = await waitUntil(
      () => deliveriesOf(hook.id),
      (found) => found[0]?.status === 'SUCCEEDED',
      'the third attempt succeeding',
    );
    expect(done).toMatchObject({ attempts: 3, lastResponseStatus: 200, nextAttemptAt: null });
    const arrived = arrivedAt(hook.path);
    expect(arrived).toHaveLength(3);
    expect(new Set(arrived.map((delivery) => delivery.headers['webhook-id'])).size).toBe(1);
    expect(arrived.every((delivery) => receiver.verifies(delivery, hook.secret))).toBe(true);
    // The failing streak came and went without an event: one would go to every endpoint taking all types, and their
    // failures under that load would make more.
    const events = expectStatus<ApiRecord[]>(await t.api.get(`/v5/events?filter.recordId.equals=${hook.id}`), 200);
    expect(events.map((event) => event.type)).toEqual(['webhookEndpoint.created']);
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    const hook = await endpoint(['contact.created']);
    const rotated = expectStatus<ApiRecord>(await t.api.post(`/v5/webhook-endpoints/${hook.id}/rotate-secret`), 200);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(hook.secret);
    expectStatus(await t.api.post('/v5/contacts', { name: 'Signed twice' }), 201);
    const [both] = await waitForArrivals(hook.path, 1, 'the delivery during the overlap');
    expect(String(both!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect([receiver.verifies(both!, hook.secret), receiver.verifies(both!, rotated.secret)]).toEqual([true, true]);
    t.runtime.setClock(new Date(Date.now() + 24 * 3_600_000 + 60_000));
    expectStatus(await t.api.post('/v5/contacts', { name: 'Signed once' }), 201);
    const [, after] = await waitForArrivals(hook.path, 2, 'the delivery after the overlap');
    expect(String(after!.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect([receiver.verifies(after!, hook.secret), receiver.verifies(after!, rotated.secret)]).toEqual([false, true]);
  });

  it('sends a test event on demand, and a delivery again when retried by hand, with the same webhook-id', async () => {
    const hook = await endpoint(['email.replied']);
    const test = expectStatus<{ deliveryId: string; eventId: string }>(
      await t.api.post(`/v5/webhook-endpoints/${hook.id}/test`),
      202,
    );
    const [first] = await waitForArrivals(hook.path, 1, 'the test event');
    expect(first!.event).toMatchObject({ id: test.eventId, type: 'webhook.test', data: { object: { id: hook.id } } });
    await waitUntil(
      async () => expectStatus<ApiRecord>(await t.api.get(`/v5/webhook-deliveries/${test.deliveryId}`), 200),
      (delivery) => delivery.status === 'SUCCEEDED',
      'the test delivery recorded',
    );
    const retried = expectStatus<ApiRecord>(await t.api.post(`/v5/webhook-deliveries/${test.deliveryId}/retry`), 200);
    expect(retried.status).toBe('PENDING');
    const [, again] = await waitForArrivals(hook.path, 2, 'the retried delivery');
    expect(again!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(again!.body).toBe(first!.body);
  });

  it("never sends one organization's events to another's endpoint", async () => {
    const hook = await endpoint(['*']);
    const other = api(t.runtime, await seedApiKey(t.runtime));
    const theirs = expectStatus<ApiRecord>(await other.post('/v5/contacts', { name: 'Elsewhere' }), 201);
    const ours = expectStatus<ApiRecord>(await t.api.post('/v5/contacts', { name: 'Ours' }), 201);
    await waitUntil(
      async () => arrivedAt(hook.path).filter((d) => d.event?.data.object?.id === ours.id),
      (arrived) => arrived.length >= 1,
      'our own event',
    );
    const ids = arrivedAt(hook.path).map((delivery) => delivery.event?.data.object?.id);
    expect(ids).not.toContain(theirs.id);
    expect(arrivedAt(hook.path).every((delivery) => delivery.event?.organizationId === t.org)).toBe(true);
  });

  it('records a receiver that hangs and one that drops the connection, and tries each again', async () => {
    const hook = await endpoint(['contact.created']);
    receiver.answerWith(hook.path, 'hang', 'reset');
    expectStatus(await t.api.post('/v5/contacts', { name: 'Hung up on' }), 201);
    const [hung] = await waitUntil(
      () => deliveriesOf(hook.id),
      (found) => found[0]?.attempts === 1,
      'the hung attempt',
    );
    expect(hung).toMatchObject({
      status: 'PENDING',
      lastResponseStatus: null,
      lastError: 'no answer within 15 seconds',
    });
    const [reset] = await waitUntil(
      () => deliveriesOf(hook.id),
      (found) => found[0]?.attempts === 2,
      'the reset attempt',
    );
    expect(reset).toMatchObject({
      status: 'PENDING',
      lastResponseStatus: null,
      lastError: expect.stringMatching(/^connection failed \(ECONNRESET|socket hang up/),
    });
    const [first, second] = arrivedAt(hook.path);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
  });

  it('stops the pending deliveries of a deleted endpoint', async () => {
    const hook = await endpoint(['contact.created']);
    receiver.answerWith(hook.path, 503);
    expectStatus(await t.api.post('/v5/contacts', { name: 'Orphaned delivery' }), 201);
    const [pending] = await waitUntil(
      () => deliveriesOf(hook.id),
      (found) => found[0]?.attempts === 1,
      'the failed first attempt',
    );
    expectStatus(await t.api.delete(`/v5/webhook-endpoints/${hook.id}`), 200);
    await waitUntil(
      async () => expectStatus<ApiRecord>(await t.api.get(`/v5/webhook-deliveries/${pending!.id}`), 200),
      (delivery) => delivery.status === 'FAILED',
      'the delivery failed once its endpoint is gone',
    );
    expect(arrivedAt(hook.path)).toHaveLength(1);
  });

  it('disables an endpoint whose deliveries all failed for 5 days, mails the owners once, and sends it nothing more', async () => {
    const owner = await signUpOwner(t.runtime);
    const coOwner = await addMember(t.runtime, owner, 'OWNER');
    const member = await addMember(t.runtime, owner, 'MEMBER');
    const client = api(t.runtime, owner);
    const hook = await endpoint(['contact.created'], client);
    receiver.answerWith(hook.path, ...Array.from({ length: 20 }, () => 500));
    const start = new Date();
    t.runtime.setClock(start);
    expectStatus(await client.post('/v5/contacts', { name: 'First failure' }), 201);
    await waitUntil(
      () => deliveriesOf(hook.id, client),
      (found) => found[0]?.attempts >= 1,
      'the first failed attempt',
    );
    t.runtime.setClock(new Date(start.getTime() + 5 * 24 * 3_600_000 + 60_000));
    expectStatus(await client.post('/v5/contacts', { name: 'Five days later' }), 201);
    const disabled = await waitUntil(
      async () => expectStatus<ApiRecord>(await client.get(`/v5/webhook-endpoints/${hook.id}`), 200),
      (found) => found.status === 'DISABLED',
      'the endpoint disabled',
    );
    expect(disabled.disabledReason).toContain('Every delivery failed since');
    const attempted = arrivedAt(hook.path).length;
    const watcher = await endpoint(['contact.created'], client);
    const later = expectStatus<ApiRecord>(await client.post('/v5/contacts', { name: 'While disabled' }), 201);
    // The stream is read in order: once another endpoint has the event, the disabled one was passed over.
    await waitUntil(
      async () => arrivedAt(watcher.path).filter((delivery) => delivery.event?.data.object?.id === later.id),
      (arrived) => arrived.length === 1,
      'the event at an enabled endpoint',
    );
    expect(await deliveriesOf(hook.id, client)).toHaveLength(2);
    expect(arrivedAt(hook.path)).toHaveLength(attempted);

    const disabling = async (address: string) =>
      (await mailTo(t.runtime, address)).filter((mail) => mail.subject.startsWith('Webhook endpoint disabled'));
    const [told] = await waitUntil(
      () => disabling(owner.email),
      (mails) => mails.length >= 1,
      "the owner's mail",
    );
    expect(told!.subject).toBe(`Webhook endpoint disabled: ${hook.url}`);
    expect(told!.text).toContain(hook.id);
    expect(told!.text).toContain('Every delivery failed since');
    expect(await disabling(coOwner.user.email)).toHaveLength(1);
    expect(await disabling(member.user.email)).toEqual([]);
    expect(await disabling(owner.email)).toHaveLength(1);
  });
});
