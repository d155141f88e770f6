// Stored secrets: after a whole sign-up and login flow (register, login with a code and with a link token, an API key,
// refreshes, use of the key, logout), no secret the caller holds (API key secret, access and refresh tokens, login
// codes, codeTokens, link tokens) appears in any item of the table, nor in any log line written at DEBUG level.
// Sessions keep only hashes of the refresh token and of the client address.
import { jest } from '@jest/globals';
import { createHash } from 'node:crypto';

// Logs at DEBUG: the logger reads the level when its module loads, so this must come before the runtime and its
// handlers are imported (hence the dynamic imports below).
process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';

const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
// The test helpers check answers against the interface description, whose routes load the logger.
const { checkedFetch } = await import('../support/api-client.js');
const { mailTo } = await import('../support/mailbox.js');
const { ulid } = await import('ulid');
const { testDocumentClient } = await import('../support/runtime.js');
const { api } = await import('../support/api-client.js');
const { useTestRuntime } = await import('../support/test-runtime.js');

/** Everything written to stdout, stderr or the console while the flow ran. */
const logged: string[] = [];
const restores: Array<() => void> = [];

function capture(): void {
  const text = (chunk: unknown) =>
    typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
  for (const stream of [process.stdout, process.stderr]) {
    const spy = jest.spyOn(stream, 'write').mockImplementation(((chunk: unknown) => {
      logged.push(text(chunk));
      return true;
    }) as never);
    restores.push(() => spy.mockRestore());
  }
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    const spy = jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
    });
    restores.push(() => spy.mockRestore());
  }
}

const email = `secrets-${ulid().toLowerCase()}@example.com`;
const userAgent =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

/** The secrets the flow handed out, by what they are. */
const secrets = {
  apiKey: [] as string[],
  accessTokens: [] as string[],
  refreshTokens: [] as string[],
  codes: [] as string[],
  codeTokens: [] as string[],
  linkTokens: [] as string[],
};
let userId: string;
let org: string;
let liveSessionId: string;
let latestRefresh: string;

interface Call {
  status: number;
  body: any;
}

