// Sign-up and login: register, emailed code, one-time link token, refresh and logout; none of them tells whether an address has an account.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as v from 'valibot';
import { ulid } from 'ulid';
import { UnauthorizedError } from '../platform/http/errors.js';
import type { Mailer } from '../mail/index.js';
import { userRecord } from './organizations/member-lookups.js';
import { homeEntity, newOrganizationRecords } from './organizations/organization-records.js';
import { organizations } from './organizations/organizations.js';
import { users } from './organizations/users.js';
import type { RecordOf } from '../platform/resources/define.js';
import { boundedString, MAX_STRING } from '../platform/schemas/common.js';
import { emailAddress, httpUrl } from '../platform/schemas/formats.js';
import { UniqueValueTakenError } from '../platform/store/errors.js';
import type { StoredRecord } from '../platform/store/records.js';
import type { NewRecord } from '../platform/store/record-writes.js';
import type { Store } from '../platform/store/store.js';
import { CHALLENGE_SECONDS, createLoginChallenges } from './login-challenges.js';
import { addressKey, createLoginLimits } from './login-limits.js';
import type { SessionUser, Sessions } from './sessions/refresh-sessions.js';
import type { TokenService } from './sessions/tokens.js';

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
  /** Login codes one email address may be mailed per hour (registration's included). */
  codesPerEmailPerHour?: number;
}

type User = RecordOf<typeof users.fields>;

const sessionUser = ({ id, name, email }: User): SessionUser => ({ id, name, email });

/** What the mail to an address that already has an account says before the code. */
const ALREADY_REGISTERED =
  'Someone asked to register a new account with this email address, which already has one. If that was you, log in with the code below; if not, you can ignore this email.\n\n';

export function createAccounts({ store, tokens, sessions, mailer, codesPerEmailPerHour }: AccountDeps) {
  const limits = createLoginLimits(store, { codesPerEmailPerHour });
  const challenges = createLoginChallenges({ store, limits });
  const emailConstraint = users.unique![0]!;

  /** The user with an email, wherever their record lives. */
  async function userByEmail(email: string): Promise<User | undefined> {
    return (await store.findByUnique(users.entity, emailConstraint, '', email))?.record;
  }

  const userById = (userId: string): Promise<User | undefined> => userRecord(store, userId);

  /**
   * Opens a challenge for the address and returns its codeToken; the code and a one-time link token are mailed to the
   * account that has the address. An address without one gets the same work and the same answer, and no mail: no code
   * ever meets its challenge.
   */
  async function sendLoginCode(
    email: string,
    user: User | undefined,
    requestId: string,
    preface = '',
  ): Promise<{ codeToken: string }> {
    const { challengeId, code } = await challenges.open(addressKey(email), user?.id ?? null, requestId);
    // Both tokens are signed either way, so that the time taken does not tell whether the account exists.
    const [codeToken, linkToken] = await Promise.all([
      tokens.issueLoginToken('code', challengeId, CHALLENGE_SECONDS),
      tokens.issueLoginToken('link', challengeId, CHALLENGE_SECONDS),
    ]);
    if (user) {
      await mailer.send({
        to: user.email,
        subject: `Your login code: ${code}`,
        text: `${preface}Your login code is ${code}. It is valid for 10 minutes and works once; a newer code replaces it.\n\nOr log in with this one-time token (POST /v5/auth/login/token):\n${linkToken}\n`,
      });
    }
    return { codeToken };
  }

  async function openSession(userId: string, event: APIGatewayProxyEventV2, requestId: string) {
    const user = await userById(userId);
    if (!user) throw new UnauthorizedError('invalid_access_token', 'The account no longer exists.');
    return sessions.open(sessionUser(user), event, requestId);
  }

  /** The records of a new account: the user, the organization, an owner membership, a default team and the pointers. */
  function newAccountRecords(body: v.InferOutput<typeof registerBody>, requestId: string) {
    const org = `org_${ulid()}`;
    const userId = `usr_${ulid()}`;
    const ctx = { org, actor: { type: 'user' as const, id: userId }, requestId };
    return [
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
      ...newOrganizationRecords(organizations, userId, org, { name: body.company, website: body.website }, requestId),
      { entity: homeEntity, ctx: { ...ctx, org: userId }, id: userId, data: { org } },
    ] as const;
  }

  /** The records a create would store, planned and never written. */
  function unstored(records: readonly NewRecord[]): StoredRecord[] {
    const at = new Date();
    return records.map(({ entity, ctx, data, id }) => store.createItems(entity, ctx, data, { id, at }).record);
  }

  return {
    userById,

    /**
     * Creates the user, the organization, an owner membership and a default team in one transaction, then emails a code.
     * An address that has an account gets the same answer, with records that are not stored, and its owner a code to
     * log in with instead: the answer's codeToken is that code's.
     */
    async register(body: v.InferOutput<typeof registerBody>, requestId: string) {
      await limits.countMailedCode(addressKey(body.email));
      const records = newAccountRecords(body, requestId);
      const created = await store.createAll(records).catch((error: unknown) => {
        if (error instanceof UniqueValueTakenError && error.object === users.entity.object) return undefined;
        throw error;
      });
      const [user, organization] = created ?? unstored(records);
      const { codeToken } = created
        ? await sendLoginCode(body.email, created[0], requestId)
        : await sendLoginCode(body.email, await userByEmail(body.email), requestId, ALREADY_REGISTERED);
      return { user: users.present(user!), organization: organizations.present(organization!), codeToken };
    },

    /**
     * Emails a code (counted per address, whether or not an account has it). No route sets a password, so a login with
     * one can only be wrong: it is refused before anything is looked up.
     */
    async loginWithEmail(body: v.InferOutput<typeof loginEmailBody>, requestId: string) {
      if (body.password !== undefined && body.password !== null)
        throw new UnauthorizedError('invalid_access_token', 'The email or password is wrong.');
      await limits.countMailedCode(addressKey(body.email));
      return sendLoginCode(body.email, await userByEmail(body.email), requestId);
    },

    async loginWithCode(body: v.InferOutput<typeof loginCodeBody>, event: APIGatewayProxyEventV2, requestId: string) {
      const challengeId = await tokens.verifyLoginToken(body.codeToken, 'code').catch(() => {
        throw new UnauthorizedError('invalid_access_token', 'The codeToken is invalid or has expired.');
      });
      return openSession(await challenges.consume(challengeId, requestId, body.code), event, requestId);
    },

    async loginWithToken(body: v.InferOutput<typeof loginTokenBody>, event: APIGatewayProxyEventV2, requestId: string) {
      const challengeId = await tokens.verifyLoginToken(body.token, 'link').catch(() => {
        throw new UnauthorizedError('invalid_access_token', 'The login token is invalid or has expired.');
      });
      return openSession(await challenges.consume(challengeId, requestId), event, requestId);
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

export type Accounts = ReturnType<typeof createAccounts>;
