// Rate limits through the real local runtime: 10 requests per 20-second window per API key and per user, counted in
// DynamoDB Local, with the RateLimit-* headers on every authenticated answer and 429 rate_limited beyond the limit.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { clockFromEnv } from '../../lib/platform/config.js';
import { requestCounts } from '../../lib/platform/http/rate-limiter.js';
import { itemKeyOf } from '../../lib/platform/store/keys.js';
import { tableDefinition } from '../../lib/platform/store/table-definition.js';
import { signUpOwner, type SignedUpUser } from '../support/accounts.js';
import { api, expectStatus, type ApiError, type ApiResponse } from '../support/api-client.js';
import { testDocumentClient } from '../support/runtime.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

const LIMIT = 10;
/** What all the keys and users of one organization may make together. */
const ORGANIZATION_LIMIT = 15;
/**
 * Long enough that a run of twenty requests fits in one window on a loaded machine: with 2 s, three runs in a row
 * overran it beside bench:ingest and a test series.
 */
const WINDOW_SECONDS = 20;

const t = useTestRuntime({
  env: {
    RATE_LIMIT_REQUESTS: String(LIMIT),
    ORG_RATE_LIMIT_REQUESTS: String(ORGANIZATION_LIMIT),
    RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
  },
});

/** The runtime's clock: its handlers run in this process, and read the time the test set. */
const clock = clockFromEnv(process.env);

/** Start of the current window in epoch seconds, on the runtime's clock. */
const currentWindow = () => Math.floor(clock().getTime() / (WINDOW_SECONDS * 1000)) * WINDOW_SECONDS;

/** The last window a test started, in epoch seconds; the first is an hour after this one. */
let lastWindow = Date.parse('2030-01-01T00:00:00Z') / 1000;

/** Sets the runtime's clock to the start of a window no run has counted in yet, from which it runs on. */
function windowStart(): number {
  lastWindow += 3600;
  t.runtime.setClock(new Date(lastWindow * 1000));
  return lastWindow;
}

/**
 * Runs `send` from the start of a window and returns what it returns with that window, once all of it fell into one
 * window. A run that a slow machine stretched over a window boundary is run again in a later window, whose count is
 * fresh, so the same keys serve.
 */
async function inOneWindow<T>(send: () => Promise<T>): Promise<{ result: T; window: number }> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const window = windowStart();
    const result = await send();
    if (currentWindow() === window) return { result, window };
  }
  throw new Error(`three runs in a row took longer than the ${WINDOW_SECONDS}-second window`);
}

function rateLimitOf(response: ApiResponse) {
  return {
    limit: response.headers.get('RateLimit-Limit'),
    remaining: response.headers.get('RateLimit-Remaining'),
    reset: response.headers.get('RateLimit-Reset'),
  };
}

/** The reset is whole seconds until the window ends: 1 to WINDOW_SECONDS. */
const RESET = new RegExp(`^(${Array.from({ length: WINDOW_SECONDS }, (_, i) => i + 1).join('|')})$`);

