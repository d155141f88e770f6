// Attack tests of issue 22 item 12 ("anyone can send as anyone"), on the real handlers: a connection's status is the
// service's, the deployment's sender and its domain and another organization's verified address are refused, a draft
// from such an address is never sent, and an organization's daily cap holds across its connections and senders.
import { ulid } from 'ulid';
import { systemContext } from '../../lib/campaigns/send/send-queue.js';
import { connections } from '../../lib/connections/index.js';
import { draftEmails } from '../../lib/campaigns/model/draft-emails.js';
import { type Api, type ApiError, type ApiRecord, type ApiResponse, api, expectStatus } from '../support/api-client.js';
import { markConnected, senderAddress } from '../support/connections.js';
import { mailTo } from '../support/mailbox.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

const DEPLOYMENT_SENDER = 'login@mail.outreach.example';
const DAILY_CAP = 3;

// The tick runs only when a test runs it, at the time the test set.
const t = useTestRuntime({
  scheduleTimers: false,
  env: { SENDER_EMAIL: DEPLOYMENT_SENDER, ORGANIZATION_DAILY_SEND_CAP: String(DAILY_CAP) },
});

const SCHEDULED_AT = '2030-06-03T09:30:00.000Z';
const NEXT_DAY = '2030-06-04T00:00:00.000Z';

/** An organization of its own, with its API. */
async function organization(): Promise<{ org: string; api: Api }> {
  const key = await seedApiKey(t.runtime);
  return { org: key.org, api: api(t.runtime, key) };
}

const unique = () => ulid().toLowerCase();

/**
 * An SMTP connection for `email`: DISCONNECTED until verified (an SES connection is CONNECTED at creation locally, where
 * every domain counts as verified, and its domain then sends for that organization only).
 */
async function connectionOf(client: Api, email: string): Promise<ApiRecord> {
  const smtp = { host: 'smtp.mail.example', port: 587, username: email, password: `pw-${ulid()}` };
  return expectStatus<ApiRecord>(
    await client.post('/v5/connections', { type: 'SMTP', email, minIntervalSeconds: 0, smtp }),
    201,
  );
}

/** What the service does once it has verified a connection's address (issue 23's verify): CONNECTED. */
const verify = (org: string, id: string) => markConnected(t.store, org, id);

/** A refusal as the envelope tells it. */
const refusal = (response: ApiResponse<ApiError>) => ({
  status: response.status,
  code: response.body.code,
  paths: response.body.errors?.map((error) => error.path) ?? [],
});

const draft = async (org: string, id: string) => (await t.store.get(draftEmails.entity, org, id))!;

async function scheduledDraft(client: Api, connectionId: string, to: string): Promise<ApiRecord> {
  return expectStatus<ApiRecord>(
    await client.post('/v5/draft-emails', {
      to,
      connectionId,
      subject: 'Your login code',
      body: 'Sign in at https://evil.example/login',
      scheduledAt: SCHEDULED_AT,
    }),
    201,
  );
}

/** Runs the tick at `at` and waits until every draft it claimed is sent, failed, or waits for the next day. */
async function tickAt(at: string, org: string, ids: readonly string[]): Promise<Array<Record<string, unknown>>> {
  t.runtime.setClock(new Date(at));
  await t.runtime.runScheduled('campaign-tick');
  const settled = (record: Record<string, unknown>) => record.status !== 'SCHEDULED' || record.nextSendAt === NEXT_DAY;
  return waitUntil(
    () => Promise.all(ids.map((id) => draft(org, id))),
    (records) => records.every(settled),
    'the sender to settle every draft',
  );
}

