// A busy table through the real local runtime: a throttled call, or a transaction that keeps colliding past its retries, answers 503 with Retry-After (429 to a webhook row), writes nothing, and a fault of the service stays a 500.
import { type AppModel, appModel, type FunctionSpec } from '../../lib/app/function-table.js';
import { COLLIDING_MARKER, THROTTLED_MARKER } from '../fixtures/busy-table-client.js';
import { type ApiRecord, api, expectStatus } from '../support/api-client.js';
import { senderAddress } from '../support/connections.js';
import { createWebhookImport, listAll, postRow } from '../support/imports.js';
import { useTestRuntime } from '../support/test-runtime.js';

/** The real app, with the resources function and the webhook intake on a table that is busy for marked requests. */
const BUSY_ENTRIES: Record<string, string> = {
  resources: 'test/fixtures/busy-table-resources.ts',
  'webhook-intake': 'test/fixtures/busy-table-intake.ts',
};
const model: AppModel = {
  ...appModel,
  functions: appModel.functions.map(
    (fn): FunctionSpec => (fn.name in BUSY_ENTRIES ? { ...fn, entry: BUSY_ENTRIES[fn.name]! } : fn),
  ),
};
const t = useTestRuntime({ model });

/** The names of the organization's contacts (read whole: a filter naming a marker would meet the busy table too). */
const contactNames = async () => (await listAll(t.runtime, t.key, '/v5/contacts')).map((contact) => contact.name);

describe.each([
  ['throttled', THROTTLED_MARKER],
  ['colliding on every try', COLLIDING_MARKER],
])('a table call %s', (kind, marker) => {
  it('answers a create 503 service_unavailable with Retry-After, and writes nothing', async () => {
    const refused = await api(t.runtime, t.key, { retryUnavailable: false }).post('/v5/contacts', {
      name: marker,
      email: `${marker}@example.com`,
    });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      code: 'service_unavailable',
      status: 503,
      message: 'Service unavailable',
      description: expect.stringMatching(/briefly unavailable; nothing was written/),
    });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await contactNames()).not.toContain(marker);
    // The same table answers other requests as before.
    const calm = `Calm contact ${kind}`;
    expectStatus(await t.api.post('/v5/contacts', { name: calm }), 201);
    expect(await contactNames()).toContain(calm);
  });

  it("answers an SES connection's create 503 with nothing written, though it took its verified domain before", async () => {
    // The domain's holder is taken before the connection's own write, which meets the busy table (its name is marked).
    const email = senderAddress();
    const refused = await api(t.runtime, t.key, { retryUnavailable: false }).post('/v5/connections', {
      type: 'SES',
      email,
      name: marker,
    });
    expect(refused).toMatchObject({
      status: 503,
      body: { code: 'service_unavailable', description: expect.stringMatching(/nothing was written/) },
    });
    // Sent again, the create takes the domain the same way and is stored.
    const created = expectStatus<ApiRecord>(await t.api.post('/v5/connections', { type: 'SES', email }), 201);
    expect(created).toMatchObject({ email, status: 'CONNECTED' });
  });

  it('answers a webhook row 429 rate_limited with Retry-After, which integrators back off on, stores no row and takes nothing of its limit', async () => {
    // One row a hundred seconds: a refusal that took the import's one token would leave the next row refused too.
    const imp = await createWebhookImport(t.runtime, t.key, { webhookRateLimit: { perSecond: 0.01, burst: 1 } });
    const refused = await postRow(imp.webhookUrl, { contact: { email: `${marker}@example.com` } });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await listAll(t.runtime, t.key, '/v5/import-rows', { 'filter.importId.equals': imp.id })).toEqual([]);
    // The import's next row is taken as usual, at once, and the one after it waits out the import's limit.
    expect((await postRow(imp.webhookUrl, { contact: { email: 'calm@example.com' } })).status).toBe(200);
    const limited = await postRow(imp.webhookUrl, { contact: { email: 'later@example.com' } });
    expect(limited).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(Number(limited.headers.get('retry-after'))).toBe(100);
  });
});