describe('an API key', () => {
  it('gets the RateLimit headers on a 200, and the count is kept in DynamoDB with a TTL at the window end', async () => {
    const key = await seedApiKey(t.runtime);
    const { result: response, window: start } = await inOneWindow(() => api(t.runtime, key).get('/v5/contacts'));
    expect(response.status).toBe(200);
    expect(rateLimitOf(response)).toEqual({ limit: '10', remaining: '9', reset: expect.stringMatching(RESET) });
    expect(response.headers.get('X-Request-Id')).toBeTruthy();

    // The count is written behind the answer.
    const Item = await waitUntil(
      async () =>
        (
          await testDocumentClient().send(
            new GetCommand({ TableName: t.runtime.tableName, Key: { PK: `RATE#apiKey#${key.id}`, SK: String(start) } }),
          )
        ).Item,
      (item) => item !== undefined,
      'the request count',
    );
    expect(Item).toMatchObject({ count: 1, [tableDefinition.ttlAttribute]: start + WINDOW_SECONDS });
  });

  it('gets the RateLimit headers on errors raised after authentication (404, 400), and those count too', async () => {
    const key = await seedApiKey(t.runtime);
    const {
      result: [notFound, badFilter],
    } = await inOneWindow(async () => [
      await api(t.runtime, key).get('/v5/contacts/con_01HZZZZZZZZZZZZZZZZZZZZZZZ'),
      await api(t.runtime, key).get('/v5/contacts?nosuchfield=1'),
    ]);
    expect(notFound.status).toBe(404);
    expect((notFound.body as ApiError).code).toBe('resource_not_found');
    expect(rateLimitOf(notFound)).toEqual({ limit: '10', remaining: '9', reset: expect.stringMatching(RESET) });
    expect(badFilter.status).toBe(400);
    expect(rateLimitOf(badFilter)).toEqual({ limit: '10', remaining: '8', reset: expect.stringMatching(RESET) });
  });

  it('answers the request after the limit with 429 rate_limited and Retry-After, while a second key is unaffected', async () => {
    const key = await seedApiKey(t.runtime);
    const other = await seedApiKey(t.runtime);
    const { result: responses } = await inOneWindow(async () => {
      const sent: ApiResponse[] = [];
      for (let i = 0; i <= LIMIT; i++) sent.push(await api(t.runtime, key).get('/v5/contacts'));
      return sent;
    });
    const refused = responses.pop()!;
    expect(responses.map((response) => [response.status, response.headers.get('RateLimit-Remaining')])).toEqual(
      Array.from({ length: LIMIT }, (_, i) => [200, String(LIMIT - 1 - i)]),
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'rate_limited',
      status: 429,
      message: expect.any(String),
      description: expect.any(String),
    });
    expect(refused.headers.get('Retry-After')).toMatch(RESET);
    expect(rateLimitOf(refused)).toEqual({ limit: '10', remaining: '0', reset: refused.headers.get('Retry-After') });
    expect(refused.headers.get('X-Request-Id')).toBeTruthy();

    const unaffected = await api(t.runtime, other).get('/v5/contacts');
    expect(unaffected.status).toBe(200);
    expect(unaffected.headers.get('RateLimit-Remaining')).toBe('9');
  });

  it('shares its organization limit with the other keys: minting keys does not multiply what an organization may ask', async () => {
    const first = await seedApiKey(t.runtime);
    const second = await seedApiKey(t.runtime, ['*:write'], { org: first.org });
    const { result } = await inOneWindow(async () => {
      const byFirst: ApiResponse[] = [];
      for (let i = 0; i < LIMIT; i++) byFirst.push(await api(t.runtime, first).get('/v5/contacts'));
      const bySecond: ApiResponse[] = [];
      for (let i = LIMIT; i <= ORGANIZATION_LIMIT; i++) bySecond.push(await api(t.runtime, second).get('/v5/contacts'));
      return { byFirst, bySecond };
    });
    expect(result.byFirst.map((response) => response.status)).toEqual(Array(LIMIT).fill(200));
    const refused = result.bySecond.pop()!;
    // The second key made 5 requests of its 10, but the organization made its 15.
    expect(result.bySecond.map((response) => response.status)).toEqual(Array(ORGANIZATION_LIMIT - LIMIT).fill(200));
    expect(result.bySecond.at(-1)!.headers.get('RateLimit-Remaining')).toBe('0');
    expect(refused.status).toBe(429);
    expect((refused.body as ApiError).code).toBe('rate_limited');
    expect(refused.headers.get('Retry-After')).toMatch(RESET);
    expect(rateLimitOf(refused)).toMatchObject({ limit: String(ORGANIZATION_LIMIT), remaining: '0' });

    const elsewhere = await seedApiKey(t.runtime);
    expect((await api(t.runtime, elsewhere).get('/v5/contacts')).status).toBe(200);
  });

  it('is allowed again once the window has passed', async () => {
    const key = await seedApiKey(t.runtime);
    const { result: refused, window } = await inOneWindow(async () => {
      await Promise.all(Array.from({ length: LIMIT }, () => api(t.runtime, key).get('/v5/contacts')));
      return api(t.runtime, key).get('/v5/contacts');
    });
    expect(refused.status).toBe(429);
    // The next window begins.
    t.runtime.setClock(new Date((window + WINDOW_SECONDS) * 1000));
    const again = await api(t.runtime, key).get('/v5/contacts');
    expect(again.status).toBe(200);
    expect(again.headers.get('RateLimit-Remaining')).toBe('9');
  });

  it('allows exactly the limit out of concurrent requests', async () => {
    const key = await seedApiKey(t.runtime);
    // As many as the organization may make, so that only the key's own limit refuses any of them.
    const sent = ORGANIZATION_LIMIT;
    const { result: responses, window } = await inOneWindow(() =>
      Promise.all(Array.from({ length: sent }, () => api(t.runtime, key).get('/v5/contacts'))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(sent - LIMIT);
    // One instance counts exactly, and a refused request is not counted: the counter, written behind the answers,
    // comes to the limit.
    const counted = await waitUntil(
      async () =>
        (
          await testDocumentClient().send(
            new GetCommand({
              TableName: t.runtime.tableName,
              Key: itemKeyOf(requestCounts, { kind: 'apiKey', id: key.id, windowStart: window }),
            }),
          )
        ).Item?.count,
      (count) => Number(count ?? 0) >= LIMIT,
      'the counter to hold the admitted requests',
    );
    expect(counted).toBe(LIMIT);
  });

  it('is not counted on public routes, which carry no RateLimit headers', async () => {
    const key = await seedApiKey(t.runtime);
    for (const path of ['/v5/health', '/.well-known/jwks.json', '/v5/health', '/.well-known/jwks.json'].concat(
      Array(LIMIT).fill('/v5/health'),
    )) {
      const response = await api(t.runtime, key).get(path);
      expect(response.status).toBe(200);
      expect(rateLimitOf(response)).toEqual({ limit: null, remaining: null, reset: null });
    }
    const login = await api(t.runtime, key).post('/v5/auth/login/email', { email: 'nobody@example.com' });
    expect(login.headers.get('RateLimit-Limit')).toBeNull();
    const { Count } = await testDocumentClient().send(
      new QueryCommand({
        TableName: t.runtime.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `RATE#apiKey#${key.id}` },
      }),
    );
    expect(Count).toBe(0);
    const counted = await api(t.runtime, key).get('/v5/contacts');
    expect(counted.headers.get('RateLimit-Remaining')).toBe('9');
  });

  it('adds no RateLimit headers to a request that fails authentication', async () => {
    const key = await seedApiKey(t.runtime);
    const response = await api(t.runtime, key).get('/v5/contacts', { Authorization: 'Bearer not-a-key' });
    expect(response.status).toBe(401);
    expect(response.headers.get('RateLimit-Limit')).toBeNull();
  });
});

