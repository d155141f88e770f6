// Secret comparisons run in constant time: node:crypto is wrapped so that timingSafeEqual is a spy, and each comparison
// site (the API key checksum, webhook secrets, login codes, refresh tokens) must call it and obey its answer.
// An API key is not compared at all: it is found by the SHA-256 of the presented secret.
import { jest } from '@jest/globals';
import * as realCrypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const timingSafeEqual = jest.fn((a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) =>
  realCrypto.timingSafeEqual(a, b),
);
jest.unstable_mockModule('node:crypto', () => ({
  ...realCrypto,
  default: { ...realCrypto, timingSafeEqual },
  timingSafeEqual,
}));
jest.unstable_mockModule('crypto', () => ({
  ...realCrypto,
  default: { ...realCrypto, timingSafeEqual },
  timingSafeEqual,
}));

const { generateSecret, hashSecret, looksLikeSecret } = await import('../../../lib/auth/keys/api-key-secret.js');
const { hashWebhookSecret, newWebhookSecret, webhookSecretMatches } = await import(
  '../../../lib/imports/webhook/webhook-address.js'
);
const { createAuthenticator } = await import('../../../lib/auth/authenticate.js');
const { createLoginChallenges } = await import('../../../lib/auth/login-challenges.js');
const { createSessions } = await import('../../../lib/auth/sessions/refresh-sessions.js');
const { buildHttpEvent } = await import('../../../infra/local/apigw-event.js');

type AnyRecord = Record<string, any>;
const { itemKeyOf } = await import('../../../lib/platform/store/keys.js');
type ItemType = import('../../../lib/platform/store/item-type.js').ItemType;
type KeyParts = import('../../../lib/platform/store/keys.js').KeyParts;

/**
 * An in-memory stand-in for the store: enough of create, get, update and softDelete for challenges and sessions, and of
 * the raw items that point at an address's current challenge.
 */
function memoryStore() {
  const records = new Map<string, AnyRecord>();
  const items = new Map<string, AnyRecord>();
  const key = (org: string, id: string) => `${org}/${id}`;
  const store = {
    records,
    async create(_entity: unknown, ctx: { org: string }, data: AnyRecord, options: { id?: string } = {}) {
      const id = options.id ?? `rec_${records.size}`;
      const at = new Date().toISOString();
      const record = { ...data, id, createdAt: at, updatedAt: at, deletedAt: null };
      records.set(key(ctx.org, id), record);
      return record;
    },
    items(type: ItemType) {
      const keyText = (parts: KeyParts) => {
        const { PK, SK } = itemKeyOf(type, parts);
        return `${PK}/${SK}`;
      };
      return {
        async get(parts: KeyParts) {
          return items.get(keyText(parts));
        },
        async putMany(entries: Array<{ key: KeyParts; attributes: AnyRecord }>) {
          for (const entry of entries) items.set(keyText(entry.key), entry.attributes);
        },
      };
    },
    async get(_entity: unknown, org: string, id: string) {
      const record = records.get(key(org, id));
      return record && record.deletedAt === null ? { ...record } : undefined;
    },
    async update(_entity: unknown, ctx: { org: string }, id: string, change: (current: AnyRecord) => AnyRecord) {
      const current = records.get(key(ctx.org, id));
      if (!current || current.deletedAt !== null) throw Object.assign(new Error('not found'), { status: 404 });
      const next = { ...current, ...change({ ...current }), updatedAt: new Date().toISOString() };
      records.set(key(ctx.org, id), next);
      return next;
    },
    async softDelete(_entity: unknown, ctx: { org: string }, id: string) {
      const current = records.get(key(ctx.org, id))!;
      const next = { ...current, deletedAt: new Date().toISOString() };
      records.set(key(ctx.org, id), next);
      return next;
    },
  };
  return store;
}

const event = (headers: Record<string, string> = {}) =>
  buildHttpEvent({
    method: 'GET',
    url: '/v5/contacts',
    headers,
    sourceIp: '203.0.113.10',
    routeKey: 'GET /v5/contacts',
  });

beforeEach(() => timingSafeEqual.mockClear());

describe('every comparison site imports timingSafeEqual', () => {
  it.each([
    'auth/keys/api-key-secret.ts',
    'imports/webhook/webhook-address.ts',
    'auth/login-challenges.ts',
    'auth/sessions/refresh-sessions.ts',
  ])('%s', (file) => {
    const source = readFileSync(join(import.meta.dirname, '..', '..', '..', 'lib', file), 'utf8');
    expect(source).toMatch(/import\s*\{[^}]*\btimingSafeEqual\b[^}]*\}\s*from\s*'node:crypto'/);
    expect(source).toMatch(/timingSafeEqual\(/);
  });
});

describe('looksLikeSecret (the checksum)', () => {
  it('compares the checksum with timingSafeEqual, and obeys it', () => {
    const secret = generateSecret();
    expect(looksLikeSecret(secret)).toBe(true);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    const [expected, actual] = timingSafeEqual.mock.calls[0]!;
    expect(Buffer.from(actual as Buffer).toString()).toBe(secret.slice(-6));
    expect(Buffer.from(expected as Buffer)).toHaveLength(6);
    timingSafeEqual.mockReturnValueOnce(false);
    expect(looksLikeSecret(secret)).toBe(false);
  });
});

