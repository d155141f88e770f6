// Sign-up and login: register, email + password or emailed code, one-time link token, refresh and logout.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as v from 'valibot';
import { ulid } from 'ulid';
import { UnauthorizedError } from '../http/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { homeEntity, newOrganizationRecords } from '../resources/organization-records.js';
import { organizations } from '../resources/organizations.js';
import { users } from '../resources/users.js';
import { boundedString, MAX_STRING } from '../schemas/common.js';
import { emailAddress, httpUrl } from '../schemas/formats.js';
import type { StoredRecord } from '../store/records.js';
import type { Store } from '../store/store.js';
import { CHALLENGE_SECONDS, createLoginChallenges } from './login-challenges.js';
import { verifyPassword } from './passwords.js';
import type { SessionUser, Sessions } from './sessions.js';
import type { TokenService } from './tokens.js';

/** The three-segment form of a signed token. */
const signedToken = v.pipe(
  v.string(),
  v.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'must be a signed token (three dot-separated segments)'),
);

export const registerBody = v.strictObject({
  name: boundedString(3),
  company: boundedString(1),
  website: httpUrl,
  email: emailAddress,
  rowId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(MAX_STRING)))),
});
export const loginEmailBody = v.strictObject({
  email: emailAddress,
  password: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1024)))),
});
export const loginCodeBody = v.strictObject({
  codeToken: signedToken,
  code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be exactly 6 digits')),
});
export const loginTokenBody = v.strictObject({ token: signedToken });
export const refreshBody = v.strictObject({ refreshToken: v.pipe(v.string(), v.maxLength(1024)) });

export interface AccountDeps {
  store: Store;
  tokens: TokenService;
  sessions: Sessions;
  mailer: Mailer;
}

const sessionUser = (user: StoredRecord): SessionUser => ({
  id: user.id,
  name: String(user.name),
  email: String(user.email),
});

export function createAccounts({ store, tokens, sessions, mailer }: AccountDeps) {
  const challenges = createLoginChallenges(store);
  const emailConstraint = users.unique![0]!;

  /** The user with an email, wherever their record lives. */
  async function userByEmail(email: string): Promise<StoredRecord | undefined> {
    return (await store.findByUnique(users.entity, emailConstraint, '', email))?.record;
  }

  async function userById(userId: string): Promise<StoredRecord | undefined> {
    // A user's record lives in their home organization, which the global email guard knows; the id alone does not say it.
    const home = await store.get(homeEntity, userId, userId);
    return home ? store.get(users.entity, String(home.org), userId) : undefined;
  }

  /** Emails a code and a one-time link token, and returns the codeToken that goes with the code. */
  async function sendLoginCode(user: StoredRecord, requestId: string): Promise<{ codeToken: string }> {
    const { challengeId, code } = await challenges.open(user.id, requestId);
    const codeToken = await tokens.issueLoginToken('code', { userId: user.id, challengeId }, CHALLENGE_SECONDS);
    const linkToken = await tokens.issueLoginToken('link', { userId: user.id, challengeId }, CHALLENGE_SECONDS);
    await mailer.send({
      to: String(user.email),
      subject: `Your login code: ${code}`,
      text: `Your login code is ${code}. It is valid for 10 minutes and works once.\n\nOr log in with this one-time token (POST /v5/auth/login/token):\n${linkToken}\n`,
    });
    return { codeToken };
  }

  /** A codeToken for an email nobody registered: indistinguishable from a real one, and no code will ever match. */
  async function decoyCodeToken(): Promise<{ codeToken: string }> {
    return {
      codeToken: await tokens.issueLoginToken(
        'code',
        { userId: `usr_${ulid()}`, challengeId: `lgc_${ulid()}` },
        CHALLENGE_SECONDS,
      ),
    };
  }

  return {
    userById,

    /** Creates the user, the organization, an owner membership and a default team in one transaction, then emails a code. */
    async register(body: v.InferOutput<typeof registerBody>, requestId: string) {
      const org = `org_${ulid()}`;
      const userId = `usr_${ulid()}`;
      const ctx = { org, actor: { type: 'user' as const, id: userId }, requestId };
      const [user, organization] = await store.createAll([
        {
          entity: users.entity,
          ctx,
          id: userId,
          data: users.withDefaults({
            name: body.name,
            email: body.email.toLowerCase(),
            timeZone: 'UTC',
            displayPreferences: null,
          }),
        },
        ...newOrganizationRecords(userId, org, { name: body.company, website: body.website }, requestId),
        { entity: homeEntity, ctx: { ...ctx, org: userId }, id: userId, data: { org } },
      ]);
      const { codeToken } = await sendLoginCode(user!, requestId);
      return { user: users.present(user!), organization: organizations.present(organization!), codeToken };
    },

    /** With a correct password: tokens. Without a password: a code by email (or a decoy, so emails cannot be probed). */
    async loginWithEmail(body: v.InferOutput<typeof loginEmailBody>, event: APIGatewayProxyEventV2, requestId: string) {
      const user = await userByEmail(body.email);
      if (body.password !== undefined && body.password !== null) {
        const stored = user?.passwordHash ? String(user.passwordHash) : undefined;
        // Verify against a dummy hash when there is none, so that the time taken does not tell whether the account exists.
        const ok = await verifyPassword(body.password, stored ?? DUMMY_HASH);
        if (!user || !stored || !ok)
          throw new UnauthorizedError('invalid_access_token', 'The email or password is wrong.');
        return sessions.open(sessionUser(user), event, requestId);
      }
      return user ? sendLoginCode(user, requestId) : decoyCodeToken();
    },

    async loginWithCode(body: v.InferOutput<typeof loginCodeBody>, event: APIGatewayProxyEventV2, requestId: string) {
      const challenge = await tokens.verifyLoginToken(body.codeToken, 'code').catch(() => {
        throw new UnauthorizedError('invalid_access_token', 'The codeToken is invalid or has expired.');
      });
      await challenges.consume(challenge.userId, challenge.challengeId, requestId, body.code);
      const user = await userById(challenge.userId);
      if (!user) throw new UnauthorizedError('invalid_access_token', 'The account no longer exists.');
      return sessions.open(sessionUser(user), event, requestId);
    },

    async loginWithToken(body: v.InferOutput<typeof loginTokenBody>, event: APIGatewayProxyEventV2, requestId: string) {
      const challenge = await tokens.verifyLoginToken(body.token, 'link').catch(() => {
        throw new UnauthorizedError('invalid_access_token', 'The login token is invalid or has expired.');
      });
      await challenges.consume(challenge.userId, challenge.challengeId, requestId);
      const user = await userById(challenge.userId);
      if (!user) throw new UnauthorizedError('invalid_access_token', 'The account no longer exists.');
      return sessions.open(sessionUser(user), event, requestId);
    },

    async refresh(body: v.InferOutput<typeof refreshBody>, requestId: string) {
      return sessions.refresh(
        body.refreshToken,
        async (userId) => {
          const user = await userById(userId);
          return user && sessionUser(user);
        },
        requestId,
      );
    },
  };
}

/** A valid scrypt hash of a random password, to spend the same time on unknown accounts. */
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export type Accounts = ReturnType<typeof createAccounts>;