describe("a connection's status is the service's", () => {
  test('a body that sets it is a 400 naming status, on create and on update; a new connection is DISCONNECTED', async () => {
    const attacker = await organization();
    const email = `sales-${unique()}@a.example`;
    expect(
      refusal(
        await attacker.api.post('/v5/connections', { type: 'SES', email, status: 'CONNECTED', dailyLimit: 10000 }),
      ),
    ).toEqual({ status: 400, code: 'invalid_request', paths: ['status'] });
    const created = await connectionOf(attacker.api, email);
    expect(created.status).toBe('DISCONNECTED');
    expect(refusal(await attacker.api.patch(`/v5/connections/${created.id}`, { status: 'CONNECTED' }))).toEqual({
      status: 400,
      code: 'invalid_request',
      paths: ['status'],
    });
    expect(expectStatus<ApiRecord>(await attacker.api.get(`/v5/connections/${created.id}`), 200).status).toBe(
      'DISCONNECTED',
    );
  });
});

describe("the deployment's own sending address and domain", () => {
  test.each([
    ['its sender address', DEPLOYMENT_SENDER],
    ['its sender address in capitals', 'LOGIN@Mail.Outreach.Example'],
    ['another address on its domain', 'security@mail.outreach.example'],
    ['an address on a subdomain', 'codes@eu.mail.outreach.example'],
  ])('no organization may create a connection for %s: 409 naming email', async (_, email) => {
    const attacker = await organization();
    const response = await attacker.api.post<ApiError>('/v5/connections', { type: 'SES', email });
    expect(refusal(response)).toMatchObject({ status: 409, code: 'conflict' });
    expect(response.body.description).toMatch(/^email: /);
    expect(expectStatus<ApiRecord[]>(await attacker.api.get('/v5/connections'), 200)).toEqual([]);
  });

  test('nor move a connection onto it: the address is fixed at creation (400 naming email)', async () => {
    const attacker = await organization();
    const own = await connectionOf(attacker.api, `desk-${unique()}@a.example`);
    const response = await attacker.api.patch<ApiError>(`/v5/connections/${own.id}`, { email: DEPLOYMENT_SENDER });
    expect(refusal(response)).toEqual({ status: 400, code: 'invalid_request', paths: ['email'] });
    expect(expectStatus<ApiRecord>(await attacker.api.get(`/v5/connections/${own.id}`), 200).email).toBe(own.email);
    // A neighbouring domain that only ends in the same letters is no one's but the organization's.
    await connectionOf(attacker.api, `desk-${unique()}@evilmail.outreach.example`);
  });
});

describe('an address another organization has verified', () => {
  test('is refused to every other organization on create (409 naming email); no connection moves onto it (400)', async () => {
    const victim = await organization();
    const attacker = await organization();
    const address = `sales-${unique()}@b.example`;
    const theirs = await connectionOf(victim.api, address);
    expect((await verify(victim.org, theirs.id)).status).toBe('CONNECTED');

    const created = await attacker.api.post<ApiError>('/v5/connections', { type: 'SES', email: address });
    expect(refusal(created)).toMatchObject({ status: 409, code: 'conflict' });
    expect(created.body.description).toMatch(/^email: .*another organization/);
    // Nor can a connection move onto it: the address is fixed at creation.
    const own = await connectionOf(attacker.api, `desk-${unique()}@a.example`);
    expect(refusal(await attacker.api.patch(`/v5/connections/${own.id}`, { email: address }))).toEqual({
      status: 400,
      code: 'invalid_request',
      paths: ['email'],
    });
  });

  test('is held by one organization only: a second cannot be verified on it, and a changed mailbox frees it', async () => {
    const first = await organization();
    const second = await organization();
    const address = `team-${unique()}@c.example`;
    const mailServer = { host: 'smtp.c.example', port: 587, username: address, password: `pw-${unique()}` };
    // Before anyone verified it, both could name it; the first to be verified holds it.
    const firstConnection = expectStatus<ApiRecord>(
      await first.api.post('/v5/connections', { type: 'SMTP', email: address, smtp: mailServer }),
      201,
    );
    const secondConnection = await connectionOf(second.api, address);
    await verify(first.org, firstConnection.id);
    await expect(verify(second.org, secondConnection.id)).rejects.toMatchObject({ kind: 'conflict' });

    // What was verified was the mailbox: changing its server turns the connection DISCONNECTED and lets the address go.
    const moved = expectStatus<ApiRecord>(
      await first.api.patch(`/v5/connections/${firstConnection.id}`, { smtp: { ...mailServer, port: 465 } }),
      200,
    );
    expect(moved.status).toBe('DISCONNECTED');
    expect((await verify(second.org, secondConnection.id)).status).toBe('CONNECTED');
  });
});

