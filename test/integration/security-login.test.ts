// Attacks on login through the real handlers, one test each: code guessing across many challenges, an older challenge
// reused, mail flooding of one address, telling accounts apart by the decoy or by registration, sessions kept forever,
// and the password branch; the session lifetime runs on the sessions module with an injected clock, on DynamoDB Local.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { generateKeyPairSync, randomBytes, scryptSync } from 'node:crypto';
import { ulid } from 'ulid';
import { buildHttpEvent } from '../../infra/local/apigw-event.js';
import { createKeySigner } from '../../lib/auth/signing/local-signer.js';
import {
  createSessions,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
} from '../../lib/auth/sessions/refresh-sessions.js';
import { createTokenService } from '../../lib/auth/sessions/tokens.js';
import { recordKey } from '../../lib/platform/store/keys.js';
import { createStore } from '../../lib/platform/store/store.js';
import { signUpOwner } from '../support/accounts.js';
import { api, type ApiResponse } from '../support/api-client.js';
import { testDocumentClient } from '../support/runtime.js';
import { mailTo } from '../support/mailbox.js';
import { useTestRuntime } from '../support/test-runtime.js';

// LOGIN_CODES_PER_EMAIL_PER_HOUR unset: the limit a deployment gets (5), not the test runtime's.
const t = useTestRuntime({ env: { LOGIN_CODES_PER_EMAIL_PER_HOUR: '' } });

const client = () => api(t.runtime, { headers: { 'Content-Type': 'application/json' } });
const post = (path: string, body: unknown) => client().post(path, body);
const newEmail = (who: string) => `${who}-${ulid().toLowerCase()}@example.com`;
const registerBody = (email: string) => ({
  name: 'Ada Lovelace',
  company: 'Analytical',
  website: 'https://analytical.example',
  email,
});

interface Mail {
  subject: string;
  text: string;
  code: string;
  linkToken: string;
}

/** The mails sent to an address, newest first, with the code and link token each carries. */
async function mailsTo(email: string): Promise<Mail[]> {
  const mails = await mailTo(t.runtime, email);
  return mails.map((mail) => ({
    ...mail,
    code: /login code is (\d{6})/.exec(mail.text)?.[1] ?? '',
    linkToken: /login\/token\):\n(\S+)/.exec(mail.text)?.[1] ?? '',
  }));
}

async function latestMail(email: string): Promise<Mail> {
  const [mail] = await mailsTo(email);
  if (!mail?.code || !mail.linkToken) throw new Error(`no login code was mailed to ${email}`);
  return mail;
}

