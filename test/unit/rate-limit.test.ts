// Unit tests of the fixed-window rate limiter, on an in-memory stand-in for DynamoDB's UpdateItem and an injected clock.
import type { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Principal } from '../../lib/http/principal.js';
import {
  createRateLimiter,
  rateLimitConfigFromEnv,
  rateLimitHeaders,
  type RateLimitClient,
} from '../../lib/auth/rate-limit.js';
import { tableDefinition } from '../../lib/store/table-definition.js';

/** Applies the limiter's `ADD #count :one SET #ttl = if_not_exists(#ttl, :expires)` to a map, and records every command. */
function fakeTable() {
  const items = new Map<string, Record<string, unknown>>();
  const commands: UpdateCommand['input'][] = [];
  const client: RateLimitClient = {
    async send(command) {
      const input = command.input;
      commands.push(input);
      const names = input.ExpressionAttributeNames!;
      const values = input.ExpressionAttributeValues!;
      const id = `${input.Key!.PK}|${input.Key!.SK}`;
      const item = items.get(id) ?? { ...input.Key };
      item[names['#count']!] = ((item[names['#count']!] as number | undefined) ?? 0) + (values[':one'] as number);
      item[names['#ttl']!] ??= values[':expires'];
      items.set(id, item);
      return { Attributes: { [names['#count']!]: item[names['#count']!], [names['#ttl']!]: item[names['#ttl']!] } };
    },
  };
  return { client, items, commands };
}

function clock(startIso: string) {
  let at = Date.parse(startIso);
  return {
    now: () => new Date(at),
    advance: (ms: number) => void (at += ms),
    set: (iso: string) => void (at = Date.parse(iso)),
  };
}

const key = { kind: 'apiKey', id: 'key_01' } as const;

