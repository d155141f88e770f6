// The fixed-window rate limiter on real DynamoDB Local with an injected clock: the counter item written behind the
// request, the limit, the reset, fresh windows, separate principals, instances sharing a count, table errors, validation.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { provisionTable } from '../../infra/local/provision.js';
import { createRateLimiter } from '../../lib/platform/http/rate-limiter.js';
import { createDynamoDbClient } from '../../lib/platform/aws/clients.js';
import type { Principal } from '../../lib/platform/http/principal.js';
import { createStore } from '../../lib/platform/store/store.js';
import { tableDefinition } from '../../lib/platform/store/table-definition.js';
import { testDocumentClient, testEmulators, uniqueTableName } from '../support/runtime.js';
import { waitUntil } from '../support/wait-until.js';

const client = testDocumentClient();
const tableName = uniqueTableName();
const store = createStore({ client, tableName });

beforeAll(async () => {
  const raw = createDynamoDbClient(testEmulators().dynamodbEndpoint);
  await provisionTable(raw, tableName);
  raw.destroy();
});

afterAll(() => {
  client.destroy();
});

function clock(startIso: string) {
  let at = Date.parse(startIso);
  return {
    now: () => new Date(at),
    advance: (ms: number) => void (at += ms),
    set: (iso: string) => void (at = Date.parse(iso)),
  };
}

/** A principal no other test counts for, so that tests share the table and not their counts. */
const apiKey = () => ({ kind: 'apiKey', id: `key_${randomUUID()}` }) as const;

/** The counter items of a principal, oldest window first. */
async function counters(principal: Pick<Principal, 'kind' | 'id'>) {
  const { Items = [] } = await client.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `RATE#${principal.kind}#${principal.id}` },
      ConsistentRead: true,
    }),
  );
  return Items;
}

/** A store on the real client, with every call's command noted on the way through. */
function notingStore() {
  const sent: string[] = [];
  const noting = Object.create(client) as typeof client;
  noting.send = ((command: { constructor: { name: string } }) => {
    sent.push(command.constructor.name);
    return client.send(command as never);
  }) as typeof client.send;
  return { store: createStore({ client: noting, tableName }), sent };
}

