// Each function's DynamoDB calls on its real paths stay inside the table grants the stack gives it in AWS, checked as IAM would check them.
import { ulid } from 'ulid';
import { buildContext, buildHttpEvent, scheduledEvent } from '../../infra/local/apigw-event.js';
import { createHandlerLoader } from '../../infra/local/handler-loader.js';
import { appModel, type FunctionSpec } from '../../lib/app/function-table.js';
import { webhookIntakeAccess } from '../../lib/app/table-grants.js';
import { importRows } from '../../lib/imports/import-rows.js';
import { rowMarkers } from '../../lib/imports/rows/row-markers.js';
import { createStore } from '../../lib/platform/store/store.js';
import { latestCode, signUpOwner, type SignedUpUser } from '../support/accounts.js';
import { api, expectStatus, type ApiRecord } from '../support/api-client.js';
import { createWebhookImport, postRow, waitForRow } from '../support/imports.js';
import { testDocumentClient } from '../support/runtime.js';
import type { SeededKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

let owner: SignedUpUser;
/** An API key of the owner's organization, made through the API. */
let key: SeededKey;

const functionNamed = (name: string): FunctionSpec => appModel.functions.find((fn) => fn.name === name)!;
const denials = () => t.runtime.tableGrantDenials ?? [];

// The tests below check the denials themselves: the last one provokes one on purpose.
const t = useTestRuntime({ checkTableGrants: true, expectNoGrantDenials: false });
beforeAll(async () => {
  owner = await signUpOwner(t.runtime);
  const created = expectStatus(
    await api(t.runtime, owner).post('/v5/api-keys', {
      scopes: ['*:write'],
      app: null,
      name: 'grants',
      expiresAt: null,
      ipRanges: [],
    }),
    201,
  );
  key = {
    org: owner.org,
    id: created.id,
    secret: created.secret,
    headers: { ...owner.headers, Authorization: `Bearer ${created.secret}` },
  };
}, 60_000);

it('runs the functions under the check: sign-up and login passed it', () => {
  expect(t.runtime.tableGrantDenials).toEqual([]);
});

it('lets auth serve login by email and code, refresh, refresh-token reuse and logout within its grants', async () => {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api(t.runtime, { headers: { 'Content-Type': 'application/json', ...headers } }).post(path, body);
  const refreshed = expectStatus(await post('/v5/auth/refresh', { refreshToken: owner.refreshToken }), 200);
  // Reusing a rotated refresh token revokes the session: a soft delete that frees the session's guards.
  expect((await post('/v5/auth/refresh', { refreshToken: owner.refreshToken })).status).toBe(401);
  expect((await post('/v5/auth/refresh', { refreshToken: refreshed.refreshToken })).status).toBe(401);
  const started = expectStatus(await post('/v5/auth/login/email', { email: owner.email }), 200);
  expect(started.codeToken).toEqual(expect.any(String));
  const code = await latestCode(t.runtime, owner.email);
  const wrong = await post('/v5/auth/login/code', {
    codeToken: started.codeToken,
    code: code === '000000' ? '111111' : '000000',
  });
  expect(wrong.status).toBe(401);
  const tokens = expectStatus(await post('/v5/auth/login/code', { codeToken: started.codeToken, code }), 200);
  const session = { headers: { ...owner.headers, Authorization: `Bearer ${tokens.accessToken}` } };
  expect((await api(t.runtime, session).post('/v5/auth/logout', {})).status).toBe(200);
  expect(denials()).toEqual([]);
});

it('lets resources write, read, list by index with cursors, count and delete within its grants', async () => {
  const client = api(t.runtime, key);
  expectStatus(await client.post('/v5/properties', { name: 'tier', type: 'NUMBER', target: 'CONTACT' }), 201);
  const company = expectStatus(await client.post('/v5/companies', { name: 'Acme', domain: 'acme-grants.test' }), 201);
  const contacts: ApiRecord[] = [];
  for (const name of ['Ada', 'Bea', 'Cy'])
    contacts.push(
      expectStatus(
        await client.post('/v5/contacts', {
          name,
          email: `${name.toLowerCase()}@acme-grants.test`,
          companyId: company.id,
          customProperties: { tier: 2 },
        }),
        201,
      ),
    );
  // A changed unique value moves its guard: the old one is deleted in the write's transaction.
  expectStatus(await client.patch(`/v5/contacts/${contacts[0]!.id}`, { email: 'ada@elsewhere.test' }), 200);
  const first = expectStatus(await client.get<ApiRecord[]>('/v5/contacts?orderBy=name&sort=asc&limit=1'), 200);
  expectStatus(await client.get(`/v5/contacts?orderBy=name&sort=asc&limit=1&startingAfter=${first[0]!.id}`), 200);
  expectStatus(await client.get('/v5/contacts?filter.customProperties.tier.gte=2'), 200);
  expect(expectStatus(await client.get('/v5/contacts/count'), 200).count).toBe(3);
  expectStatus(await client.delete(`/v5/contacts/${contacts[2]!.id}`), 200);
  expectStatus(await client.get(`/v5/companies/${company.id}`), 200);
  const imported = await createWebhookImport(t.runtime, key);
  expectStatus(await client.post(`/v5/imports/${imported.id}/webhook/rotate`, {}), 200);
  expect(denials()).toEqual([]);
});

it('lets the intake accept, deduplicate and refuse deliveries, and the worker create, merge and suppress rows, within their grants', async () => {
  const client = api(t.runtime, key);
  expectStatus(await client.post('/v5/suppressions', { type: 'EMAIL', value: 'blocked@grants.test' }), 201);
  const imported = await createWebhookImport(t.runtime, key, { connectExisting: true });
  const row = {
    contact: { email: 'lee@grants.test', name: 'Lee' },
    company: { name: 'Grants', website: 'https://grants.test' },
  };
  const accepted = await postRow(imported.webhookUrl, row, { 'Idempotency-Key': 'first' });
  expect(accepted.status).toBe(200);
  const again = await postRow(
    imported.webhookUrl,
    { contact: { email: 'other@grants.test' } },
    { 'Idempotency-Key': 'first' },
  );
  expect(again.body.id).toBe(accepted.body.id);
  expect((await postRow(`${imported.webhookUrl}x`, row)).status).toBe(404);
  const merged = await postRow(imported.webhookUrl, {
    contact: { email: 'lee@grants.test', note: 'Asked for a demo' },
    employment: { title: 'CTO' },
  });
  const suppressed = await postRow(imported.webhookUrl, { contact: { email: 'blocked@grants.test' } });
  expect((await waitForRow(t.runtime, key, accepted.body.id)).status).toBe('CREATED');
  expect((await waitForRow(t.runtime, key, merged.body.id)).status).toBe('MERGED');
  expect((await waitForRow(t.runtime, key, suppressed.body.id)).status).toBe('UNQUALIFIED');
  // A row that turns final without records is counted just after its final write (and after its events): wait for it.
  const counted = await waitUntil(
    async () => expectStatus(await client.get(`/v5/imports/${imported.id}`), 200).total,
    (total) => total >= 3,
    'the three rows counted',
  );
  expect(counted).toBe(3);
  expect(denials()).toEqual([]);
});

it('lets the reconciler re-queue a stale row, fail one queued too often and drop a marker with no row, within its grants', async () => {
  const store = createStore({ client: testDocumentClient(), tableName: t.runtime.tableName });
  const imported = await createWebhookImport(t.runtime, key);
  const staleId = () => `${importRows.idPrefix}_${ulid(Date.now() - 3600_000)}`;
  const message = (rowId: string) => ({ org: key.org, importId: imported.id, rowId });
  const requeued = staleId();
  const tooOften = staleId();
  const orphan = staleId();
  const row = store.createItems(
    importRows.entity,
    { org: key.org, actor: { type: 'system', id: 'test' }, requestId: 'seed' },
    { importId: imported.id, status: 'QUEUED', data: {}, reasons: [], error: null, contactId: null },
    { id: tooOften },
  );
  await store.commit([
    ...row.items,
    store.items(rowMarkers).transactPut({ rowId: requeued }, { ...message(requeued), attempts: 0 }),
    store.items(rowMarkers).transactPut({ rowId: tooOften }, { ...message(tooOften), attempts: 10 }),
    store.items(rowMarkers).transactPut({ rowId: orphan }, { ...message(orphan), attempts: 10 }),
  ]);
  const reconciler = functionNamed('import-reconciler');
  const reconcile = await createHandlerLoader()(reconciler);
  expect(await reconcile(scheduledEvent(reconciler.name), buildContext(reconciler.name, 60))).toMatchObject({
    requeued: 1,
    failed: 1,
  });
  expect(await store.items(rowMarkers).get({ rowId: orphan })).toBeUndefined();
  expect((await store.get(importRows.entity, key.org, tooOften))?.status).toBe('FAILED');
  expect((await store.items(rowMarkers).get({ rowId: requeued }))?.requeuedAt).toEqual(expect.any(Number));
  expect(denials()).toEqual([]);
});

it('refuses, as IAM would, a call the grants do not cover, and records it', async () => {
  const before = denials().length;
  const imported = await createWebhookImport(t.runtime, key);
  const [, importId, secret] = /\/v5\/webhooks\/([^/]+)\/([^/]+)$/.exec(imported.webhookUrl)!;
  // The intake without its grant on rate counters: the import's bucket cannot be taken.
  const narrowed: FunctionSpec = {
    ...functionNamed('webhook-intake'),
    table: webhookIntakeAccess.filter((grant) => !grant.actions.includes('UpdateItem')),
  };
  const intake = await createHandlerLoader()(narrowed);
  const path = `/v5/webhooks/${importId}/${secret}`;
  const response = (await intake(
    buildHttpEvent({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ contact: { email: 'denied@grants.test' } })),
      sourceIp: '198.51.100.7',
      routeKey: 'POST /v5/webhooks/{importId}/{secret}',
      pathParameters: { importId: importId!, secret: secret! },
    }),
    buildContext(narrowed.name, 10),
  )) as { statusCode: number };
  expect(response.statusCode).toBe(500);
  expect(denials().slice(before)).toEqual([
    expect.stringContaining(
      `webhook-intake is not granted dynamodb:UpdateItem on partition key "RATE#import#${importId}"`,
    ),
  ]);
});
