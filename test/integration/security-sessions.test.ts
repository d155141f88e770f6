// Sessions through HTTP: refresh-token rotation, reuse detection that revokes the session, unknown tokens that revoke
// nothing, logout, revoking another session of the same user, and the session list with the parsed user agent.
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { latestCode, signUpOwner, type SignedUpUser } from '../support/accounts.js';
import { api, type ApiRecord, checkedFetch } from '../support/api-client.js';
import { useTestRuntime } from '../support/test-runtime.js';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const REFRESH_SHAPE = /^ort_usr_[0-9A-Z]{26}\.ses_[0-9A-Z]{26}\.[\w-]{43}$/;

interface Tokens {
  userId: string;
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

let owner: SignedUpUser;

const t = useTestRuntime();
beforeAll(async () => {
  owner = await signUpOwner(t.runtime);
}, 60_000);

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const response = await checkedFetch(t.runtime.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A new session of the owner (login by emailed code), from a browser with `userAgent`. */
async function login(userAgent?: string, email = owner.email): Promise<Tokens> {
  const headers: Record<string, string> = userAgent ? { 'User-Agent': userAgent } : {};
  const started = await post('/v5/auth/login/email', { email }, headers);
  const tokens = await post(
    '/v5/auth/login/code',
    { codeToken: started.body.codeToken, code: await latestCode(t.runtime, email) },
    headers,
  );
  if (tokens.status !== 200) throw new Error(`login answered ${tokens.status}: ${JSON.stringify(tokens.body)}`);
  return tokens.body;
}

const refresh = (refreshToken: string) => post('/v5/auth/refresh', { refreshToken });
const as = (accessToken: string, org = owner.org) =>
  api(t.runtime, {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      'Service-Organization-ID': org,
      'Content-Type': 'application/json',
    },
  });
/** Whether an access token still opens the API. */
const works = async (accessToken: string) => (await as(accessToken).get('/v5/contacts')).status === 200;

function expectInvalidRefresh(response: { status: number; body: any }): void {
  expect({ status: response.status, code: response.body?.code }).toEqual({
    status: 401,
    code: 'invalid_refresh_token',
  });
}

describe('refresh', () => {
  it('rotates the refresh token: new tokens for the same session and user, each refresh token of the documented shape', async () => {
    const first = await login();
    expect(first.refreshToken).toMatch(REFRESH_SHAPE);
    const response = await refresh(first.refreshToken);
    expect(response.status).toBe(200);
    const second: Tokens = response.body;
    expect(second).toEqual({
      userId: owner.userId,
      sessionId: first.sessionId,
      accessToken: expect.any(String),
      refreshToken: expect.stringMatching(REFRESH_SHAPE),
    });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(await works(second.accessToken)).toBe(true);
    // And again: each refresh token works once.
    const third = await refresh(second.refreshToken);
    expect(third.status).toBe(200);
    expect(third.body.refreshToken).not.toBe(second.refreshToken);
  });

  it('treats a reused refresh token as theft: 401 invalid_refresh_token, and the whole session is revoked', async () => {
    const first = await login();
    const second: Tokens = (await refresh(first.refreshToken)).body;
    const third: Tokens = (await refresh(second.refreshToken)).body;
    expect(await works(third.accessToken)).toBe(true);

    expectInvalidRefresh(await refresh(first.refreshToken));

    // The newest access token and the newest refresh token of the session stop working.
    expect(await as(third.accessToken).get('/v5/contacts')).toMatchObject({
      status: 401,
      body: { code: 'invalid_access_token' },
    });
    expectInvalidRefresh(await refresh(third.refreshToken));
    // The session is gone from the user's list; other sessions are not.
    const listed = (await as(owner.accessToken).get<ApiRecord[]>('/v5/sessions')).body.map((session) => session.id);
    expect(listed).not.toContain(first.sessionId);
    expect(listed).toContain(owner.sessionId);
    expect(await works(owner.accessToken)).toBe(true);
  });

  it('revokes the session on the reuse of any earlier token of its chain, not only the last one', async () => {
    const first = await login();
    const second: Tokens = (await refresh(first.refreshToken)).body;
    const third: Tokens = (await refresh(second.refreshToken)).body;
    const fourth: Tokens = (await refresh(third.refreshToken)).body;
    expectInvalidRefresh(await refresh(second.refreshToken));
    expect(await works(fourth.accessToken)).toBe(false);
    expectInvalidRefresh(await refresh(fourth.refreshToken));
  });

  it('refuses a token of the right shape for a real session with an unknown secret (401), without revoking the session', async () => {
    const session = await login();
    const guesses = [
      `ort_${session.userId}.${session.sessionId}.${randomBytes(32).toString('base64url')}`,
      // Another user's id with this session's id.
      `ort_usr_${ulid()}.${session.sessionId}.${randomBytes(32).toString('base64url')}`,
      // The real secret with one character changed.
      session.refreshToken.slice(0, -1) + (session.refreshToken.endsWith('A') ? 'B' : 'A'),
    ];
    for (const guess of guesses) {
      expect(guess).toMatch(REFRESH_SHAPE);
      expectInvalidRefresh(await refresh(guess));
    }
    expect(await works(session.accessToken)).toBe(true);
    const next = await refresh(session.refreshToken);
    expect(next.status).toBe(200);
    expect(await works(next.body.accessToken)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['garbage', 'not-a-refresh-token'],
    ['an access token', 'ACCESS'],
    ['an unknown session', `ort_usr_${ulid()}.ses_${ulid()}.${'A'.repeat(43)}`],
    ['a secret that is too short', `ort_usr_${ulid()}.ses_${ulid()}.${'A'.repeat(42)}`],
  ])('refuses %s with 401 invalid_refresh_token', async (_, token) => {
    expectInvalidRefresh(await refresh(token === 'ACCESS' ? owner.accessToken : token));
  });

  it('refuses a body without a string refresh token with 400', async () => {
    expect((await post('/v5/auth/refresh', {})).status).toBe(400);
    expect((await post('/v5/auth/refresh', { refreshToken: 42 })).status).toBe(400);
  });

  it('lets exactly one of several concurrent refreshes with the same token succeed', async () => {
    const session = await login();
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => refresh(session.refreshToken)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const result of results.filter((r) => r.status !== 200)) expectInvalidRefresh(result);
  });

  it('revokes the session when the same token is presented twice at once: the losing presentation is a reuse', async () => {
    const session = await login();
    const results = await Promise.all([1, 2].map(() => refresh(session.refreshToken)));
    const winner = results.find((result) => result.status === 200);
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    // Two parties held the token: whoever won the race must not keep a live session.
    expectInvalidRefresh(await refresh(winner!.body.refreshToken));
    expect(await works(winner!.body.accessToken)).toBe(false);
  });

  it('does not accept a refresh token as a bearer credential', async () => {
    const session = await login();
    const response = await as(session.refreshToken).get('/v5/contacts');
    expect(response.status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the current session: its access token gets 401, its refresh token 401, other sessions live on', async () => {
    const session = await login();
    const other = await login();
    expect(await works(session.accessToken)).toBe(true);
    expect(await as(session.accessToken).post('/v5/auth/logout', {})).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await as(session.accessToken).get('/v5/contacts')).toMatchObject({
      status: 401,
      body: { code: 'invalid_access_token' },
    });
    expectInvalidRefresh(await refresh(session.refreshToken));
    // A second logout with the dead token is refused too.
    expect((await as(session.accessToken).post('/v5/auth/logout', {})).status).toBe(401);
    expect(await works(other.accessToken)).toBe(true);
  });

  it('answers logouts racing on one token 200 once and 401 to the others, never a 404 of the session record', async () => {
    const session = await login();
    const statuses = await Promise.all(
      Array.from({ length: 6 }, async () => (await as(session.accessToken).post('/v5/auth/logout', {})).status),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200)).toEqual(Array(5).fill(401));
  });
});