describe('webhook secrets (the address)', () => {
  it('compares the presented secret hash with the stored one through timingSafeEqual, and obeys it', () => {
    const secret = newWebhookSecret();
    const stored = hashWebhookSecret(secret);
    expect(webhookSecretMatches(secret, stored)).toBe(true);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    const [presented, kept] = timingSafeEqual.mock.calls[0]!;
    expect(Buffer.from(presented as Buffer).toString('hex')).toBe(stored);
    expect(Buffer.from(kept as Buffer).toString('hex')).toBe(stored);
    expect(webhookSecretMatches(newWebhookSecret(), stored)).toBe(false);
    expect(timingSafeEqual).toHaveBeenCalledTimes(2);
    timingSafeEqual.mockReturnValueOnce(false);
    expect(webhookSecretMatches(secret, stored)).toBe(false);
  });
});

describe('authenticate (the API key)', () => {
  const secret = generateSecret();
  const org = 'org_01JD0000000000000000000001';
  const stored = {
    id: 'key_01JD0000000000000000000001',
    org,
    hash: hashSecret(secret),
    scopes: ['contacts:read'],
    expiresAt: null,
    ipRanges: [],
  };
  const lookups: string[] = [];
  const authenticate = createAuthenticator({
    findApiKey: async (hash) => {
      lookups.push(hash);
      return hash === stored.hash ? stored : undefined;
    },
    noteApiKeyUse: async () => undefined,
    verifyAccessToken: async () => {
      throw new Error('not an access token');
    },
    membership: async () => undefined,
  });
  const route = { method: 'GET' as const, path: '/v5/contacts', scope: 'contacts:read' };
  const request = (key: string) => event({ authorization: `Bearer ${key}`, 'service-organization-id': org });

  it('finds the key by the hash of the presented secret, never by the secret itself', async () => {
    await expect(authenticate(request(secret), route)).resolves.toMatchObject({ kind: 'apiKey', id: stored.id, org });
    expect(lookups).toEqual([stored.hash]);
    const other = generateSecret();
    await expect(authenticate(request(other), route)).rejects.toMatchObject({ status: 401, code: 'invalid_api_key' });
    expect(lookups).toEqual([stored.hash, hashSecret(other)]);
    expect(lookups.join()).not.toContain(secret);
  });
});

describe('login challenges (the code)', () => {
  it('compares the code hash with timingSafeEqual, and obeys it', async () => {
    const store = memoryStore();
    const limits = { countTriedCode: async () => undefined, countAcceptedCode: async () => undefined };
    const challenges = createLoginChallenges({ store: store as never, limits });
    const first = await challenges.open('address', 'usr_1', 'req');
    await expect(challenges.consume(first.challengeId, 'req', first.code)).resolves.toBe('usr_1');
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    const [a, b] = timingSafeEqual.mock.calls[0]!;
    expect([Buffer.from(a as Buffer).toString(), Buffer.from(b as Buffer).toString()]).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);

    const second = await challenges.open('address', 'usr_1', 'req');
    timingSafeEqual.mockReturnValueOnce(false);
    await expect(challenges.consume(second.challengeId, 'req', second.code)).rejects.toMatchObject({
      status: 401,
    });
    expect(timingSafeEqual).toHaveBeenCalledTimes(2);
  });
});

describe('sessions (the refresh token)', () => {
  const user = { id: 'usr_01JD0000000000000000000001', name: 'Ada', email: 'ada@example.com' };
  const tokens = { issueAccessToken: async () => 'header.payload.signature' } as never;

  it('compares the presented token hash with the stored one through timingSafeEqual, and obeys it', async () => {
    const store = memoryStore();
    const sessions = createSessions(store as never, tokens);
    const opened = await sessions.open(user, event({ 'user-agent': 'test' }), 'req');
    timingSafeEqual.mockClear();
    const rotated = await sessions.refresh(opened.refreshToken, async () => user, 'req');
    expect(rotated.refreshToken).not.toBe(opened.refreshToken);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);

    // The comparison says no: refused, although the token is the current one.
    timingSafeEqual.mockReturnValueOnce(false);
    await expect(sessions.refresh(rotated.refreshToken, async () => user, 'req')).rejects.toMatchObject({
      status: 401,
      code: 'invalid_refresh_token',
    });
  });

  it('compares against the rotated-away hashes through timingSafeEqual to detect a reuse', async () => {
    const store = memoryStore();
    const sessions = createSessions(store as never, tokens);
    const opened = await sessions.open(user, event(), 'req');
    await sessions.refresh(opened.refreshToken, async () => user, 'req');
    timingSafeEqual.mockClear();
    await expect(sessions.refresh(opened.refreshToken, async () => user, 'req')).rejects.toMatchObject({
      status: 401,
      code: 'invalid_refresh_token',
    });
    // Once against the current hash (no), once against the remembered one (yes: a reuse, the session is revoked).
    expect(timingSafeEqual).toHaveBeenCalledTimes(2);
    expect(await sessions.isLive(user.id, opened.sessionId)).toBe(false);
  });
});