/** Asks for a code by email; the codeToken it answers. */
async function requestCode(email: string): Promise<string> {
  const response = await post('/v5/auth/login/email', { email });
  if (response.status !== 200)
    throw new Error(`login/email answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.codeToken;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

function expectRateLimited(response: ApiResponse): void {
  expect({ status: response.status, code: response.body?.code }).toEqual({ status: 429, code: 'rate_limited' });
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

it('stops code guessing across many challenges: the sixth wrong code for a user in an hour is 429, even the right one; the link token still works', async () => {
  const owner = await signUpOwner(t.runtime, newEmail('guessed'));
  // Three wrong codes on one challenge, two on a second: each challenge alone would allow five.
  for (const wrongCodes of [3, 2]) {
    const codeToken = await requestCode(owner.email);
    const { code } = await latestMail(owner.email);
    for (let i = 0; i < wrongCodes; i++) {
      const response = await post('/v5/auth/login/code', { codeToken, code: wrongCode(code) });
      expect({ status: response.status, code: response.body.code }).toEqual({
        status: 401,
        code: 'invalid_access_token',
      });
    }
  }
  const codeToken = await requestCode(owner.email);
  const mail = await latestMail(owner.email);
  expectRateLimited(await post('/v5/auth/login/code', { codeToken, code: mail.code }));

  // The owner is not locked out: the one-time link token of the same mail logs in.
  const byLink = await post('/v5/auth/login/token', { token: mail.linkToken });
  expect(byLink.status).toBe(200);
  expect(byLink.body.userId).toBe(owner.userId);
});

it('retires an older challenge once a newer one is requested: its codeToken and its link token are refused', async () => {
  const owner = await signUpOwner(t.runtime, newEmail('older'));
  const olderToken = await requestCode(owner.email);
  const older = await latestMail(owner.email);
  const newerToken = await requestCode(owner.email);
  const newer = await latestMail(owner.email);

  expect(await post('/v5/auth/login/code', { codeToken: olderToken, code: older.code })).toMatchObject({
    status: 401,
    body: { code: 'invalid_access_token' },
  });
  expect((await post('/v5/auth/login/token', { token: older.linkToken })).status).toBe(401);
  const loggedIn = await post('/v5/auth/login/code', { codeToken: newerToken, code: newer.code });
  expect(loggedIn.status).toBe(200);
  expect(loggedIn.body.userId).toBe(owner.userId);
});

it('mails at most five codes an hour to one address, registration included: the sixth request is 429, for an unregistered address too', async () => {
  const owner = await signUpOwner(t.runtime, newEmail('flooded'));
  for (let i = 0; i < 4; i++) await requestCode(owner.email);
  expectRateLimited(await post('/v5/auth/login/email', { email: owner.email }));
  expectRateLimited(await post('/v5/register', registerBody(owner.email)));
  expect(await mailsTo(owner.email)).toHaveLength(5);

  // An address nobody registered is counted the same, so a 429 tells nothing; and registering it then counts too.
  const stranger = newEmail('unregistered');
  for (let i = 0; i < 5; i++) await requestCode(stranger);
  expectRateLimited(await post('/v5/auth/login/email', { email: stranger }));
  expectRateLimited(await post('/v5/register', registerBody(stranger)));
  expect(await mailsTo(stranger)).toHaveLength(0);
});

it('answers wrong codes for an unregistered address exactly as for a registered one, down to the sixth try', async () => {
  const owner = await signUpOwner(t.runtime, newEmail('real'));
  const realToken = await requestCode(owner.email);
  const decoyToken = await requestCode(newEmail('decoy'));
  // The tokens themselves name a challenge and nothing else.
  for (const token of [realToken, decoyToken]) {
    expect(Object.keys(claimsOf(token)).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'jti', 'purpose', 'sub']);
    expect(claimsOf(token).sub).toMatch(/^lgc_[0-9A-Z]{26}$/);
  }
  const guess = wrongCode((await latestMail(owner.email)).code);
  for (let i = 0; i < 5; i++) {
    const real = await post('/v5/auth/login/code', { codeToken: realToken, code: guess });
    const decoy = await post('/v5/auth/login/code', { codeToken: decoyToken, code: guess });
    expect(real.status).toBe(401);
    expect({ status: decoy.status, body: decoy.body }).toEqual({ status: real.status, body: real.body });
  }
  const real = await post('/v5/auth/login/code', { codeToken: realToken, code: guess });
  const decoy = await post('/v5/auth/login/code', { codeToken: decoyToken, code: guess });
  expectRateLimited(real);
  expectRateLimited(decoy);
  const withoutSeconds = (body: Record<string, unknown>) => ({ ...body, description: undefined });
  expect(withoutSeconds(decoy.body)).toEqual(withoutSeconds(real.body));
});

it('answers a registration with a taken email like a fresh one, stores nothing, and mails the owner a code that logs them in', async () => {
  const owner = await signUpOwner(t.runtime, newEmail('taken'));
  const fresh = await post('/v5/register', registerBody(newEmail('fresh')));
  const taken = await post('/v5/register', registerBody(owner.email));
  expect(fresh.status).toBe(201);
  expect(taken.status).toBe(201);

  /** The shape of an answer: every field's name and type, all the way down. */
  const shape = (value: unknown): unknown =>
    value === null || typeof value !== 'object'
      ? value === null
        ? 'null'
        : typeof value
      : Object.fromEntries(Object.entries(value).map(([name, field]) => [name, shape(field)]));
  expect(shape(taken.body)).toEqual(shape(fresh.body));
  expect(Object.keys(taken.body).sort()).toEqual(['codeToken', 'organization', 'user']);
  expect(taken.body.user).toMatchObject({ email: owner.email, id: expect.stringMatching(/^usr_/) });
  expect(taken.body.organization.id).toMatch(/^org_/);
  expect(taken.body.user.id).not.toBe(owner.userId);
  expect(taken.body.organization.id).not.toBe(owner.org);
  expect(taken.body.user.createdAt).toBe(taken.body.organization.createdAt);
  expect(Object.keys(claimsOf(taken.body.codeToken)).sort()).toEqual(
    Object.keys(claimsOf(fresh.body.codeToken)).sort(),
  );

  // Neither the user nor the organization of that answer exists.
  const documents = testDocumentClient();
  const stored = async (key: { PK: string; SK: string }) =>
    (await documents.send(new GetCommand({ TableName: t.runtime.tableName, Key: key }))).Item;
  const fakeUser = taken.body.user.id as string;
  const fakeOrg = taken.body.organization.id as string;
  expect(await stored(recordKey(fakeOrg, 'organization', fakeOrg))).toBeUndefined();
  expect(await stored(recordKey(fakeOrg, 'user', fakeUser))).toBeUndefined();
  expect(await stored(recordKey(fakeUser, 'userHome', fakeUser))).toBeUndefined();
  expect(await stored(recordKey(fresh.body.organization.id, 'organization', fresh.body.organization.id))).toBeDefined();

  // The owner is told the address has an account, and the answer's codeToken with the mailed code logs them in.
  const mail = await latestMail(owner.email);
  expect(mail.text).toMatch(/already has (one|an account)/);
  const loggedIn = await post('/v5/auth/login/code', { codeToken: taken.body.codeToken, code: mail.code });
  expect(loggedIn.status).toBe(200);
  expect(loggedIn.body.userId).toBe(owner.userId);
});

it('refuses a login with a password for every address, exactly as a wrong password, with no mail, even for a record that carries a password hash', async () => {
  const owner = await signUpOwner(t.runtime, newEmail('password'));
  // A record from before, or written around the API, with a hash of the password the attacker sends.
  const password = 'correct horse battery staple';
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  await testDocumentClient().send(
    new UpdateCommand({
      TableName: t.runtime.tableName,
      Key: recordKey(owner.org, 'user', owner.userId),
      UpdateExpression: 'SET passwordHash = :hash',
      ExpressionAttributeValues: {
        ':hash': ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$'),
      },
    }),
  );
  const mailsBefore = (await mailsTo(owner.email)).length;

  const registered = await post('/v5/auth/login/email', { email: owner.email, password });
  const unregistered = await post('/v5/auth/login/email', { email: newEmail('nobody'), password });
  const wrongPassword = {
    status: 401,
    body: {
      code: 'invalid_access_token',
      status: 401,
      message: 'Unauthorized',
      description: 'The email or password is wrong.',
    },
  };
  expect({ status: registered.status, body: registered.body }).toEqual(wrongPassword);
  expect({ status: unregistered.status, body: unregistered.body }).toEqual(wrongPassword);
  expect(await mailsTo(owner.email)).toHaveLength(mailsBefore);
});

describe('session lifetime (the sessions module on DynamoDB Local, with an injected clock)', () => {
  const DAY_MS = 24 * 3600 * 1000;
  const clock = { ms: Date.parse('2026-11-21T10:00:00.000Z') };
  const now = () => new Date(clock.ms);
  const user = { id: `usr_${ulid()}`, name: 'Ada Lovelace', email: 'ada@example.com' };
  const owner = async () => user;
  const event = buildHttpEvent({
    method: 'POST',
    url: '/v5/auth/login/code',
    headers: { 'user-agent': 'jest' },
    sourceIp: '198.51.100.7',
    routeKey: 'POST /v5/auth/login/code',
  });
  const sessions = () => {
    const store = createStore({ client: testDocumentClient(), tableName: t.runtime.tableName, now });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const tokens = createTokenService({ signer: createKeySigner(privateKey), issuer: 'https://login.test' });
    return createSessions(store, tokens, now);
  };
  const refused = { status: 401, code: 'invalid_refresh_token' };

  it('ends a session that goes 7 days without a refresh, and one 30 days after its login however often it was refreshed', async () => {
    expect(SESSION_IDLE_SECONDS).toBe(7 * 24 * 3600);
    expect(SESSION_MAX_AGE_SECONDS).toBe(30 * 24 * 3600);
    const service = sessions();

    const idle = await service.open(user, event, 'req');
    clock.ms += 7 * DAY_MS - 60_000;
    const kept = await service.refresh(idle.refreshToken, owner, 'req');
    clock.ms += 7 * DAY_MS;
    await expect(service.refresh(kept.refreshToken, owner, 'req')).rejects.toMatchObject(refused);

    const loggedInAt = clock.ms;
    let busy = (await service.open(user, event, 'req')).refreshToken;
    for (const day of [6, 12, 18, 24, 29]) {
      clock.ms = loggedInAt + day * DAY_MS;
      busy = (await service.refresh(busy, owner, 'req')).refreshToken;
    }
    clock.ms = loggedInAt + 30 * DAY_MS;
    await expect(service.refresh(busy, owner, 'req')).rejects.toMatchObject(refused);
  });
});
