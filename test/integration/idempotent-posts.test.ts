// Idempotency-Key on every POST of a credential, Stripe's semantics: a retry answers the first answer again and does
// nothing twice; another request under the key, or one while it runs, is a 409; keys are per organization and
// credential, live 24 hours, and a request that failed without writing frees its key.
import { type ApiRecord, api, expectStatus } from '../support/api-client.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime();
let keys = 0;
const keyed = () => ({ 'Idempotency-Key': `retry-${++keys}-${Date.now()}` });
const contactsNamed = async (name: string, client = t.api) =>
  expectStatus<ApiRecord[]>(await client.get(`/v5/contacts?filter.name.equals=${encodeURIComponent(name)}`), 200);

it('creates one contact for a POST sent twice with one key, and answers the second with the first answer', async () => {
  const key = keyed();
  const body = { name: 'Once Only', email: 'once@idempotent.example' };
  const first = await t.api.post<ApiRecord>('/v5/contacts', body, key);
  const again = await t.api.post<ApiRecord>('/v5/contacts', body, key);
  expect(first.status).toBe(201);
  expect(again.status).toBe(201);
  expect(again.body).toEqual(first.body);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(first.headers.get('idempotent-replayed')).toBeNull();
  expect(await contactsNamed('Once Only')).toHaveLength(1);
});

it('answers 409 idempotency_conflict to another body, or another path, under a used key, and changes nothing', async () => {
  const key = keyed();
  expectStatus(await t.api.post('/v5/contacts', { name: 'Keyed First' }, key), 201);
  for (const [path, body] of [
    ['/v5/contacts', { name: 'Keyed Second' }],
    ['/v5/companies', { name: 'Keyed First' }],
  ] as const)
    expect(await t.api.post(path, body, key)).toMatchObject({
      status: 409,
      body: { code: 'idempotency_conflict', status: 409 },
    });
  expect(await contactsNamed('Keyed Second')).toHaveLength(0);
});

it('keeps keys apart per credential and per organization', async () => {
  const key = keyed();
  const body = { name: 'Per Credential' };
  const sameOrg = api(t.runtime, await seedApiKey(t.runtime, ['*:write'], { org: t.org }));
  const otherOrg = api(t.runtime, await seedApiKey(t.runtime));
  for (const client of [t.api, sameOrg, otherOrg]) expectStatus(await client.post('/v5/contacts', body, key), 201);
  expect(await contactsNamed('Per Credential')).toHaveLength(2);
  expect(await contactsNamed('Per Credential', otherOrg)).toHaveLength(1);
});

it('lets concurrent sends of one key create one record: the others replay it or are told it is in progress', async () => {
  const key = keyed();
  const answers = await Promise.all(
    Array.from({ length: 6 }, () => t.api.post<ApiRecord>('/v5/contacts', { name: 'Raced Key' }, key)),
  );
  const created = answers.filter((answer) => answer.status === 201);
  const running = answers.filter((answer) => answer.status === 409);
  expect(created.length + running.length).toBe(6);
  expect(new Set(created.map((answer) => answer.body.id)).size).toBe(1);
  for (const answer of running) {
    expect(answer.body.code).toBe('idempotency_in_progress');
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
  }
  expect(await contactsNamed('Raced Key')).toHaveLength(1);
});

it('frees the key of a request refused before it wrote, so the corrected request runs under it', async () => {
  const key = keyed();
  expect(await t.api.post('/v5/contacts', { name: 'Fixed Later', score: 'high' }, key)).toMatchObject({
    status: 400,
    body: { code: 'invalid_request' },
  });
  expectStatus(await t.api.post('/v5/contacts', { name: 'Fixed Later', score: 3 }, key), 201);
  expect(await contactsNamed('Fixed Later')).toHaveLength(1);
});

it('refuses a key longer than 255 characters, naming the header', async () => {
  expect(await t.api.post('/v5/contacts', { name: 'Long Key' }, { 'Idempotency-Key': 'k'.repeat(256) })).toMatchObject({
    status: 400,
    body: { errors: [{ path: 'Idempotency-Key' }] },
  });
});

it('replays an action too: rows posted twice under one key are taken once', async () => {
  const imp = expectStatus<ApiRecord>(await t.api.post('/v5/imports', { name: 'Keyed rows', type: 'API' }), 201);
  const key = keyed();
  const rows = { rows: [{ contact: { email: 'row@idempotent.example', name: 'Row' } }] };
  const first = await t.api.post(`/v5/imports/${imp.id}/rows`, rows, key);
  const again = await t.api.post(`/v5/imports/${imp.id}/rows`, rows, key);
  expect(first.status).toBeLessThan(300);
  expect(again).toMatchObject({ status: first.status, body: first.body });
  const read = expectStatus<ApiRecord>(await t.api.get(`/v5/imports/${imp.id}`), 200);
  expect(read.total).toBe(1);
});

it('lets a key go after 24 hours: the same request then runs again', async () => {
  const key = keyed();
  const body = { name: 'Day Later' };
  expectStatus(await t.api.post('/v5/contacts', body, key), 201);
  t.runtime.setClock(new Date(Date.now() + 25 * 3_600_000));
  const later = await t.api.post('/v5/contacts', body, key);
  expect(later.status).toBe(201);
  expect(later.headers.get('idempotent-replayed')).toBeNull();
  expect(await contactsNamed('Day Later')).toHaveLength(2);
});
