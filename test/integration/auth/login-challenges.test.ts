// Login challenges on the real store (DynamoDB Local): single use, wrong codes counted and fatal at five, at most five
// wrong codes per address an hour across challenges, only the newest challenge of an address alive, expiry after ten
// minutes, only a hash of the code stored, challenges for nobody that no code meets, and one winner under concurrency.
import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import {
  CHALLENGE_SECONDS,
  createLoginChallenges,
  loginChallengeEntity,
  MAX_CODE_ATTEMPTS,
} from '../../../lib/auth/login-challenges.js';
import { addressKey, createLoginLimits, MAX_WRONG_CODES_PER_WINDOW } from '../../../lib/auth/login-limits.js';
import { createStore, type Store } from '../../../lib/platform/store/store.js';
import { testDocumentClient, uniqueTableName, provisionTestTable } from '../../support/runtime.js';

let store: Store;
/** The clock every challenge and limit in this file reads: five to the hour, so that a test can step into the next one. */
const START = new Date('2026-11-21T10:55:00.000Z').getTime();
let clock = START;
const now = () => new Date(clock);
let challenges: ReturnType<typeof createLoginChallenges>;

beforeAll(async () => {
  const tableName = uniqueTableName();
  await provisionTestTable(tableName);
  store = createStore({ client: testDocumentClient(), tableName });
  challenges = createLoginChallenges({ store, limits: createLoginLimits(store, { now }), now });
}, 60_000);

afterEach(() => {
  clock = START;
});

/** A fresh address (as the flow keys it) and its user. */
const newAccount = () => ({ address: addressKey(`${ulid()}@example.com`), userId: `usr_${ulid()}` });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const stored = (challengeId: string) =>
  store.get(loginChallengeEntity, challengeId, challengeId, { includeDeleted: true });

/** What a refused consume answers: 401 invalid_access_token. */
async function expectRefused(attempt: Promise<unknown>, why?: RegExp): Promise<void> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught as { status?: number; code?: string; description?: string },
  );
  expect(error).toMatchObject({ status: 401, code: 'invalid_access_token' });
  if (why) expect(error!.description).toMatch(why);
}

/** What a try past the address's wrong codes answers: 429 rate_limited with a Retry-After until the hour is over. */
async function expectRateLimited(attempt: Promise<unknown>): Promise<void> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught as { status?: number; code?: string; options?: { headers?: Record<string, string> } },
  );
  expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
  const hourEnd = Math.ceil(clock / 3_600_000) * 3_600_000;
  expect(error!.options!.headers!['Retry-After']).toBe(String(Math.ceil((hourEnd - clock) / 1000)));
}