describe('DELETE /v5/sessions/{id}', () => {
  it("revokes another session of the same user: that session's access and refresh tokens stop working", async () => {
    const mine = await login();
    const theirs = await login();
    const response = await as(mine.accessToken).delete<ApiRecord>(`/v5/sessions/${theirs.sessionId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      object: 'session',
      id: theirs.sessionId,
      userId: owner.userId,
      deletedAt: expect.any(String),
    });
    expect(response.body).not.toHaveProperty('rotatedTokens');
    expect(await works(theirs.accessToken)).toBe(false);
    expectInvalidRefresh(await refresh(theirs.refreshToken));
    expect(await works(mine.accessToken)).toBe(true);
    // Gone: 404 to a second delete and to a get.
    expect((await as(mine.accessToken).delete(`/v5/sessions/${theirs.sessionId}`)).status).toBe(404);
    expect((await as(mine.accessToken).get(`/v5/sessions/${theirs.sessionId}`)).status).toBe(404);
  });

  it("answers 404 for another user's session and leaves it live", async () => {
    const stranger = await signUpOwner(t.runtime);
    expect((await as(owner.accessToken).delete(`/v5/sessions/${stranger.sessionId}`)).status).toBe(404);
    expect((await as(owner.accessToken).get(`/v5/sessions/${stranger.sessionId}`)).status).toBe(404);
    expect(await works(stranger.accessToken).catch(() => false)).toBe(false); // a stranger's token does not open the owner's organization
    expect((await as(stranger.accessToken, stranger.org).get('/v5/contacts')).status).toBe(200);
  });
});

describe('GET /v5/sessions', () => {
  it("lists only the caller's live sessions, with the user-agent fields parsed from the browser's User-Agent", async () => {
    const user = await signUpOwner(t.runtime);
    const loginAs = (userAgent: string) => login(userAgent, user.email);
    const phone = await loginAs(IPHONE_SAFARI);
    const desktop = await loginAs(WINDOWS_CHROME);
    const revoked = await loginAs(WINDOWS_CHROME);
    expect((await as(revoked.accessToken, user.org).post('/v5/auth/logout', {})).status).toBe(200);

    const response = await as(phone.accessToken, user.org).get<ApiRecord[]>('/v5/sessions');
    expect(response.status).toBe(200);
    const ids = response.body.map((session) => session.id).sort();
    expect(ids).toEqual([user.sessionId, phone.sessionId, desktop.sessionId].sort());
    expect(response.body.length).toBeGreaterThan(0);
    expect(response.body.every((session) => session.userId === user.userId && session.object === 'session')).toBe(true);
    expect(await as(phone.accessToken, user.org).get('/v5/sessions/count')).toMatchObject({
      status: 200,
      body: { count: 3 },
    });

    const byId = new Map(response.body.map((session) => [session.id, session]));
    expect(byId.get(phone.sessionId)).toMatchObject({
      userAgentString: IPHONE_SAFARI,
      userAgentBrowserName: 'Mobile Safari',
      userAgentBrowserVersion: '17.4',
      userAgentDeviceModel: 'iPhone',
      userAgentDeviceVendor: 'Apple',
      userAgentEngineName: 'WebKit',
      userAgentEngineVersion: '605.1.15',
      userAgentOsName: 'iOS',
      userAgentOsVersion: '17.4',
    });
    expect(byId.get(desktop.sessionId)).toMatchObject({
      userAgentString: WINDOWS_CHROME,
      userAgentBrowserName: 'Chrome',
      userAgentBrowserVersion: '124.0.0.0',
      userAgentDeviceModel: null,
      userAgentDeviceVendor: null,
      userAgentEngineName: 'Blink',
      userAgentEngineVersion: '124.0.0.0',
      userAgentOsName: 'Windows',
      userAgentOsVersion: '10',
    });
    for (const session of response.body) {
      expect(session.token).toMatch(/^[0-9a-f]{64}$/);
      expect(session.ipAddressHash).toMatch(/^[0-9a-f]{64}$/);
      expect(session).not.toHaveProperty('rotatedTokens');
      expect(JSON.stringify(session)).not.toContain(phone.refreshToken.split('.').at(-1)!);
    }

    // The owner of this file's other sessions sees none of these.
    const ownersList = (await as(owner.accessToken).get<ApiRecord[]>('/v5/sessions?limit=100')).body;
    expect(ownersList.some((session) => ids.includes(session.id))).toBe(false);
    expect(ownersList.length).toBeGreaterThan(0);
    expect(ownersList.every((session) => session.userId === owner.userId)).toBe(true);
  });

  it('shows the same sessions whichever of the user’s organizations the header names', async () => {
    const user = await signUpOwner(t.runtime);
    const created = await as(user.accessToken, user.org).post<ApiRecord>('/v5/organizations', {
      name: 'Second Org',
      website: null,
      timeZone: null,
    });
    expect(created.status).toBe(201);
    const inFirst = (await as(user.accessToken, user.org).get<ApiRecord[]>('/v5/sessions')).body.map(
      (session) => session.id,
    );
    const inSecond = (await as(user.accessToken, created.body.id).get<ApiRecord[]>('/v5/sessions')).body.map(
      (session) => session.id,
    );
    expect(inSecond).toEqual(inFirst);
    expect(inFirst).toEqual([user.sessionId]);
  });
});