describe('createRateLimiter', () => {
  it('counts in one item per principal and window start, expiring at the window end, written behind the request', async () => {
    const key = apiKey();
    const time = clock('2030-01-01T00:00:03.250Z');
    const { store: notedStore, sent } = notingStore();
    const limiter = createRateLimiter({ store: notedStore, limit: 5, windowSeconds: 10, now: time.now });
    // The first request of a window reads the table's total (it has heard none yet); its count follows the answer.
    await limiter.consume(key);
    expect(sent[0]).toBe('GetCommand');
    // The next ones are decided from what the instance knows, and their counts follow in writes of their own.
    await limiter.consume(key);
    await limiter.consume(key);
    await limiter.written();
    const windowStart = Date.parse('2030-01-01T00:00:00Z') / 1000;
    expect(sent.slice(1).length).toBeGreaterThanOrEqual(1);
    expect(sent.slice(1).every((command) => command === 'UpdateCommand')).toBe(true);
    expect(await counters(key)).toEqual([
      {
        PK: `RATE#apiKey#${key.id}`,
        SK: String(windowStart),
        count: 3,
        [tableDefinition.ttlAttribute]: windowStart + 10,
      },
    ]);
  });

  it('gathers the counts of requests close together into one write', async () => {
    const key = apiKey();
    const time = clock('2030-01-01T00:00:03.250Z');
    const { store: notedStore, sent } = notingStore();
    const limiter = createRateLimiter({ store: notedStore, limit: 50, windowSeconds: 10, now: time.now });
    // Ten requests in a row: none waits for the table after the first's read, so all fall within one gathering.
    for (let i = 0; i < 10; i++) await limiter.consume(key);
    await limiter.written();
    expect(sent).toEqual(['GetCommand', 'UpdateCommand']);
    expect((await counters(key)).map((item) => item.count)).toEqual([10]);
  });

  it('writes gathered counts by itself, with no later request and no call to written()', async () => {
    const key = apiKey();
    const limiter = createRateLimiter({ store, limit: 5, windowSeconds: 600 });
    await limiter.consume(key);
    await waitUntil(
      () => counters(key),
      (items) => items[0]?.count === 1,
      'the gathered count to be written',
    );
  });

  it('asks the table again before counting once its last answer is over a second old', async () => {
    const key = apiKey();
    const time = clock('2030-01-01T00:00:03.250Z');
    const { store: notedStore, sent } = notingStore();
    const limiter = createRateLimiter({ store: notedStore, limit: 5, windowSeconds: 10, now: time.now });
    await limiter.consume(key);
    await limiter.written();
    // Another instance counted meanwhile.
    const other = createRateLimiter({ store, limit: 5, windowSeconds: 10, now: time.now });
    for (let i = 0; i < 3; i++) await other.consume(key);
    await other.written();
    time.advance(1_001);
    const before = sent.length;
    expect(await limiter.consume(key)).toMatchObject({ allowed: true, remaining: 0 });
    expect(sent[before]).toBe('GetCommand');
    expect(await limiter.consume(key)).toMatchObject({ allowed: false });
  });

  it('holds across instances within one request each: the excess is what an instance admits before its write answers', async () => {
    const key = apiKey();
    const time = clock('2030-01-01T00:00:03.250Z');
    const [a, b] = [1, 2].map(() => createRateLimiter({ store, limit: 10, windowSeconds: 10, now: time.now }));
    let admitted = 0;
    // Requests one at a time, each instance's write done before its next request, alternating.
    for (let i = 0; i < 30; i++) {
      const limiter = i % 2 === 0 ? a! : b!;
      if ((await limiter.consume(key)).allowed) admitted++;
      await limiter.written();
    }
    expect(admitted).toBeGreaterThanOrEqual(10);
    expect(admitted).toBeLessThanOrEqual(12);
    expect((await counters(key))[0]?.count).toBe(admitted);
  });

  it('refuses a subject it refused already from memory, with no table call, until its window ends', async () => {
    const key = apiKey();
    const other = apiKey();
    const time = clock('2030-01-01T00:00:03.250Z');
    const { store: notedStore, sent } = notingStore();
    const limiter = createRateLimiter({ store: notedStore, limit: 2, windowSeconds: 10, now: time.now });
    expect(limiter.knownRefusal(key)).toBeUndefined();
    for (let i = 0; i < 3; i++) await limiter.consume(key);
    await limiter.written();
    // A read, then two counted (the third refused from what the instance knew), at most one write each.
    const counted = sent.length;
    expect(counted).toBeLessThanOrEqual(3);
    // Refused once: the next ones cost nothing, and say the same as a counted refusal would.
    expect(limiter.knownRefusal(key)).toEqual({ allowed: false, limit: 2, remaining: 0, resetSeconds: 7 });
    for (let i = 0; i < 5; i++) expect(await limiter.consume(key)).toMatchObject({ allowed: false });
    expect(sent).toHaveLength(counted);
    // Another subject is counted as before: a read of its total, and its count.
    expect(await limiter.consume(other)).toMatchObject({ allowed: true });
    await limiter.written();
    expect(sent.slice(counted)).toEqual(['GetCommand', 'UpdateCommand']);
    // The next window counts again.
    time.set('2030-01-01T00:00:10.000Z');
    expect(limiter.knownRefusal(key)).toBeUndefined();
    expect(await limiter.consume(key)).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 10 });
    await limiter.written();
    expect(sent.slice(counted + 2)).toEqual(['GetCommand', 'UpdateCommand']);
  });

  it('allows the limit, then refuses, with the remaining count and the seconds until the window resets', async () => {
    const key = apiKey();
    const time = clock('2030-01-01T00:00:03.250Z');
    const limiter = createRateLimiter({ store, limit: 3, windowSeconds: 10, now: time.now });
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
    const key = apiKey();
    const time = clock('2030-01-01T00:00:09.999Z');
    const limiter = createRateLimiter({ store, limit: 1, windowSeconds: 10, now: time.now });
    expect((await limiter.consume(key)).resetSeconds).toBe(1);
    time.set('2030-01-01T00:00:10.001Z');
    expect((await limiter.consume(key)).resetSeconds).toBe(10);
    time.set('2030-01-01T00:00:10.000Z');
    expect((await limiter.consume({ kind: 'user', id: `usr_${randomUUID()}` })).resetSeconds).toBe(10);
  });

  it('starts a fresh count when the window passes', async () => {
    const key = apiKey();
    const time = clock('2030-01-01T00:00:00Z');
    const limiter = createRateLimiter({ store, limit: 2, windowSeconds: 2, now: time.now });
    await limiter.consume(key);
    await limiter.consume(key);
    time.advance(1_999);
    expect(await limiter.consume(key)).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 1 });
    time.advance(1);
    expect(await limiter.consume(key)).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 2 });
    await limiter.written();
    // A refused request is not counted.
    expect((await counters(key)).map((item) => [item.SK, item.count])).toEqual([
      [String(Date.parse('2030-01-01T00:00:00Z') / 1000), 2],
      [String(Date.parse('2030-01-01T00:00:02Z') / 1000), 1],
    ]);
  });

  it('counts each API key and each user apart, and an API key apart from a user of the same id', async () => {
    const id = `key_${randomUUID()}`;
    const time = clock('2030-01-01T00:00:00Z');
    const limiter = createRateLimiter({ store, limit: 1, windowSeconds: 10, now: time.now });
    expect((await limiter.consume({ kind: 'apiKey', id })).allowed).toBe(true);
    expect((await limiter.consume({ kind: 'apiKey', id })).allowed).toBe(false);
    expect((await limiter.consume({ kind: 'apiKey', id: `${id}_b` })).allowed).toBe(true);
    expect((await limiter.consume({ kind: 'user', id })).allowed).toBe(true);
  });

  it('does not key the count on the organization, so switching it resets nothing', async () => {
    const limiter = createRateLimiter({
      store,
      limit: 1,
      windowSeconds: 10,
      now: () => new Date('2030-01-01T00:00:00Z'),
    });
    const userId = `usr_${randomUUID()}`;
    const inA: Principal = {
      kind: 'user',
      id: userId,
      userId,
      org: 'org_AAAA',
      scopes: ['*:write'],
      role: 'OWNER',
    };
    await limiter.consume(inA);
    const inB: Principal = { ...inA, org: 'org_BBBB' };
    expect(await limiter.consume(inB)).toMatchObject({ allowed: false });
    await limiter.written();
    expect(await counters(inA)).toHaveLength(1);
  });

  it('lets an error of the table reach the caller that waits for it, the first of a window', async () => {
    const limiter = createRateLimiter({
      store: createStore({ client, tableName: `${tableName}-missing` }),
      limit: 1,
      windowSeconds: 1,
    });
    await expect(limiter.consume(apiKey())).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it.each([
    [0, 10],
    [1.5, 10],
    [10, 0],
    [10, -1],
  ])('refuses a limit of %p per %p seconds', (limit, windowSeconds) => {
    expect(() => createRateLimiter({ store, limit, windowSeconds })).toThrow(/positive integer/);
  });
});
