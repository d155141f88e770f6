// The webhook GCRA limiter (one bucket per import, one per organization) on real DynamoDB Local with an injected clock: burst, refill, idle reset, isolation, concurrency and validation.
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { organizationRowLimitFromEnv } from '../../lib/app/settings.js';
import {
  createImportRateLimiter,
  DEFAULT_IMPORT_RATE_LIMIT,
  DEFAULT_ORGANIZATION_ROW_LIMIT,
  type ImportRateLimit,
  type ImportRateLimiter,
  importBucket,
  type RateBucket,
  takeDeliveryTokens,
  webhookBuckets,
} from '../../lib/imports/webhook/webhook-rate-limit.js';
import { itemKeyOf } from '../../lib/platform/store/keys.js';
import { createStore } from '../../lib/platform/store/store.js';
import { tableDefinition } from '../../lib/platform/store/table-definition.js';
import { testDocumentClient, uniqueTableName, provisionTestTable } from '../support/runtime.js';

const client = testDocumentClient();
const tableName = uniqueTableName();
/** A realistic epoch in ms, so the sums DynamoDB stores are as large as in production. */
const START = 1_760_000_000_000;
let clock = START;
let limiter: ImportRateLimiter;

beforeAll(async () => {
  await provisionTestTable(tableName);
  limiter = createImportRateLimiter({ store: createStore({ client, tableName }), now: () => clock });
});

afterAll(() => {
  client.destroy();
});

beforeEach(() => {
  clock = START;
});

/** The bucket of a new import. */
const newImport = () => importBucket(`imp_${randomUUID()}`);

/** Consumes one at a time and returns the verdicts' `allowed` flags. */
async function consumeInSequence(
  importId: RateBucket,
  count: number,
  limit: ImportRateLimit = DEFAULT_IMPORT_RATE_LIMIT,
): Promise<boolean[]> {
  const allowed: boolean[] = [];
  for (let i = 0; i < count; i++) allowed.push((await limiter.consume(importId, limit)).allowed);
  return allowed;
}

const countAllowed = (flags: boolean[]) => flags.filter(Boolean).length;

describe('the default limit (50 per second, burst 100)', () => {
  it('allows exactly the burst at once, then refuses with retryAfterSeconds 1', async () => {
    const importId = newImport();
    expect(countAllowed(await consumeInSequence(importId, 100))).toBe(100);
    await expect(limiter.consume(importId, DEFAULT_IMPORT_RATE_LIMIT)).resolves.toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });

  it('allows one more request each emission interval (20 ms), and not before', async () => {
    const importId = newImport();
    await consumeInSequence(importId, 100);
    clock += 19;
    expect((await limiter.consume(importId, DEFAULT_IMPORT_RATE_LIMIT)).allowed).toBe(false);
    clock += 1;
    await expect(limiter.consume(importId, DEFAULT_IMPORT_RATE_LIMIT)).resolves.toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    expect((await limiter.consume(importId, DEFAULT_IMPORT_RATE_LIMIT)).allowed).toBe(false);
    clock += 20;
    expect(await consumeInSequence(importId, 2)).toEqual([true, false]);
  });

  it('refills in proportion to the time passed', async () => {
    const importId = newImport();
    await consumeInSequence(importId, 100);
    clock += 500; // 25 intervals
    expect(countAllowed(await consumeInSequence(importId, 40))).toBe(25);
  });

  it('gives the full burst again after a long idle', async () => {
    const importId = newImport();
    await consumeInSequence(importId, 101);
    clock += 10 * 60 * 1000;
    const flags = await consumeInSequence(importId, 101);
    expect(countAllowed(flags.slice(0, 100))).toBe(100);
    expect(flags[100]).toBe(false);
  });

  it('keeps one bucket per import', async () => {
    const first = newImport();
    const second = newImport();
    await consumeInSequence(first, 100);
    expect((await limiter.consume(first, DEFAULT_IMPORT_RATE_LIMIT)).allowed).toBe(false);
    expect(countAllowed(await consumeInSequence(second, 100))).toBe(100);
    expect((await limiter.consume(second, DEFAULT_IMPORT_RATE_LIMIT)).allowed).toBe(false);
  });

  it('allows exactly the burst out of 150 concurrent requests', async () => {
    const importId = newImport();
    // Separate limiters share nothing in memory, as separate Lambda instances would not.
    const instances = Array.from({ length: 5 }, () =>
      createImportRateLimiter({ store: createStore({ client, tableName }), now: () => clock }),
    );
    const verdicts = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        instances[i % instances.length]!.consume(importId, DEFAULT_IMPORT_RATE_LIMIT),
      ),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(100);
    expect(verdicts.filter((v) => !v.allowed).every((v) => v.retryAfterSeconds === 1)).toBe(true);
  });

  it('takes a token given back again, and no more', async () => {
    const importId = newImport();
    await consumeInSequence(importId, 100);
    await limiter.giveBack(importId, DEFAULT_IMPORT_RATE_LIMIT);
    expect(await consumeInSequence(importId, 2)).toEqual([true, false]);
  });

  it('gives nothing back to a bucket that was never taken from: a new bucket holds the burst, not more', async () => {
    const importId = newImport();
    await limiter.giveBack(importId, DEFAULT_IMPORT_RATE_LIMIT);
    expect(countAllowed(await consumeInSequence(importId, 101))).toBe(100);
  });

  it('stores the bucket in one item at its key, with a TTL after the bucket would be full again', async () => {
    const importId = newImport();
    await consumeInSequence(importId, 3);
    const { Item } = await client.send(
      new GetCommand({ TableName: tableName, Key: itemKeyOf(webhookBuckets, importId) }),
    );
    expect(Item).toBeDefined();
    expect(Item!.tat).toBe(START + 3 * 20);
    const expires = Item![tableDefinition.ttlAttribute] as number;
    // Full again at the latest when now passes tat (start + 2 s for a whole burst), and not kept for long after.
    expect(expires).toBeGreaterThanOrEqual(Math.ceil((START + 2000) / 1000));
    expect(expires).toBeLessThanOrEqual(START / 1000 + 10 * 60);
  });
});