async function request(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Call> {
  const response = await checkedFetch(t.runtime.url + path, {
    method,
    headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

function expectOk(call: Call, status = 200): any {
  if (call.status !== status) throw new Error(`expected ${status}, got ${call.status}: ${JSON.stringify(call.body)}`);
  return call.body;
}

/** The newest mail to the address: its code and its one-time link token. */
async function latestMail(): Promise<{ code: string; linkToken: string }> {
  const mails = await mailTo(t.runtime, email);
  const text = mails[0]?.text ?? '';
  const code = /login code is (\d{6})/.exec(text)?.[1];
  const linkToken = /([\w-]+\.[\w-]+\.[\w-]+)\s*$/.exec(text)?.[1];
  if (!code || !linkToken) throw new Error(`no code or link token in ${text}`);
  secrets.codes.push(code);
  secrets.linkTokens.push(linkToken);
  return { code, linkToken };
}

function keepTokens(tokens: { accessToken: string; refreshToken: string; sessionId: string }) {
  secrets.accessTokens.push(tokens.accessToken);
  secrets.refreshTokens.push(tokens.refreshToken);
  latestRefresh = tokens.refreshToken;
  return tokens;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, 'Service-Organization-ID': org });

// The capture starts before the runtime starts, and ends before it stops (hooks run in the order they are declared).
beforeAll(capture);
afterAll(() => {
  for (const restore of restores.splice(0)) restore();
});
// No seeded key: the table must hold the flow's own records only.
const t = useTestRuntime({ seedKey: false });

beforeAll(async () => {
  // Register, then log in with the emailed code.
  const registered = expectOk(
    await request('POST', '/v5/register', {
      name: 'Secret Keeper',
      company: 'Vault Inc',
      website: 'https://vault.example',
      email,
    }),
    201,
  );
  org = registered.organization.id;
  userId = registered.user.id;
  secrets.codeTokens.push(registered.codeToken);
  let mail = await latestMail();
  const first = keepTokens(
    expectOk(await request('POST', '/v5/auth/login/code', { codeToken: registered.codeToken, code: mail.code })),
  );

  // An API key, shown once.
  const key = expectOk(
    await request(
      'POST',
      '/v5/api-keys',
      { scopes: ['*:write'], app: null, name: 'flow key', expiresAt: null, ipRanges: [] },
      bearer(first.accessToken),
    ),
    201,
  );
  secrets.apiKey.push(key.secret);

  // Two refreshes.
  const second = keepTokens(expectOk(await request('POST', '/v5/auth/refresh', { refreshToken: first.refreshToken })));
  const third = keepTokens(expectOk(await request('POST', '/v5/auth/refresh', { refreshToken: second.refreshToken })));
  liveSessionId = third.sessionId;

  // The key in use: a write and reads.
  const withKey = api(t.runtime, {
    headers: {
      Authorization: `Bearer ${key.secret}`,
      'Service-Organization-ID': org,
      'Content-Type': 'application/json',
    },
  });
  expect((await withKey.post('/v5/contacts', { name: 'Flow Contact', email: 'flow@contact.example' })).status).toBe(
    201,
  );
  expect((await withKey.get('/v5/contacts')).status).toBe(200);
  expect((await withKey.get('/v5/api-keys')).status).toBe(200);

  // Another login: by email (code requested), a wrong code first, then the one-time link token.
  const started = expectOk(await request('POST', '/v5/auth/login/email', { email }));
  secrets.codeTokens.push(started.codeToken);
  mail = await latestMail();
  const wrong = String((Number(mail.code) + 1) % 1_000_000).padStart(6, '0');
  expect((await request('POST', '/v5/auth/login/code', { codeToken: started.codeToken, code: wrong })).status).toBe(
    401,
  );
  const byLink = keepTokens(expectOk(await request('POST', '/v5/auth/login/token', { token: mail.linkToken })));
  // The link token is single-use, and so is the code of the same challenge.
  expect((await request('POST', '/v5/auth/login/token', { token: mail.linkToken })).status).toBe(401);
  expect((await request('POST', '/v5/auth/login/code', { codeToken: started.codeToken, code: mail.code })).status).toBe(
    401,
  );

  // Refusals that carry secrets: a reused refresh token (revokes the link session), a key of another organization.
  const rotated = keepTokens(
    expectOk(await request('POST', '/v5/auth/refresh', { refreshToken: byLink.refreshToken })),
  );
  expect((await request('POST', '/v5/auth/refresh', { refreshToken: byLink.refreshToken })).status).toBe(401);
  expect(
    (
      await request('GET', '/v5/contacts', undefined, {
        ...bearer(key.secret),
        'Service-Organization-ID': `org_${ulid()}`,
      })
    ).status,
  ).toBe(401);
  expect((await request('GET', '/v5/contacts', undefined, bearer(rotated.accessToken))).status).toBe(401);

  // A third login by code, then logout.
  const again = expectOk(await request('POST', '/v5/auth/login/email', { email }));
  secrets.codeTokens.push(again.codeToken);
  mail = await latestMail();
  const last = keepTokens(
    expectOk(await request('POST', '/v5/auth/login/code', { codeToken: again.codeToken, code: mail.code })),
  );
  expect((await request('POST', '/v5/auth/logout', {}, bearer(last.accessToken))).status).toBe(200);
  latestRefresh = third.refreshToken;
}, 60_000);

/** Every item of the runtime's table, except the local mailbox (it stands in for the recipients' inboxes). */
async function tableItems(): Promise<Record<string, unknown>[]> {
  const client = testDocumentClient();
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: t.runtime.tableName, ExclusiveStartKey, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items.filter((item) => item.PK !== 'LOCAL#mailbox');
}

/**
 * The strings to look for: each secret whole, and the parts that are secret on their own — a token's signature, a
 * refresh token's random part, an API key's random body. A 6-digit code is matched only as a whole number.
 */
function needles(): Array<{ what: string; matches: (text: string) => boolean }> {
  const whole = (what: string, value: string) => ({ what, matches: (text: string) => text.includes(value) });
  const list = [
    ...secrets.apiKey.flatMap((secret) => [
      whole('API key secret', secret),
      whole('API key random part', secret.slice(4, 34)),
    ]),
    ...[...secrets.accessTokens, ...secrets.codeTokens, ...secrets.linkTokens].flatMap((token) => [
      whole('signed token', token),
      whole('token signature', token.split('.')[2]!),
    ]),
    ...secrets.refreshTokens.flatMap((token) => [
      whole('refresh token', token),
      whole('refresh token secret', token.split('.').at(-1)!),
    ]),
    ...secrets.codes.map((code) => ({
      what: `login code ${code}`,
      matches: (text: string) => new RegExp(`(?<![0-9])${code}(?![0-9])`).test(text),
    })),
  ];
  return list;
}

describe('the flow', () => {
  it('handed out every kind of secret', () => {
    expect(secrets.apiKey).toHaveLength(1);
    expect(secrets.apiKey[0]).toMatch(/^oak_[0-9A-Za-z]{36}$/);
    expect(secrets.accessTokens.length).toBeGreaterThanOrEqual(5);
    expect(secrets.refreshTokens.length).toBeGreaterThanOrEqual(5);
    expect(secrets.codes).toHaveLength(3);
    expect(secrets.codeTokens).toHaveLength(3);
    expect(secrets.linkTokens).toHaveLength(3);
  });
});

describe('the table', () => {
  it('holds none of the secrets, in any item', async () => {
    const items = await tableItems();
    expect(items.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const item of items) {
      const text = JSON.stringify(item);
      for (const needle of needles())
        if (needle.matches(text)) found.push(`${needle.what} in ${String(item.PK)} ${String(item.SK)}`);
    }
    expect(found).toEqual([]);
  });

  it('keeps the API key as the SHA-256 of its secret, and no secret field', async () => {
    const keys = (await tableItems()).filter((item) => item.object === 'apiKey');
    expect(keys).toHaveLength(1);
    expect(keys[0]!.hash).toBe(createHash('sha256').update(secrets.apiKey[0]!).digest('hex'));
    expect(keys[0]).not.toHaveProperty('secret');
  });

  it('keeps login challenges as code hashes only', async () => {
    const challenges = (await tableItems()).filter((item) => item.object === 'loginChallenge');
    expect(challenges).toHaveLength(3);
    for (const challenge of challenges) {
      expect(challenge.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge).not.toHaveProperty('code');
    }
  });

  it('keeps sessions as hashes only: a 64-hex refresh token hash, and a hash of the address instead of the address', async () => {
    const sessions = (await tableItems()).filter((item) => item.object === 'session');
    expect(sessions).toHaveLength(3);
    for (const session of sessions) {
      expect(session.token).toMatch(/^[0-9a-f]{64}$/);
      expect(session.ipAddressHash).toMatch(/^[0-9a-f]{64}$/);
      for (const hash of (session.rotatedTokens as string[] | undefined) ?? []) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    }
    // The live session's token is the hash of the newest refresh token of its chain.
    const live = sessions.find((session) => session.id === liveSessionId)!;
    expect(live.token).toBe(createHash('sha256').update(latestRefresh).digest('hex'));
    // The address is hashed (with the user id); the address itself is stored nowhere.
    const address = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].find(
      (ip) => createHash('sha256').update(`${userId}:${ip}`).digest('hex') === live.ipAddressHash,
    );
    expect(address).toBeDefined();
    expect(live.ipAddressHash).not.toBe(address);
    for (const item of await tableItems()) expect(JSON.stringify(item)).not.toContain(`"${address}"`);
  });

  it('serves sessions without their rotated-token history', async () => {
    const fresh = expectOk(await request('POST', '/v5/auth/refresh', { refreshToken: latestRefresh }));
    secrets.refreshTokens.push(fresh.refreshToken);
    secrets.accessTokens.push(fresh.accessToken);
    latestRefresh = fresh.refreshToken;
    const listed = expectOk(await request('GET', '/v5/sessions', undefined, bearer(fresh.accessToken)));
    expect(listed.length).toBeGreaterThan(0);
    for (const session of listed) expect(session).not.toHaveProperty('rotatedTokens');
  });
});

describe('the logs', () => {
  it('were captured at DEBUG level (the capture works)', () => {
    const lines = logged.join('').split('\n').filter(Boolean);
    expect(lines.some((line) => line.includes('Request refused'))).toBe(true);
  });

  it('hold none of the secrets', () => {
    const text = logged.join('');
    const found = needles()
      .filter((needle) => needle.matches(text))
      .map((needle) => needle.what);
    expect(found).toEqual([]);
  });

  it('hold no Authorization header nor request or response body', () => {
    const text = logged.join('');
    expect(text).not.toMatch(/Bearer /);
    expect(text).not.toContain('"refreshToken"');
    expect(text).not.toContain('"accessToken"');
    expect(text).not.toContain('"codeToken"');
  });
});

describe('refusals', () => {
  it('do not echo the presented credential', async () => {
    const secret = secrets.apiKey[0]!;
    const answers = [
      await request('GET', '/v5/contacts', undefined, {
        Authorization: `Bearer ${secret}`,
        'Service-Organization-ID': `org_${ulid()}`,
      }),
      await request('GET', '/v5/sessions', undefined, {
        Authorization: `Bearer ${secret}`,
        'Service-Organization-ID': org,
      }),
      await request('POST', '/v5/auth/refresh', { refreshToken: secrets.refreshTokens[0] }),
      await request('POST', '/v5/auth/login/code', { codeToken: secrets.codeTokens[0], code: secrets.codes[0] }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      const text = JSON.stringify(answer.body);
      expect(
        needles()
          .filter((needle) => needle.matches(text))
          .map((needle) => needle.what),
      ).toEqual([]);
    }
  });
});
