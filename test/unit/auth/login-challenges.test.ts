// Login challenges on the real store (DynamoDB Local): single use, wrong codes counted and fatal at five, expiry after
// ten minutes, only a hash of the code stored, and exactly one winner when the right code is presented concurrently.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { provisionTable } from '../../../infra/local/provision.js';
import {
  CHALLENGE_SECONDS,
  createLoginChallenges,
  loginChallengeEntity,
  MAX_CODE_ATTEMPTS,
} from '../../../lib/auth/login-challenges.js';
import { createStore, type Store } from '../../../lib/store/store.js';
import { testDocumentClient, testEmulators, uniqueTableName } from '../../support/runtime.js';

let store: Store;
/** The clock every challenge in this file reads; tests move it. */
let clock = new Date('2026-11-21T10:00:00.000Z').getTime();
const now = () => new Date(clock);
let challenges: ReturnType<typeof createLoginChallenges>;

beforeAll(async () => {
  const raw = new DynamoDBClient({
    endpoint: testEmulators().dynamodbEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  const tableName = uniqueTableName();
  await provisionTable(raw, tableName);
  raw.destroy();
  store = createStore({ client: testDocumentClient(), tableName });
  challenges = createLoginChallenges(store, now);
}, 60_000);

const newUser = () => `usr_${ulid()}`;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const stored = (userId: string, challengeId: string) =>
  store.get(loginChallengeEntity, userId, challengeId, { includeDeleted: true });

/** What a refused consume answers: 401 invalid_access_token. */
async function expectRefused(attempt: Promise<unknown>, why?: RegExp): Promise<void> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught as { status?: number; code?: string; description?: string },
  );
  expect(error).toMatchObject({ status: 401, code: 'invalid_access_token' });
  if (why) expect(error!.description).toMatch(why);
}