describe('open', () => {
  it('makes a 6-digit code and stores only its hash, with the address, the user, a 10-minute expiry and no attempts', async () => {
    const { address, userId } = newAccount();
    const { challengeId, code } = await challenges.open(address, userId, 'req-open');
    expect(code).toMatch(/^\d{6}$/);
    expect(challengeId).toMatch(/^lgc_[0-9A-HJKMNP-TV-Z]{26}$/);
    const record = await stored(challengeId);
    expect(record).toMatchObject({
      address,
      userId,
      attempts: 0,
      usedAt: null,
      expiresAt: new Date(clock + CHALLENGE_SECONDS * 1000).toISOString(),
    });
    expect(CHALLENGE_SECONDS).toBe(600);
    expect(record!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(record!.codeHash).toBe(createHash('sha256').update(`${challengeId}:${code}`).digest('hex'));
    expect(JSON.stringify(record)).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });

  it('makes codes that vary (not a constant or a counter)', async () => {
    const { address, userId } = newAccount();
    const codes = await Promise.all(
      Array.from({ length: 20 }, () => challenges.open(address, userId, 'req').then(({ code }) => code)),
    );
    expect(new Set(codes).size).toBeGreaterThan(15);
  });
});

describe('consume with a code', () => {
  it('accepts the right code once and answers its user; the second use is refused', async () => {
    const { address, userId } = newAccount();
    const { challengeId, code } = await challenges.open(address, userId, 'req');
    await expect(challenges.consume(challengeId, 'req', code)).resolves.toBe(userId);
    expect((await stored(challengeId))!.usedAt).toBe(now().toISOString());
    await expectRefused(challenges.consume(challengeId, 'req', code), /already used/);
    // Nor does a link token for the same challenge work after the code did.
    await expectRefused(challenges.consume(challengeId, 'req'), /already used/);
  });

  it('counts a wrong code as an attempt and refuses it', async () => {
    const { address, userId } = newAccount();
    const { challengeId, code } = await challenges.open(address, userId, 'req');
    await expectRefused(challenges.consume(challengeId, 'req', wrongCode(code)), /wrong/);
    expect(await stored(challengeId)).toMatchObject({ attempts: 1, usedAt: null });
    await expectRefused(challenges.consume(challengeId, 'req', wrongCode(wrongCode(code))), /wrong/);
    expect(await stored(challengeId)).toMatchObject({ attempts: 2, usedAt: null });
  });

  it('still accepts the right code after four wrong ones', async () => {
    const { address, userId } = newAccount();
    const { challengeId, code } = await challenges.open(address, userId, 'req');
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i++)
      await expectRefused(challenges.consume(challengeId, 'req', wrongCode(code)));
    await expect(challenges.consume(challengeId, 'req', code)).resolves.toBe(userId);
  });

  it('is dead after five wrong codes, even once the hour that counted them is over', async () => {
    expect(MAX_CODE_ATTEMPTS).toBe(5);
    const { address, userId } = newAccount();
    const { challengeId, code } = await challenges.open(address, userId, 'req');
    for (let i = 0; i < 5; i++) await expectRefused(challenges.consume(challengeId, 'req', wrongCode(code)), /wrong/);
    expect(await stored(challengeId)).toMatchObject({ attempts: 5, usedAt: null });
    // The next hour lets the address try again, and the challenge (still within its ten minutes) refuses.
    clock = Date.parse('2026-11-21T11:00:00.000Z');
    await expectRefused(challenges.consume(challengeId, 'req', code), /Too many/);
    await expectRefused(challenges.consume(challengeId, 'req'), /Too many/);
    expect(await stored(challengeId)).toMatchObject({ attempts: 5, usedAt: null });
  });

  it('takes at most five wrong codes an hour per address across challenges; then even the right one is 429 until the next hour', async () => {
    expect(MAX_WRONG_CODES_PER_WINDOW).toBe(5);
    const { address, userId } = newAccount();
    for (let i = 0; i < 5; i++) {
      const { challengeId, code } = await challenges.open(address, userId, 'req');
      await expectRefused(challenges.consume(challengeId, 'req', wrongCode(code)), /wrong/);
    }
    const { challengeId, code } = await challenges.open(address, userId, 'req');
    clock += 60 * 1000;
    await expectRateLimited(challenges.consume(challengeId, 'req', code));
    expect(await stored(challengeId)).toMatchObject({ attempts: 0, usedAt: null });
    // Another address is not held up.
    const other = newAccount();
    const theirs = await challenges.open(other.address, other.userId, 'req');
    await expect(challenges.consume(theirs.challengeId, 'req', theirs.code)).resolves.toBe(other.userId);
    // The next hour, the same code works.
    clock = Date.parse('2026-11-21T11:00:00.000Z');
    await expect(challenges.consume(challengeId, 'req', code)).resolves.toBe(userId);
  });

  it('does not count right codes as wrong ones', async () => {
    const { address, userId } = newAccount();
    for (let i = 0; i < 7; i++) {
      const { challengeId, code } = await challenges.open(address, userId, 'req');
      if (i % 2 === 0) await expectRefused(challenges.consume(challengeId, 'req', wrongCode(code)), /wrong/);
      await expect(challenges.consume(challengeId, 'req', code)).resolves.toBe(userId);
    }
  });

  it('lets only five of many wrong codes sent at once be checked: the rest are 429', async () => {
    const { address, userId } = newAccount();
    const { challengeId, code } = await challenges.open(address, userId, 'req');
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.allSettled(guesses.map((guess) => challenges.consume(challengeId, 'req', guess)));
    const statuses = results.map((result) =>
      result.status === 'rejected' ? (result.reason as { status?: number }).status : 200,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(Number((await stored(challengeId))!.attempts)).toBeLessThanOrEqual(5);
    await expectRateLimited(challenges.consume(challengeId, 'req', code));
  });

  it('expires ten minutes after it was opened', async () => {
    const first = newAccount();
    const second = newAccount();
    const opened = clock;
    const a = await challenges.open(first.address, first.userId, 'req');
    const b = await challenges.open(second.address, second.userId, 'req');
    clock = opened + CHALLENGE_SECONDS * 1000 - 1;
    await expect(challenges.consume(a.challengeId, 'req', a.code)).resolves.toBe(first.userId);
    clock = opened + CHALLENGE_SECONDS * 1000;
    await expectRefused(challenges.consume(b.challengeId, 'req', b.code), /expired/);
    clock = opened + 24 * 3600 * 1000;
    await expectRefused(challenges.consume(b.challengeId, 'req', b.code), /expired/);
    await expectRefused(challenges.consume(b.challengeId, 'req'), /expired/);
  });

  it('refuses an unknown challenge', async () => {
    const { address, userId } = newAccount();
    const { challengeId, code } = await challenges.open(address, userId, 'req');
    await expectRefused(challenges.consume(`lgc_${ulid()}`, 'req', code), /unknown/);
    await expectRefused(challenges.consume(`lgc_${ulid()}`, 'req'), /unknown/);
    // The real owner can still use theirs: the probes did not touch it.
    await expect(challenges.consume(challengeId, 'req', code)).resolves.toBe(userId);
  });

  it('does not accept the code of one challenge for another', async () => {
    const { address, userId } = newAccount();
    const a = await challenges.open(address, userId, 'req');
    let b = await challenges.open(address, userId, 'req');
    while (b.code === a.code) b = await challenges.open(address, userId, 'req');
    await expectRefused(challenges.consume(b.challengeId, 'req', a.code), /wrong/);
  });

  it('lets exactly one of many concurrent consumptions of the right code succeed', async () => {
    const { address, userId } = newAccount();
    const { challengeId, code } = await challenges.open(address, userId, 'req');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => challenges.consume(challengeId, 'req', code)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected')
        expect((result.reason as { status?: number }).status).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('a newer challenge', () => {
  it('retires the older ones of the address, by code and by link; other addresses keep theirs', async () => {
    const { address, userId } = newAccount();
    const other = newAccount();
    const theirs = await challenges.open(other.address, other.userId, 'req');
    const older = await challenges.open(address, userId, 'req');
    const newer = await challenges.open(address, userId, 'req');
    await expectRefused(challenges.consume(older.challengeId, 'req', older.code), /newer/);
    await expectRefused(challenges.consume(older.challengeId, 'req'), /newer/);
    await expect(challenges.consume(newer.challengeId, 'req', newer.code)).resolves.toBe(userId);
    await expect(challenges.consume(theirs.challengeId, 'req', theirs.code)).resolves.toBe(other.userId);
  });
});

describe('a challenge for nobody (an address without an account)', () => {
  it('is met by no code, not even its own, and not by a link token', async () => {
    const address = addressKey(`${ulid()}@example.com`);
    const { challengeId, code } = await challenges.open(address, null, 'req');
    expect(await stored(challengeId)).toMatchObject({ address, userId: null, attempts: 0 });
    await expectRefused(challenges.consume(challengeId, 'req', code), /wrong/);
    await expectRefused(challenges.consume(challengeId, 'req'), /wrong/);
  });

  it('counts wrong codes like any other: the sixth try in the hour is 429', async () => {
    const address = addressKey(`${ulid()}@example.com`);
    const { challengeId, code } = await challenges.open(address, null, 'req');
    for (let i = 0; i < 5; i++) await expectRefused(challenges.consume(challengeId, 'req', wrongCode(code)), /wrong/);
    await expectRateLimited(challenges.consume(challengeId, 'req', code));
  });
});

describe('consume with a link token (no code)', () => {
  it('works once', async () => {
    const { address, userId } = newAccount();
    const { challengeId, code } = await challenges.open(address, userId, 'req');
    await expect(challenges.consume(challengeId, 'req')).resolves.toBe(userId);
    await expectRefused(challenges.consume(challengeId, 'req'), /already used/);
    await expectRefused(challenges.consume(challengeId, 'req', code), /already used/);
  });

  it('still works when the address has used up its wrong codes, so a guesser cannot lock the owner out', async () => {
    const { address, userId } = newAccount();
    for (let i = 0; i < 6; i++) {
      const { challengeId, code } = await challenges.open(address, userId, 'req');
      await challenges.consume(challengeId, 'req', wrongCode(code)).catch(() => undefined);
    }
    const { challengeId, code } = await challenges.open(address, userId, 'req');
    await expectRateLimited(challenges.consume(challengeId, 'req', code));
    await expect(challenges.consume(challengeId, 'req')).resolves.toBe(userId);
  });

  it('lets exactly one of many concurrent uses succeed', async () => {
    const { address, userId } = newAccount();
    const { challengeId } = await challenges.open(address, userId, 'req');
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => challenges.consume(challengeId, 'req')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});
