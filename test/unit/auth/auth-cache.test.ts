// The authentication cache on an injected clock: entries trusted for 30 s and no longer, a capped size that drops the
// least recently used, and a member's role kept for 30 s while the session is checked on every request.
import { buildHttpEvent } from '../../../infra/local/apigw-event.js';
import { createAuthenticator } from '../../../lib/auth/authenticate.js';
import { AUTH_CACHE_TTL_MS, createTtlCache } from '../../../lib/auth/ttl-cache.js';

let at = 1_000_000;
const now = () => at;

describe('the TTL cache', () => {
  it('answers an entry until ttlMs after its read, then reads again', async () => {
    const cache = createTtlCache<string>({ now });
    const reads: string[] = [];
    const load = async () => {
      reads.push('read');
      return `value ${reads.length}`;
    };
    expect(await cache.through('k', load)).toBe('value 1');
    at += AUTH_CACHE_TTL_MS - 1;
    expect(await cache.through('k', load)).toBe('value 1');
    at += 1;
    expect(await cache.through('k', load)).toBe('value 2');
    expect(reads).toHaveLength(2);
  });

  it('keeps an undefined answer as an answer', async () => {
    const cache = createTtlCache<string | undefined>({ now });
    let reads = 0;
    const load = async () => void reads++;
    await cache.through('unknown', load);
    await cache.through('unknown', load);
    expect(reads).toBe(1);
  });

  it('holds at most maxEntries, dropping the least recently used', () => {
    const cache = createTtlCache<number>({ now, maxEntries: 3 });
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.set(key, value);
    expect(cache.get('a')).toEqual({ value: 1, readAt: at });
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a')?.value, cache.get('c')?.value, cache.get('d')?.value]).toEqual([1, 3, 4]);
  });

  it('does not trust an entry read at a later time than now (a clock set back)', () => {
    const cache = createTtlCache<number>({ now });
    cache.set('k', 1, at + 1_000);
    expect(cache.get('k')).toBeUndefined();
  });

  it('refuses a cap below one entry', () => {
    expect(() => createTtlCache({ now, maxEntries: 0 })).toThrow(/at least one/);
  });
});

describe('a member authenticated with an access token', () => {
  const org = 'org_01JD0000000000000000000001';
  const route = { method: 'GET' as const, path: '/v5/contacts', scope: 'contacts:read' };
  const request = buildHttpEvent({
    method: 'GET',
    url: '/v5/contacts',
    headers: { authorization: 'Bearer aaa.bbb.ccc', 'service-organization-id': org },
    sourceIp: '203.0.113.10',
    routeKey: 'GET /v5/contacts',
  });

  it('has their role read once per 30 s, and their session checked on every request', async () => {
    let role: 'MEMBER' | undefined = 'MEMBER';
    let sessionLive = true;
    const seen = { sessions: 0, memberships: 0 };
    const authenticate = createAuthenticator({
      findApiKey: async () => undefined,
      noteApiKeyUse: async () => undefined,
      verifyAccessToken: async () => {
        seen.sessions++;
        if (!sessionLive) throw new Error('session revoked');
        return { userId: 'usr_1', sessionId: 'ses_1', scopes: ['*:write'] };
      },
      membership: async () => {
        seen.memberships++;
        return role;
      },
      now: () => new Date(at),
    });
    const readAt = at;
    await expect(authenticate(request, route)).resolves.toMatchObject({ kind: 'user', role: 'MEMBER', org });
    role = undefined;
    at = readAt + AUTH_CACHE_TTL_MS - 1;
    await expect(authenticate(request, route)).resolves.toMatchObject({ role: 'MEMBER' });
    expect(seen).toEqual({ sessions: 2, memberships: 1 });
    at = readAt + AUTH_CACHE_TTL_MS;
    await expect(authenticate(request, route)).rejects.toMatchObject({ status: 401, code: 'invalid_access_token' });
    // A revoked session is refused at once, whatever is cached.
    role = 'MEMBER';
    at += AUTH_CACHE_TTL_MS;
    await authenticate(request, route);
    sessionLive = false;
    await expect(authenticate(request, route)).rejects.toMatchObject({ status: 401, code: 'invalid_access_token' });
  });
});