describe('open', () => {
  it('makes a 6-digit code and stores only its hash, with a 10-minute expiry and no attempts', async () => {
    const userId = newUser();
    const { challengeId, code } = await challenges.open(userId, 'req-open');
    expect(code).toMatch(/^\d{6}$/);
    expect(challengeId).toMatch(/^lgc_[0-9A-HJKMNP-TV-Z]{26}$/);
    const record = await stored(userId, challengeId);
    expect(record).toMatchObject({
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
    const userId = newUser();
    const codes = await Promise.all(
      Array.from({ length: 20 }, () => challenges.open(userId, 'req').then(({ code }) => code)),
    );
    expect(new Set(codes).size).toBeGreaterThan(15);
  });
});

describe('consume with a code', () => {
  it('accepts the right code once; the second use is refused', async () => {
    const userId = newUser();
    const { challengeId, code } = await challenges.open(userId, 'req');
    await expect(challenges.consume(userId, challengeId, 'req', code)).resolves.toBeUndefined();
    expect((await stored(userId, challengeId))!.usedAt).toBe(now().toISOString());
    await expectRefused(challenges.consume(userId, challengeId, 'req', code), /already used/);
    // Nor does a link token for the same challenge work after the code did.
    await expectRefused(challenges.consume(userId, challengeId, 'req'), /already used/);
  });

  it('counts a wrong code as an attempt and refuses it', async () => {
    const userId = newUser();
    const { challengeId, code } = await challenges.open(userId, 'req');
    await expectRefused(challenges.consume(userId, challengeId, 'req', wrongCode(code)), /wrong/);
    expect(await stored(userId, challengeId)).toMatchObject({ attempts: 1, usedAt: null });
    await expectRefused(challenges.consume(userId, challengeId, 'req', wrongCode(wrongCode(code))), /wrong/);
    expect(await stored(userId, challengeId)).toMatchObject({ attempts: 2, usedAt: null });
  });

  it('still accepts the right code after four wrong ones', async () => {
    const userId = newUser();
    const { challengeId, code } = await challenges.open(userId, 'req');
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i++)
      await expectRefused(challenges.consume(userId, challengeId, 'req', wrongCode(code)));
    await expect(challenges.consume(userId, challengeId, 'req', code)).resolves.toBeUndefined();
  });

  it('is dead after five wrong codes: the right code is refused afterwards', async () => {
    expect(MAX_CODE_ATTEMPTS).toBe(5);
    const userId = newUser();
    const { challengeId, code } = await challenges.open(userId, 'req');
    for (let i = 0; i < 5; i++)
      await expectRefused(challenges.consume(userId, challengeId, 'req', wrongCode(code)), /wrong/);
    expect(await stored(userId, challengeId)).toMatchObject({ attempts: 5, usedAt: null });
    await expectRefused(challenges.consume(userId, challengeId, 'req', code), /Too many/);
    await expectRefused(challenges.consume(userId, challengeId, 'req'), /Too many/);
    expect(await stored(userId, challengeId)).toMatchObject({ attempts: 5, usedAt: null });
  });

  it('stays dead when many wrong codes arrive at once: never more than five are checked, and the right code then fails', async () => {
    const userId = newUser();
    const { challengeId, code } = await challenges.open(userId, 'req');
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.allSettled(
      guesses.map((guess) => challenges.consume(userId, challengeId, 'req', guess)),
    );
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    const attempts = Number((await stored(userId, challengeId))!.attempts);
    expect(attempts).toBeGreaterThan(0);
    expect(attempts).toBeLessThanOrEqual(5);
    // Guesses that lost a write race may not have been counted: top up to five wrong ones, then the right code fails.
    for (let i = attempts; i < 5; i++)
      await expectRefused(challenges.consume(userId, challengeId, 'req', wrongCode(code)));
    expect(await stored(userId, challengeId)).toMatchObject({ attempts: 5, usedAt: null });
    await expectRefused(challenges.consume(userId, challengeId, 'req', code), /Too many/);
  });

  it('expires ten minutes after it was opened', async () => {
    const userId = newUser();
    const opened = clock;
    const first = await challenges.open(userId, 'req');
    const second = await challenges.open(userId, 'req');
    try {
      clock = opened + CHALLENGE_SECONDS * 1000 - 1;
      await expect(challenges.consume(userId, first.challengeId, 'req', first.code)).resolves.toBeUndefined();
      clock = opened + CHALLENGE_SECONDS * 1000;
      await expectRefused(challenges.consume(userId, second.challengeId, 'req', second.code), /expired/);
      clock = opened + 24 * 3600 * 1000;
      await expectRefused(challenges.consume(userId, second.challengeId, 'req', second.code), /expired/);
      await expectRefused(challenges.consume(userId, second.challengeId, 'req'), /expired/);
    } finally {
      clock = opened;
    }
  });

  it('refuses an unknown challenge, and a challenge of another user', async () => {
    const userId = newUser();
    const { challengeId, code } = await challenges.open(userId, 'req');
    await expectRefused(challenges.consume(userId, `lgc_${ulid()}`, 'req', code), /unknown/);
    await expectRefused(challenges.consume(newUser(), challengeId, 'req', code), /unknown/);
    // The real owner can still use it: the probes did not consume it.
    await expect(challenges.consume(userId, challengeId, 'req', code)).resolves.toBeUndefined();
  });

  it('does not accept the code of one challenge for another', async () => {
    const userId = newUser();
    const a = await challenges.open(userId, 'req');
    let b = await challenges.open(userId, 'req');
    while (b.code === a.code) b = await challenges.open(userId, 'req');
    await expectRefused(challenges.consume(userId, b.challengeId, 'req', a.code), /wrong/);
  });

  it('lets exactly one of many concurrent consumptions of the right code succeed', async () => {
    const userId = newUser();
    const { challengeId, code } = await challenges.open(userId, 'req');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => challenges.consume(userId, challengeId, 'req', code)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected')
        expect((result.reason as { status?: number }).status).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('consume with a link token (no code)', () => {
  it('works once', async () => {
    const userId = newUser();
    const { challengeId, code } = await challenges.open(userId, 'req');
    await expect(challenges.consume(userId, challengeId, 'req')).resolves.toBeUndefined();
    await expectRefused(challenges.consume(userId, challengeId, 'req'), /already used/);
    await expectRefused(challenges.consume(userId, challengeId, 'req', code), /already used/);
  });

  it('lets exactly one of many concurrent uses succeed', async () => {
    const userId = newUser();
    const { challengeId } = await challenges.open(userId, 'req');
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => challenges.consume(userId, challengeId, 'req')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});