describe('a user', () => {
  let owner: SignedUpUser;
  let secondOrg: string;

  beforeAll(async () => {
    owner = await signUpOwner(t.runtime);
    // A second organization of the same user, to switch to.
    secondOrg = expectStatus(await api(t.runtime, owner).post('/v5/organizations', { name: 'Second Org' }), 201).id;
  });

  it('is counted per user across organizations: switching Service-Organization-ID resets nothing', async () => {
    // Alternating organizations: the limit plus two requests, the last one in each organization.
    const { result: responses } = await inOneWindow(async () => {
      const sent: ApiResponse[] = [];
      for (let i = 0; i < LIMIT + 2; i++)
        sent.push(
          await api(t.runtime, owner).get('/v5/organizations', {
            'Service-Organization-ID': i % 2 === 0 ? owner.org : secondOrg,
          }),
        );
      return sent;
    });
    const refusals = responses.splice(LIMIT);
    expect(responses.map((response) => [response.status, response.headers.get('RateLimit-Remaining')])).toEqual(
      Array.from({ length: LIMIT }, (_, i) => [200, String(LIMIT - 1 - i)]),
    );
    for (const refused of refusals) {
      expect(refused.status).toBe(429);
      expect((refused.body as ApiError).code).toBe('rate_limited');
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('has a count of its own, apart from API keys of the same organization', async () => {
    const key = await seedApiKey(t.runtime, ['*:write'], { org: owner.org });
    const {
      result: [refused, byKey],
    } = await inOneWindow(async () => {
      await Promise.all(Array.from({ length: LIMIT }, () => api(t.runtime, owner).get('/v5/contacts')));
      return [await api(t.runtime, owner).get('/v5/contacts'), await api(t.runtime, key).get('/v5/contacts')];
    });
    expect(refused.status).toBe(429);
    expect(byKey.status).toBe(200);
    // The key's own count has 9 left; the organization's, which the user's 11 requests and this one share, has 3 left,
    // and the headers show the tighter of the two.
    expect(byKey.headers.get('RateLimit-Remaining')).toBe(String(ORGANIZATION_LIMIT - LIMIT - 2));
    expect(byKey.headers.get('RateLimit-Limit')).toBe(String(ORGANIZATION_LIMIT));
  });
});
