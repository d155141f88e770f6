// Every protected route of the route table, through HTTP: no credential, a credential of the wrong scope, a malformed
// one and one of exactly the route's scope; and the set of public routes, so that no route becomes public unnoticed.
import { checkedFetch } from '../support/api-client.js';
import { ulid } from 'ulid';
import { allRoutes, PUBLIC, type BoundRoute } from '../../lib/app/function-table.js';
import { generateSecret } from '../../lib/auth/keys/api-key-secret.js';
import { resourceByPath } from '../../lib/families/registry.js';
import { latestCode, signUpOwner, type SignedUpUser } from '../support/accounts.js';
import { pastAuthCache } from '../support/auth-cache.js';
import { seedApiKey, type SeededKey } from '../support/seed.js';
import { failuresOf } from '../support/concurrency.js';
import { useTestRuntime } from '../support/test-runtime.js';

const eachConcurrently = <T>(items: readonly T[], check: (item: T) => Promise<string | undefined>) =>
  failuresOf(items, check, 24);

const routes = allRoutes();
const protectedRoutes = routes.filter((route) => route.scope !== PUBLIC);
const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** The only routes that take no credential. Adding one here is a decision, not an accident. */
const EXPECTED_PUBLIC = [
  'GET /v5/health',
  'POST /v5/register',
  'POST /v5/auth/login/email',
  'POST /v5/auth/login/code',
  'POST /v5/auth/login/token',
  'POST /v5/auth/refresh',
  'GET /.well-known/jwks.json',
  'GET /local/mailbox',
  // Local only (issue 23): where the local SMTP and IMAP servers listen, which the runtime prints at start anyway.
  'GET /local/mail-servers',
  // Tracking addresses of campaign messages: the signed token in the path is the credential (unknown ones get 404).
  'GET /t/o/{token}',
  'GET /t/c/{token}',
  'GET /t/u/{token}',
  'POST /t/u/{token}',
  // The secret in the address is the credential (lib/imports/webhook-address.ts); unknown or wrong secrets get 404.
  'POST /v5/webhooks/{importId}/{secret}',
  // The billing provider's events (issue 29): the Stripe-Signature over the body is the credential (else 400).
  'POST /v5/billing/webhook',
  // Local only (issue 29): what a browser does with a payment's client secret, which is its credential.
  'POST /local/billing/pay',
  // The interface description and its reference page (issue 14): public, like every API's published document.
  'GET /v5/openapi.json',
  'GET /docs',
  // Issue 23: the provider sends the browser back here; the signed, single-use state is the credential (else 400).
  'GET /v5/oauth/callback',
];

let owner: SignedUpUser;
/** A second session of the owner, spent on POST /v5/auth/logout so that the first stays live. */
let logoutSession: { accessToken: string };
/** Keys of the owner's organization, by the single scope each holds. */
const keys = new Map<string, SeededKey>();

/** A scope that does not grant `scope`: another family's read. */
const unrelatedScope = (scope: string) => (scope.startsWith('usage:') ? 'events:read' : 'usage:read');

/** The route's path with each parameter replaced by a syntactically valid id that exists nowhere. */
function concretePath(route: BoundRoute): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'teamId') return `tea_${ulid()}`;
    if (name === 'contactId') return `con_${ulid()}`;
    if (name !== 'id') throw new Error(`no id rule for the parameter ${name} of ${routeKey(route)}`);
    const family = /^\/v5\/([^/]+)\//.exec(route.path)?.[1];
    const resource = family ? resourceByPath(family) : undefined;
    if (!resource) throw new Error(`no resource family for ${routeKey(route)}`);
    return `${resource.idPrefix}_${ulid()}`;
  });
}

interface Answer {
  status: number;
  body: any;
}