describe('custom limits', () => {
  it('perSecond 2, burst 1: one request, then a refusal with retryAfterSeconds 1 until 500 ms have passed', async () => {
    const importId = newImport();
    const limit = { perSecond: 2, burst: 1 };
    await expect(limiter.consume(importId, limit)).resolves.toEqual({ allowed: true, retryAfterSeconds: 0 });
    await expect(limiter.consume(importId, limit)).resolves.toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock += 499;
    expect((await limiter.consume(importId, limit)).allowed).toBe(false);
    clock += 1;
    expect((await limiter.consume(importId, limit)).allowed).toBe(true);
  });

  it('a slow rate gives retryAfterSeconds of a whole interval', async () => {
    const importId = newImport();
    const limit = { perSecond: 0.1, burst: 1 };
    await limiter.consume(importId, limit);
    await expect(limiter.consume(importId, limit)).resolves.toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('holds the burst exactly when the interval is not a whole number of ms (6 per second)', async () => {
    // With 6 per second, DynamoDB's decimal sum of nine intervals ends just above JS's float tau: without slack the tenth request is lost.
    const importId = newImport();
    const limit = { perSecond: 6, burst: 10 };
    expect(await consumeInSequence(importId, 11, limit)).toEqual([...Array<boolean>(10).fill(true), false]);
    for (let step = 1; step <= 6; step++) {
      clock = START + Math.ceil((step * 1000) / 6);
      expect(await consumeInSequence(importId, 2, limit)).toEqual([true, false]);
    }
  });

  it.each([
    ['perSecond 0', { perSecond: 0, burst: 10 }],
    ['perSecond -5', { perSecond: -5, burst: 10 }],
    ['perSecond NaN', { perSecond: Number.NaN, burst: 10 }],
    ['perSecond Infinity', { perSecond: Number.POSITIVE_INFINITY, burst: 10 }],
    ['burst 0', { perSecond: 10, burst: 0 }],
    ['burst 1.5', { perSecond: 10, burst: 1.5 }],
  ])('refuses the invalid limit %s with an error', async (_label, limit) => {
    await expect(limiter.consume(newImport(), limit)).rejects.toThrow(/perSecond|burst/);
  });
});

describe('a delivery taking from its import bucket and its organization bucket', () => {
  const oneAtATime: ImportRateLimit = { perSecond: 1, burst: 1 };

  it('takes from both, or from neither: a full organization bucket gives the import its token back', async () => {
    const [imported, organization] = [newImport(), newImport()];
    await consumeInSequence(organization, 1, oneAtATime);
    await expect(
      takeDeliveryTokens(limiter, [
        [imported, oneAtATime],
        [organization, oneAtATime],
      ]),
    ).rejects.toMatchObject({ status: 429, options: { headers: { 'Retry-After': '1' } } });
    expect(await consumeInSequence(imported, 2, oneAtATime)).toEqual([true, false]);
  });

  it('answers how to give both tokens back', async () => {
    const [imported, organization] = [newImport(), newImport()];
    const giveBack = await takeDeliveryTokens(limiter, [
      [imported, oneAtATime],
      [organization, oneAtATime],
    ]);
    await giveBack();
    expect(await consumeInSequence(imported, 2, oneAtATime)).toEqual([true, false]);
    expect(await consumeInSequence(organization, 2, oneAtATime)).toEqual([true, false]);
  });
});

describe('the organization ceiling from the environment', () => {
  it('defaults to 100 rows per second with bursts of 200', () => {
    expect(organizationRowLimitFromEnv({})).toEqual({ perSecond: 100, burst: 200 });
    expect(DEFAULT_ORGANIZATION_ROW_LIMIT).toEqual({ perSecond: 100, burst: 200 });
  });

  it('takes IMPORT_ORG_ROWS_PER_SECOND (a fraction too) and IMPORT_ORG_ROWS_BURST, and fails fast on a bad value', () => {
    expect(organizationRowLimitFromEnv({ IMPORT_ORG_ROWS_PER_SECOND: '20', IMPORT_ORG_ROWS_BURST: '40' })).toEqual({
      perSecond: 20,
      burst: 40,
    });
    // Less than a row a second, as a fraction.
    expect(organizationRowLimitFromEnv({ IMPORT_ORG_ROWS_PER_SECOND: '0.5' }).perSecond).toBe(0.5);
    for (const bad of ['0', '0.0', '-1', '1e3', 'lots'])
      expect(() => organizationRowLimitFromEnv({ IMPORT_ORG_ROWS_PER_SECOND: bad })).toThrow(
        /IMPORT_ORG_ROWS_PER_SECOND/,
      );
    expect(() => organizationRowLimitFromEnv({ IMPORT_ORG_ROWS_BURST: 'lots' })).toThrow(/IMPORT_ORG_ROWS_BURST/);
  });
});