describe('a draft from an address the organization may not send as is never sent', () => {
  test("from another organization's verified address: FAILED sender_verified_elsewhere, no mail", async () => {
    const victim = await organization();
    const attacker = await organization();
    const address = `sales-${unique()}@b.example`;
    // The attacker named the address first, while nobody had verified it; then its owner verified it.
    const squatted = await connectionOf(attacker.api, address);
    const to = `victim-${unique()}@x.example`;
    const scheduled = await scheduledDraft(attacker.api, squatted.id, to);
    await verify(victim.org, (await connectionOf(victim.api, address)).id);

    const [settled] = await tickAt('2030-06-03T09:30:20Z', attacker.org, [scheduled.id]);
    expect(settled).toMatchObject({ status: 'FAILED', reason: 'sender_verified_elsewhere', sentEmailId: null });
    expect(await mailTo(t.runtime, to)).toEqual([]);
  });

  test("from the deployment's own address (a connection written before the guard): FAILED sender_reserved", async () => {
    const attacker = await organization();
    const ctx = systemContext(attacker.org, 'legacy', 'legacy');
    const legacy = await t.store.create(
      connections.entity,
      ctx,
      connections.withDefaults({ type: 'SES', email: DEPLOYMENT_SENDER, minIntervalSeconds: 0 }),
    );
    const to = `victim-${unique()}@x.example`;
    const scheduled = await scheduledDraft(attacker.api, legacy.id, to);

    const [settled] = await tickAt('2030-06-03T09:30:20Z', attacker.org, [scheduled.id]);
    expect(settled).toMatchObject({ status: 'FAILED', reason: 'sender_reserved', sentEmailId: null });
    expect(await mailTo(t.runtime, to)).toEqual([]);
  });
});

test("an organization's daily cap holds across its connections and concurrent senders; the rest waits for the next day", async () => {
  const tenant = await organization();
  // SES connections: CONNECTED at creation locally, sending through the local mailbox.
  const sesConnection = async (name: string) =>
    expectStatus<ApiRecord>(
      await tenant.api.post('/v5/connections', { type: 'SES', email: senderAddress(name), minIntervalSeconds: 0 }),
      201,
    ).id;
  const connectionIds = [await sesConnection('one'), await sesConnection('two')];
  const recipients = Array.from({ length: DAILY_CAP + 2 }, (_, i) => `reader-${i}-${unique()}@x.example`);
  const drafts = await Promise.all(recipients.map((to, i) => scheduledDraft(tenant.api, connectionIds[i % 2]!, to)));
  const ids = drafts.map((record) => record.id);

  // One tick claims every draft at once; the senders take them concurrently.
  const first = await tickAt('2030-06-03T09:30:20Z', tenant.org, ids);
  expect(first.filter((record) => record.status === 'SENT')).toHaveLength(DAILY_CAP);
  const waiting = first.filter((record) => record.status !== 'SENT');
  expect(waiting.map((record) => ({ status: record.status, nextSendAt: record.nextSendAt }))).toEqual([
    { status: 'SCHEDULED', nextSendAt: NEXT_DAY },
    { status: 'SCHEDULED', nextSendAt: NEXT_DAY },
  ]);
  const mailed = async () => (await Promise.all(recipients.map((to) => mailTo(t.runtime, to)))).flat();
  expect(await mailed()).toHaveLength(DAILY_CAP);

  // The next UTC day has room again: the rest go, once each.
  const second = await tickAt('2030-06-04T00:00:30Z', tenant.org, ids);
  expect(second.map((record) => record.status)).toEqual(ids.map(() => 'SENT'));
  expect(await mailed()).toHaveLength(DAILY_CAP + 2);
});