async function call(
  route: BoundRoute,
  headers: Record<string, string>,
  options: { body?: string | null } = {},
): Promise<Answer> {
  const hasBody = ['POST', 'PATCH', 'PUT'].includes(route.method);
  const body = options.body === null ? undefined : (options.body ?? (hasBody ? '{}' : undefined));
  const response = await checkedFetch(t.runtime.url + concretePath(route), {
    method: route.method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON.
  }
  return { status: response.status, body: parsed };
}

const describeAnswer = (route: BoundRoute, answer: Answer) =>
  `${routeKey(route)} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;

/** Logs the owner in again (login by emailed code): a second session. */
async function newSession(email: string): Promise<{ accessToken: string; refreshToken: string; sessionId: string }> {
  const post = async (path: string, body: unknown) => {
    const response = await checkedFetch(t.runtime.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json() as Promise<any>;
  };
  const { codeToken } = await post('/v5/auth/login/email', { email });
  return post('/v5/auth/login/code', { codeToken, code: await latestCode(t.runtime, email) });
}

// The matrix sends hundreds of requests per credential: far more than the per-principal rate limit allows.
const t = useTestRuntime({ env: { RATE_LIMIT_REQUESTS: '1000000' } });
beforeAll(async () => {
  owner = await signUpOwner(t.runtime);
  logoutSession = await newSession(owner.email);
  const scopes = new Set(protectedRoutes.flatMap((route) => [route.scope, unrelatedScope(route.scope)]));
  scopes.add('*:write');
  // Eight at a time: some seventy transactions at once made DynamoDB Local time out waiting for its locks on a
  // loaded machine (an error of the emulator's own, which AWS does not give).
  const wanted = [...scopes];
  for (let i = 0; i < wanted.length; i += 8)
    await Promise.all(
      wanted
        .slice(i, i + 8)
        .map(async (scope) => keys.set(scope, await seedApiKey(t.runtime, [scope], { org: owner.org }))),
    );
});

const keyHeaders = (scope: string) => ({
  Authorization: `Bearer ${keys.get(scope)!.secret}`,
  'Service-Organization-ID': owner.org,
});

describe('the route table', () => {
  it('has exactly the expected public routes', () => {
    expect(
      routes
        .filter((route) => route.scope === PUBLIC)
        .map(routeKey)
        .sort(),
    ).toEqual([...EXPECTED_PUBLIC].sort());
  });

  it('has protected routes to check (and many of them)', () => {
    expect(protectedRoutes.length).toBeGreaterThan(200);
  });

  it('gives every /v5/<family> route the scope <family>:read for GET and <family>:write otherwise', () => {
    const exceptions: Record<string, string> = {
      'POST /v5/auth/logout': 'sessions:write',
      'PATCH /api/teams/{teamId}/contacts/{contactId}': 'contacts:write',
      // Raw received mail, recorded as POST /v5/inbound-emails records a reply.
      'POST /local/inbox': 'inbound-emails:write',
    };
    const wrong = protectedRoutes
      .map((route) => {
        const family = /^\/v5\/([^/]+)/.exec(route.path)?.[1];
        const expected = exceptions[routeKey(route)] ?? `${family}:${route.method === 'GET' ? 'read' : 'write'}`;
        return route.scope === expected ? undefined : `${routeKey(route)} has ${route.scope}, expected ${expected}`;
      })
      .filter(Boolean);
    expect(wrong).toEqual([]);
  });

  it('marks the routes that only a user may call: API key changes, sessions, logout, organization changes', () => {
    expect(
      protectedRoutes
        .filter((route) => route.credential === 'user')
        .map(routeKey)
        .sort(),
    ).toEqual(
      [
        'POST /v5/auth/logout',
        'POST /v5/api-keys',
        'PATCH /v5/api-keys/{id}',
        'DELETE /v5/api-keys/{id}',
        'GET /v5/sessions',
        'GET /v5/sessions/count',
        'GET /v5/sessions/{id}',
        'DELETE /v5/sessions/{id}',
        'POST /v5/organizations',
        'PATCH /v5/organizations/{id}',
        'DELETE /v5/organizations/{id}',
      ].sort(),
    );
  });
});

describe('every protected route', () => {
  it('answers 401 missing_authorization without an Authorization header', async () => {
    const failures = await eachConcurrently(protectedRoutes, async (route) => {
      const answer = await call(route, { 'Service-Organization-ID': owner.org });
      return answer.status === 401 && answer.body?.code === 'missing_authorization'
        ? undefined
        : describeAnswer(route, answer);
    });
    expect(failures).toEqual([]);
  });

  it('answers 401 missing_authorization to a write without any credential, organization or body: authentication comes first', async () => {
    const writes = protectedRoutes.filter((route) => ['POST', 'PATCH', 'PUT'].includes(route.method));
    expect(writes.length).toBeGreaterThan(50);
    const failures = await eachConcurrently(writes, async (route) => {
      const answer = await call(route, {}, { body: null });
      return answer.status === 401 && answer.body?.code === 'missing_authorization'
        ? undefined
        : describeAnswer(route, answer);
    });
    expect(failures).toEqual([]);
  });

  it('answers 403 missing_scopes naming the route scope to an API key of the organization with an unrelated scope (401 requires_access_token on user-only routes)', async () => {
    const failures = await eachConcurrently(protectedRoutes, async (route) => {
      const answer = await call(route, keyHeaders(unrelatedScope(route.scope)));
      if (route.credential === 'user')
        return answer.status === 401 && answer.body?.code === 'requires_access_token'
          ? undefined
          : describeAnswer(route, answer);
      const ok =
        answer.status === 403 &&
        answer.body?.code === 'missing_scopes' &&
        typeof answer.body.description === 'string' &&
        answer.body.description.includes(route.scope) &&
        !answer.body.description.includes(unrelatedScope(route.scope));
      return ok ? undefined : describeAnswer(route, answer);
    });
    expect(failures).toEqual([]);
  });

  it('answers 401 requires_access_token on user-only routes even to an API key holding every scope', async () => {
    const failures = await eachConcurrently(
      protectedRoutes.filter((route) => route.credential === 'user'),
      async (route) => {
        const answer = await call(route, keyHeaders('*:write'));
        return answer.status === 401 && answer.body?.code === 'requires_access_token'
          ? undefined
          : describeAnswer(route, answer);
      },
    );
    expect(failures).toEqual([]);
  });

  it('answers 401 to a malformed or unknown Bearer value', async () => {
    const real = keys.get('*:write')!.secret;
    const changed = real.slice(0, 10) + (real[10] === 'A' ? 'B' : 'A') + real.slice(11);
    /** Checked on every route: no value, a value of neither shape, an unknown key of the right shape, a garbage JWT. */
    const everywhere = ['Bearer not-a-key', `Bearer ${generateSecret()}`, 'Bearer a.b.c'];
    /** Checked on one route of each function besides. */
    const more = [
      'Bearer',
      'Bearer ',
      'Bearer oak_short',
      `Bearer ${changed}`,
      `Bearer ${real.toUpperCase()}`,
      `Bearer ${real} ${real}`,
      'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiJ1c3JfMSJ9.',
      `Bearer ${owner.accessToken.slice(0, -4)}AAAA`,
      `Basic ${Buffer.from(`user:${real}`).toString('base64')}`,
      real,
      `Token ${real}`,
    ];
    const sampled = new Set([
      'GET /v5/contacts',
      'PATCH /api/teams/{teamId}/contacts/{contactId}',
      'POST /v5/api-keys',
      'GET /v5/organizations/{id}',
      'POST /v5/auth/logout',
    ]);
    const cases = protectedRoutes.flatMap((route) =>
      [...everywhere, ...(sampled.has(routeKey(route)) ? more : [])].map((authorization) => ({ route, authorization })),
    );
    const failures = await eachConcurrently(cases, async ({ route, authorization }) => {
      const answer = await call(route, { Authorization: authorization, 'Service-Organization-ID': owner.org });
      return answer.status === 401 && typeof answer.body?.code === 'string'
        ? undefined
        : `${JSON.stringify(authorization.slice(0, 24))}: ${describeAnswer(route, answer)}`;
    });
    expect(failures).toEqual([]);
  });

  it('lets an API key holding exactly the route scope through authentication (a user access token on user-only routes)', async () => {
    const failures = await eachConcurrently(protectedRoutes, async (route) => {
      const headers =
        route.credential !== 'user'
          ? keyHeaders(route.scope)
          : {
              Authorization: `Bearer ${routeKey(route) === 'POST /v5/auth/logout' ? logoutSession.accessToken : owner.accessToken}`,
              'Service-Organization-ID': owner.org,
            };
      const answer = await call(route, headers);
      // Changing teams, memberships and users takes an owner's or admin's role on top of the scope, and the
      // subscription and CreatePrice an owner's: an API key passes authentication and the scope check there, and is
      // refused by role (403 missing_role, not missing_scopes).
      const roleOnly =
        /^\/v5\/(teams|memberships|users|subscriptions|prices)\b/.test(route.path) && route.method !== 'GET';
      if (roleOnly && answer.status === 403 && answer.body?.code === 'missing_role') return undefined;
      return answer.status !== 401 && answer.status !== 403 && answer.status < 500
        ? undefined
        : describeAnswer(route, answer);
    });
    expect(failures).toEqual([]);
  });

  it('lets the owner through on the role-restricted writes (teams, memberships)', async () => {
    const roleOnly = protectedRoutes.filter(
      (route) => /^\/v5\/(teams|memberships)\b/.test(route.path) && route.method !== 'GET',
    );
    expect(roleOnly).toHaveLength(6);
    const failures = await eachConcurrently(roleOnly, async (route) => {
      const answer = await call(route, {
        Authorization: `Bearer ${owner.accessToken}`,
        'Service-Organization-ID': owner.org,
      });
      return answer.status !== 401 && answer.status !== 403 && answer.status < 500
        ? undefined
        : describeAnswer(route, answer);
    });
    expect(failures).toEqual([]);
  });
});

describe('credential checks (on GET /v5/contacts)', () => {
  const contacts = () => routes.find((route) => routeKey(route) === 'GET /v5/contacts')!;

  it('accepts a key with contacts:read, contacts:write, *:read or *:write', async () => {
    for (const scopes of [['contacts:read'], ['contacts:write'], ['*:read'], ['*:write']]) {
      const key = await seedApiKey(t.runtime, scopes, { org: owner.org });
      expect((await call(contacts(), key.headers)).status).toBe(200);
    }
  });

  it('refuses an expired key with 401 invalid_api_key, and accepts one that expires later', async () => {
    const expired = await seedApiKey(t.runtime, ['*:write'], {
      org: owner.org,
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(await call(contacts(), expired.headers)).toMatchObject({ status: 401, body: { code: 'invalid_api_key' } });
    const later = await seedApiKey(t.runtime, ['*:write'], {
      org: owner.org,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await call(contacts(), later.headers)).status).toBe(200);
  });

  it('refuses a key used from outside its ranges with 401 invalid_api_key, and accepts it from inside', async () => {
    const elsewhere = await seedApiKey(t.runtime, ['*:write'], { org: owner.org, ipRanges: ['203.0.113.0/24'] });
    expect(await call(contacts(), elsewhere.headers)).toMatchObject({ status: 401, body: { code: 'invalid_api_key' } });
    const local = await seedApiKey(t.runtime, ['*:write'], {
      org: owner.org,
      ipRanges: ['203.0.113.0/24', '127.0.0.0/8'],
    });
    expect((await call(contacts(), local.headers)).status).toBe(200);
  });

  it('refuses a key without the organization header (400), with a malformed one (400) and with another organization (401)', async () => {
    const key = keys.get('*:write')!;
    expect((await call(contacts(), { Authorization: `Bearer ${key.secret}` })).status).toBe(400);
    expect(
      (await call(contacts(), { Authorization: `Bearer ${key.secret}`, 'Service-Organization-ID': 'acme' })).status,
    ).toBe(400);
    expect(
      await call(contacts(), { Authorization: `Bearer ${key.secret}`, 'Service-Organization-ID': `org_${ulid()}` }),
    ).toMatchObject({ status: 401, body: { code: 'invalid_api_key' } });
  });

  it('refuses a deleted key with 401 invalid_api_key, within the authentication cache time', async () => {
    const key = await seedApiKey(t.runtime, ['*:write'], { org: owner.org });
    expect((await call(contacts(), key.headers)).status).toBe(200);
    const deleted = await checkedFetch(`${t.runtime.url}/v5/api-keys/${key.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(deleted.status).toBe(200);
    expect(await pastAuthCache(t.runtime, () => call(contacts(), key.headers))).toMatchObject({
      status: 401,
      body: { code: 'invalid_api_key' },
    });
  });

  it('takes the scheme and header names case-insensitively', async () => {
    const key = keys.get('contacts:read')!;
    expect(
      (await call(contacts(), { authorization: `bearer ${key.secret}`, 'service-organization-id': owner.org })).status,
    ).toBe(200);
  });

  it('answers public routes without a credential', async () => {
    expect((await checkedFetch(`${t.runtime.url}/v5/health`)).status).toBe(200);
    expect((await checkedFetch(`${t.runtime.url}/.well-known/jwks.json`)).status).toBe(200);
  });
});