describe('createRateLimiter', () => {
  it('counts with one UpdateItem per request on a key of principal and window start, with a TTL at the window end', async () => {
    const table = fakeTable();
    const time = clock('2030-01-01T00:00:03.250Z');
    const limiter = createRateLimiter({
      client: table.client,
      tableName: 'outreach',
      limit: 5,
      windowSeconds: 10,
      now: time.now,
    });
    await limiter.consume(key);
    const windowStart = Date.parse('2030-01-01T00:00:00Z') / 1000;
    expect(table.commands).toEqual([
      {
        TableName: 'outreach',
        Key: { PK: 'RATE#apiKey#key_01', SK: String(windowStart) },
        UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :expires)',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': tableDefinition.ttlAttribute },
        ExpressionAttributeValues: { ':one': 1, ':expires': windowStart + 10 },
        ReturnValues: 'UPDATED_NEW',
      },
    ]);
  });

  it('allows the limit, then refuses, with the remaining count and the seconds until the window resets', async () => {
    const table = fakeTable();
    const time = clock('2030-01-01T00:00:03.250Z');
    const limiter = createRateLimiter({
      client: table.client,
      tableName: 't',
      limit: 3,
      windowSeconds: 10,
      now: time.now,
    });
    const states = [];
    for (let i = 0; i < 5; i++) states.push(await limiter.consume(key));
    expect(states).toEqual([
      { allowed: true, limit: 3, remaining: 2, resetSeconds: 7 },
      { allowed: true, limit: 3, remaining: 1, resetSeconds: 7 },
      { allowed: true, limit: 3, remaining: 0, resetSeconds: 7 },
      { allowed: false, limit: 3, remaining: 0, resetSeconds: 7 },
      { allowed: false, limit: 3, remaining: 0, resetSeconds: 7 },
    ]);
  });

  it('rounds the reset up to whole seconds and never answers less than 1', async () => {
    const table = fakeTable();
    const time = clock('2030-01-01T00:00:09.999Z');
    const limiter = createRateLimiter({
      client: table.client,
      tableName: 't',
      limit: 1,
      windowSeconds: 10,
      now: time.now,
    });
    expect((await limiter.consume(key)).resetSeconds).toBe(1);
    time.set('2030-01-01T00:00:10.001Z');
    expect((await limiter.consume(key)).resetSeconds).toBe(10);
    time.set('2030-01-01T00:00:10.000Z');
    expect((await limiter.consume({ kind: 'user', id: 'usr_1' })).resetSeconds).toBe(10);
  });

  it('starts a fresh count when the window passes', async () => {
    const table = fakeTable();
    const time = clock('2030-01-01T00:00:00Z');
    const limiter = createRateLimiter({
      client: table.client,
      tableName: 't',
      limit: 2,
      windowSeconds: 2,
      now: time.now,
    });
    await limiter.consume(key);
    await limiter.consume(key);
    time.advance(1_999);
    expect(await limiter.consume(key)).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 1 });
    time.advance(1);
    expect(await limiter.consume(key)).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 2 });
    expect([...table.items.values()].map((item) => [item.SK, item.count])).toEqual([
      [String(Date.parse('2030-01-01T00:00:00Z') / 1000), 3],
      [String(Date.parse('2030-01-01T00:00:02Z') / 1000), 1],
    ]);
  });

  it('counts each API key and each user apart, and an API key apart from a user of the same id', async () => {
    const table = fakeTable();
    const time = clock('2030-01-01T00:00:00Z');
    const limiter = createRateLimiter({
      client: table.client,
      tableName: 't',
      limit: 1,
      windowSeconds: 10,
      now: time.now,
    });
    expect((await limiter.consume({ kind: 'apiKey', id: 'key_a' })).allowed).toBe(true);
    expect((await limiter.consume({ kind: 'apiKey', id: 'key_a' })).allowed).toBe(false);
    expect((await limiter.consume({ kind: 'apiKey', id: 'key_b' })).allowed).toBe(true);
    expect((await limiter.consume({ kind: 'user', id: 'key_a' })).allowed).toBe(true);
  });

  it('does not key the count on the organization, so switching it resets nothing', async () => {
    const table = fakeTable();
    const limiter = createRateLimiter({
      client: table.client,
      tableName: 't',
      limit: 1,
      windowSeconds: 10,
      now: () => new Date('2030-01-01T00:00:00Z'),
    });
    const inA: Principal = {
      kind: 'user',
      id: 'usr_1',
      userId: 'usr_1',
      org: 'org_AAAA',
      scopes: ['*:write'],
      role: 'OWNER',
    };
    await limiter.consume(inA);
    const inB: Principal = { ...inA, org: 'org_BBBB' };
    expect(await limiter.consume(inB)).toMatchObject({ allowed: false });
    expect(table.items.size).toBe(1);
  });

  it('lets an error of the table reach the caller', async () => {
    const limiter = createRateLimiter({
      client: { send: async () => Promise.reject(new Error('throttled')) },
      tableName: 't',
      limit: 1,
      windowSeconds: 1,
    });
    await expect(limiter.consume(key)).rejects.toThrow('throttled');
  });

  it.each([
    [0, 10],
    [1.5, 10],
    [10, 0],
    [10, -1],
  ])('refuses a limit of %p per %p seconds', (limit, windowSeconds) => {
    expect(() => createRateLimiter({ client: fakeTable().client, tableName: 't', limit, windowSeconds })).toThrow(
      /positive integer/,
    );
  });
});

describe('rateLimitHeaders', () => {
  it('renders the limit, the remaining requests and the reset in seconds', () => {
    expect(rateLimitHeaders({ allowed: true, limit: 100, remaining: 99, resetSeconds: 10 })).toEqual({
      'RateLimit-Limit': '100',
      'RateLimit-Remaining': '99',
      'RateLimit-Reset': '10',
    });
  });
});

describe('rateLimitConfigFromEnv', () => {
  it('defaults to 100 requests per 10 seconds', () => {
    expect(rateLimitConfigFromEnv({})).toEqual({ limit: 100, windowSeconds: 10 });
    expect(rateLimitConfigFromEnv({ RATE_LIMIT_REQUESTS: '', RATE_LIMIT_WINDOW_SECONDS: ' ' })).toEqual({
      limit: 100,
      windowSeconds: 10,
    });
  });

  it('reads both variables', () => {
    expect(rateLimitConfigFromEnv({ RATE_LIMIT_REQUESTS: '5', RATE_LIMIT_WINDOW_SECONDS: '2' })).toEqual({
      limit: 5,
      windowSeconds: 2,
    });
  });

  it.each([
    ['RATE_LIMIT_REQUESTS', 'ten'],
    ['RATE_LIMIT_REQUESTS', '0'],
    ['RATE_LIMIT_REQUESTS', '-5'],
    ['RATE_LIMIT_WINDOW_SECONDS', '1.5'],
  ])('fails fast on %s=%p, naming the variable', (name, value) => {
    expect(() => rateLimitConfigFromEnv({ [name]: value })).toThrow(name);
  });
});
