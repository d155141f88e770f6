// Sessions on an in-memory store whose writes can be raced on purpose: what is stored, rotation, reuse detection, the
// lifetime (30 days from login, 7 idle days) on an injected clock, and the two interleavings HTTP can only hit by
// chance — a concurrent rotation with the same token, and a session revoked between the read and the write of a refresh.
import { createHash } from 'node:crypto';
import { buildHttpEvent } from '../../../infra/local/apigw-event.js';
import {
  createSessions,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
} from '../../../lib/auth/sessions/refresh-sessions.js';
import { RecordNotFoundError } from '../../../lib/platform/store/errors.js';

type AnyRecord = Record<string, any>;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Enough of the store for sessions, stamping createdAt and updatedAt from `now` as the real store does. `update`
 * re-reads the record after `beforeNextUpdate` (a concurrent writer that runs once) and throws RecordNotFoundError for
 * a deleted record, as the real store does on its retry.
 */
function racingStore(now: () => Date) {
  const records = new Map<string, AnyRecord>();
  const key = (org: string, id: string) => `${org}/${id}`;
  const state = { beforeNextUpdate: undefined as undefined | (() => Promise<void>) };
  const store = {
    records,
    state,
    async create(_entity: unknown, ctx: { org: string }, data: AnyRecord, options: { id?: string } = {}) {
      const at = now().toISOString();
      const record = { ...data, id: options.id, createdAt: at, updatedAt: at, deletedAt: null };
      records.set(key(ctx.org, options.id!), record);
      return record;
    },
    async get(_entity: unknown, org: string, id: string) {
      const record = records.get(key(org, id));
      return record && record.deletedAt === null ? structuredClone(record) : undefined;
    },
    async update(_entity: unknown, ctx: { org: string }, id: string, change: (current: AnyRecord) => AnyRecord) {
      const hook = state.beforeNextUpdate;
      state.beforeNextUpdate = undefined;
      if (hook) await hook();
      const current = records.get(key(ctx.org, id));
      if (!current || current.deletedAt !== null) throw new RecordNotFoundError('session', id);
      const next = { ...current, ...change(structuredClone(current)), updatedAt: now().toISOString() };
      records.set(key(ctx.org, id), next);
      return next;
    },
    async softDelete(_entity: unknown, ctx: { org: string }, id: string) {
      const current = records.get(key(ctx.org, id));
      if (!current || current.deletedAt !== null) throw new RecordNotFoundError('session', id);
      const next = { ...current, deletedAt: new Date().toISOString() };
      records.set(key(ctx.org, id), next);
      return next;
    },
  };
  return store;
}

const user = { id: 'usr_01JD0000000000000000000001', name: 'Ada Lovelace', email: 'ada@example.com' };
const owner = async () => user;
const tokens = {
  issueAccessToken: async (payload: AnyRecord) =>
    `access.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`,
} as never;
const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const event = () =>
  buildHttpEvent({
    method: 'POST',
    url: '/v5/auth/login/code',
    headers: { 'user-agent': UA },
    sourceIp: '198.51.100.23',
    routeKey: 'POST /v5/auth/login/code',
  });

function setup() {
  const clock = { ms: Date.parse('2026-11-21T10:00:00.000Z') };
  const now = () => new Date(clock.ms);
  const store = racingStore(now);
  const sessions = createSessions(store as never, tokens, now);
  const stored = (sessionId: string) => store.records.get(`${user.id}/${sessionId}`)!;
  return { store, sessions, stored, clock };
}

const DAY_MS = 24 * 3600 * 1000;

async function expectInvalidRefresh(attempt: Promise<unknown>): Promise<void> {
  await expect(attempt).rejects.toMatchObject({ status: 401, code: 'invalid_refresh_token' });
}

describe('open', () => {
  it('stores the hash of the refresh token and of the address, the parsed user agent, and nothing secret', async () => {
    const { sessions, stored } = setup();
    const opened = await sessions.open(user, event(), 'req');
    expect(opened.refreshToken).toMatch(/^ort_usr_\w+\.ses_\w+\.[\w-]{43}$/);
    const record = stored(opened.sessionId);
    expect(record).toMatchObject({
      userId: user.id,
      token: sha256(opened.refreshToken),
      ipAddressHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      userAgentString: UA,
      userAgentBrowserName: 'Firefox',
      userAgentBrowserVersion: '125.0',
      userAgentEngineName: 'Gecko',
      userAgentOsName: 'Linux',
      rotatedTokens: [],
    });
    const text = JSON.stringify(record);
    expect(text).not.toContain('198.51.100.23');
    expect(text).not.toContain(opened.refreshToken.split('.').at(-1)!);
  });

  it('gives every session its own random refresh secret', async () => {
    const { sessions } = setup();
    const secrets = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => (await sessions.open(user, event(), 'req')).refreshToken.split('.').at(-1)),
    );
    expect(new Set(secrets).size).toBe(5);
  });
});

