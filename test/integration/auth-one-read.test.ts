// Authentication with an API key on DynamoDB Local and an injected clock: one read of the key's auth item when its facts
// are not cached, none when they are; a revoked key works until the 30-second cache time ends and not after; expiry is
// checked on every request; made-up secrets are read once and cannot push live keys out of the cache.
import { randomUUID } from 'node:crypto';
import { buildHttpEvent } from '../../infra/local/apigw-event.js';
import { recordCalls } from '../support/dynamodb-calls.js';
import { apiKeyLookups } from '../../lib/auth/keys/api-key-lookups.js';
import { createAuthenticator } from '../../lib/auth/authenticate.js';
import { AUTH_CACHE_TTL_MS } from '../../lib/auth/ttl-cache.js';
import { generateSecret, hashSecret } from '../../lib/auth/keys/api-key-secret.js';
import { apiKeyAuthItems, apiKeys } from '../../lib/auth/keys/api-keys.js';
import { organizations } from '../../lib/auth/organizations/organizations.js';
import { createStore } from '../../lib/platform/store/store.js';
import { testDocumentClient, uniqueTableName, provisionTestTable } from '../support/runtime.js';

const client = testDocumentClient();
const calls = recordCalls(client);
const tableName = uniqueTableName();
const store = createStore({ client, tableName });

let at = Date.parse('2030-01-01T00:00:00Z');
const now = () => new Date(at);

beforeAll(async () => {
  await provisionTestTable(tableName);
});
afterAll(() => client.destroy());

const route = { method: 'GET' as const, path: '/v5/contacts', scope: 'contacts:read' };

/** An authenticator of its own (so of its own cache) on the shared table and clock. */
function authenticator(cache?: { maxEntries: number }) {
  return createAuthenticator({
    ...apiKeyLookups(store, () => at),
    verifyAccessToken: async () => {
      throw new Error('no access tokens here');
    },
    membership: async () => undefined,
    now,
    cache,
  });
}

/** An organization with a key, written as the API writes them: the key's auth item comes in the key's transaction. */
async function seedKey(expiresAt: string | null = null) {
  const org = `org_${randomUUID().replaceAll('-', '')}`;
  const ctx = { org, actor: { type: 'system' as const, id: 'test' }, requestId: 'seed' };
  const secret = generateSecret();
  const [, key] = await store.createAll([
    { entity: organizations.entity, ctx, id: org, data: organizations.withDefaults({ name: 'Auth test' }) },
    {
      entity: apiKeys.entity,
      ctx,
      data: apiKeys.withDefaults({
        hash: hashSecret(secret),
        scopes: ['contacts:read'],
        app: null,
        name: 'auth test',
        expiresAt,
        ipRanges: [],
        organizationId: org,
      }),
    },
  ]);
  const request = (presented = secret) =>
    buildHttpEvent({
      method: 'GET',
      url: '/v5/contacts',
      headers: { authorization: `Bearer ${presented}`, 'service-organization-id': org },
      sourceIp: '203.0.113.10',
      routeKey: 'GET /v5/contacts',
    });
  return { org, ctx, secret, id: key!.id, request };
}

/** The DynamoDB calls made since the last look, by command name. */
const callsMade = () => calls.take().map((call) => call.command);

it('reads one item, the auth item found by the hash, for a key not cached, and nothing while it is', async () => {
  const authenticate = authenticator();
  const key = await seedKey();
  // The first use also notes the key's last use (a write at most once a minute); half a minute later it does not.
  await authenticate(key.request(), route);
  at += AUTH_CACHE_TTL_MS;
  callsMade();
  await expect(authenticate(key.request(), route)).resolves.toMatchObject({ kind: 'apiKey', id: key.id, org: key.org });
  const [read, ...more] = calls.take();
  expect(more).toEqual([]);
  expect(read).toMatchObject({ command: expect.stringMatching(/^Get(Item)?Command$/), itemsRead: 1 });
  await authenticate(key.request(), route);
  expect(callsMade()).toEqual([]);
});

it('keeps accepting a revoked key it cached until 30 s after the read, and refuses it from then on', async () => {
  const authenticate = authenticator();
  const key = await seedKey();
  const readAt = at;
  await authenticate(key.request(), route);
  await store.softDelete(apiKeys.entity, key.ctx, key.id);
  // The revocation took the auth item with it, in the key's own transaction.
  expect(await store.items(apiKeyAuthItems).get({ hash: hashSecret(key.secret) })).toBeUndefined();
  at = readAt + AUTH_CACHE_TTL_MS - 1;
  await expect(authenticate(key.request(), route)).resolves.toMatchObject({ id: key.id });
  at = readAt + AUTH_CACHE_TTL_MS;
  await expect(authenticate(key.request(), route)).rejects.toMatchObject({ status: 401, code: 'invalid_api_key' });
});

it('refuses a cached key once its expiry passes, without waiting for the cache and without a read', async () => {
  const authenticate = authenticator();
  const key = await seedKey(new Date(at + 5_000).toISOString());
  await authenticate(key.request(), route);
  at += 4_999;
  await expect(authenticate(key.request(), route)).resolves.toMatchObject({ id: key.id });
  at += 1;
  callsMade();
  await expect(authenticate(key.request(), route)).rejects.toMatchObject({
    status: 401,
    description: 'The API key has expired.',
  });
  expect(callsMade()).toEqual([]);
});

it('applies changed scopes within the cache time: the update rewrites the auth item', async () => {
  const authenticate = authenticator();
  const key = await seedKey();
  await authenticate(key.request(), route);
  await store.update(apiKeys.entity, key.ctx, key.id, () => ({ scopes: ['notes:read'] }));
  at += AUTH_CACHE_TTL_MS;
  await expect(authenticate(key.request(), route)).rejects.toMatchObject({ status: 403, code: 'missing_scopes' });
});

it('reads a made-up secret once per cache time, and a flood of them does not push a live key out', async () => {
  const authenticate = authenticator({ maxEntries: 3 });
  const key = await seedKey();
  await authenticate(key.request(), route);
  const madeUp = Array.from({ length: 10 }, () => generateSecret());
  callsMade();
  for (const secret of [...madeUp, ...[...madeUp].reverse()])
    await expect(authenticate(key.request(secret), route)).rejects.toMatchObject({ code: 'invalid_api_key' });
  // Ten distinct secrets, three kept: the last three, asked again first, are answered from the cache.
  expect(callsMade()).toHaveLength(10 + 7);
  await authenticate(key.request(), route);
  expect(callsMade()).toEqual([]);
});