describe('refresh', () => {
  it('rotates: the new token works once, the stored hash follows it, and the old hash is remembered', async () => {
    const { sessions, stored } = setup();
    const opened = await sessions.open(user, event(), 'req');
    const next = await sessions.refresh(opened.refreshToken, owner, 'req');
    expect(next).toMatchObject({ userId: user.id, sessionId: opened.sessionId });
    expect(next.refreshToken).not.toBe(opened.refreshToken);
    expect(stored(opened.sessionId).token).toBe(sha256(next.refreshToken));
    expect(stored(opened.sessionId).rotatedTokens).toEqual([sha256(opened.refreshToken)]);
  });

  it('revokes the session when a rotated-away token comes back', async () => {
    const { sessions } = setup();
    const opened = await sessions.open(user, event(), 'req');
    const next = await sessions.refresh(opened.refreshToken, owner, 'req');
    await expectInvalidRefresh(sessions.refresh(opened.refreshToken, owner, 'req'));
    expect(await sessions.isLive(user.id, opened.sessionId)).toBe(false);
    await expectInvalidRefresh(sessions.refresh(next.refreshToken, owner, 'req'));
  });

  it('revokes nothing for an unknown secret on a real session', async () => {
    const { sessions } = setup();
    const opened = await sessions.open(user, event(), 'req');
    await expectInvalidRefresh(sessions.refresh(`ort_${user.id}.${opened.sessionId}.${'A'.repeat(43)}`, owner, 'req'));
    expect(await sessions.isLive(user.id, opened.sessionId)).toBe(true);
    await expect(sessions.refresh(opened.refreshToken, owner, 'req')).resolves.toMatchObject({
      sessionId: opened.sessionId,
    });
  });

  it('refuses a token whose user no longer exists', async () => {
    const { sessions } = setup();
    const opened = await sessions.open(user, event(), 'req');
    await expectInvalidRefresh(sessions.refresh(opened.refreshToken, async () => undefined, 'req'));
  });

  it('remembers at most the last 100 rotated hashes', async () => {
    const { sessions, stored } = setup();
    let current = (await sessions.open(user, event(), 'req')).refreshToken;
    const sessionId = current.split('.')[1]!;
    for (let i = 0; i < 105; i++) current = (await sessions.refresh(current, owner, 'req')).refreshToken;
    expect(stored(sessionId).rotatedTokens).toHaveLength(100);
  });

  it('treats the loser of two concurrent rotations with the same token as a reuse: the session is revoked', async () => {
    const { store, sessions } = setup();
    const opened = await sessions.open(user, event(), 'req');
    let winner: Awaited<ReturnType<typeof sessions.refresh>> | undefined;
    // The other holder of the token rotates it between this refresh's read and its write.
    store.state.beforeNextUpdate = async () => {
      winner = await sessions.refresh(opened.refreshToken, owner, 'req-other');
    };
    await expectInvalidRefresh(sessions.refresh(opened.refreshToken, owner, 'req'));
    expect(winner).toBeDefined();
    // Two parties presented the same token: neither may keep the session.
    expect(await sessions.isLive(user.id, opened.sessionId)).toBe(false);
    await expectInvalidRefresh(sessions.refresh(winner!.refreshToken, owner, 'req'));
  });

  it('answers 401 invalid_refresh_token, not 404, when the session is revoked between the read and the write', async () => {
    const { store, sessions } = setup();
    const opened = await sessions.open(user, event(), 'req');
    store.state.beforeNextUpdate = async () => {
      await sessions.revoke(user.id, opened.sessionId, 'req-logout');
    };
    await expectInvalidRefresh(sessions.refresh(opened.refreshToken, owner, 'req'));
  });
});

describe('revoke and isLive', () => {
  it('a revoked session is not live, and its refresh token is refused', async () => {
    const { sessions } = setup();
    const opened = await sessions.open(user, event(), 'req');
    expect(await sessions.isLive(user.id, opened.sessionId)).toBe(true);
    await sessions.revoke(user.id, opened.sessionId, 'req');
    expect(await sessions.isLive(user.id, opened.sessionId)).toBe(false);
    await expectInvalidRefresh(sessions.refresh(opened.refreshToken, owner, 'req'));
  });
});

describe('lifetime', () => {
  it('is 30 days from login and 7 days without a refresh', () => {
    expect(SESSION_MAX_AGE_SECONDS).toBe(30 * 24 * 3600);
    expect(SESSION_IDLE_SECONDS).toBe(7 * 24 * 3600);
  });

  it('refreshes until just before 7 idle days, and not at 7 days', async () => {
    const { sessions, clock } = setup();
    const first = await sessions.open(user, event(), 'req');
    clock.ms += 7 * DAY_MS - 1;
    const second = await sessions.refresh(first.refreshToken, owner, 'req');
    clock.ms += 7 * DAY_MS;
    await expectInvalidRefresh(sessions.refresh(second.refreshToken, owner, 'req'));
  });

  it('ends 30 days after login, however often it was refreshed', async () => {
    const { sessions, clock } = setup();
    const opened = clock.ms;
    let current = (await sessions.open(user, event(), 'req')).refreshToken;
    while (clock.ms + 6 * DAY_MS < opened + 30 * DAY_MS) {
      clock.ms += 6 * DAY_MS;
      current = (await sessions.refresh(current, owner, 'req')).refreshToken;
    }
    clock.ms = opened + 30 * DAY_MS - 1;
    current = (await sessions.refresh(current, owner, 'req')).refreshToken;
    clock.ms = opened + 30 * DAY_MS;
    await expectInvalidRefresh(sessions.refresh(current, owner, 'req'));
  });

  it('counts a session without its dates as over', async () => {
    const { sessions, stored } = setup();
    const opened = await sessions.open(user, event(), 'req');
    delete stored(opened.sessionId).createdAt;
    await expectInvalidRefresh(sessions.refresh(opened.refreshToken, owner, 'req'));
  });
});
