// Sessions: refresh tokens that rotate on every use, within a session lifetime; presenting a rotated one revokes the whole session.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import UAParser from 'ua-parser-js';
import { ulid } from 'ulid';
import { UnauthorizedError } from '../../platform/http/errors.js';
import { RecordNotFoundError } from '../../platform/store/errors.js';
import { sessions } from './sessions.js';
import type { StoredRecord } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import { sessionIsLive } from './session-live.js';
import type { TokenService } from './tokens.js';

export interface AuthTokens {
  userId: string;
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

/** Refresh tokens: `ort_<userId>.<sessionId>.<secret>`, so that a presented one leads to its session. */
const REFRESH_PREFIX = 'ort_';
/** How many rotated-away token hashes a session remembers for reuse detection. */
const REMEMBERED_ROTATIONS = 100;

/** A session ends this long after its login, however often it is refreshed. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;
/** A session ends when it goes this long without a refresh. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;

/**
 * Whether a session is past its lifetime at `now`: it began at createdAt, and a refresh is the only write a live session
 * gets, so updatedAt is its last use. A session without those dates counts as over.
 */
function hasLapsed(session: StoredRecord, now: Date): boolean {
  const age = now.getTime() - Date.parse(session.createdAt);
  const idle = now.getTime() - Date.parse(session.updatedAt);
  return !(age < SESSION_MAX_AGE_SECONDS * 1000 && idle < SESSION_IDLE_SECONDS * 1000);
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function refreshToken(userId: string, sessionId: string): string {
  return `${REFRESH_PREFIX}${userId}.${sessionId}.${randomBytes(32).toString('base64url')}`;
}

function parseRefreshToken(token: string): { userId: string; sessionId: string } | undefined {
  const match = /^ort_(usr_\w+)\.(ses_\w+)\.[\w-]{43}$/.exec(token);
  return match ? { userId: match[1]!, sessionId: match[2]! } : undefined;
}

/** The session's user-agent fields, parsed from the request, as the specification lists them. */
function userAgentFields(userAgent: string | undefined) {
  const parsed = userAgent ? new UAParser(userAgent).getResult() : undefined;
  return {
    userAgentString: userAgent ?? null,
    userAgentBrowserName: parsed?.browser.name ?? null,
    userAgentBrowserVersion: parsed?.browser.version ?? null,
    userAgentDeviceModel: parsed?.device.model ?? null,
    userAgentDeviceVendor: parsed?.device.vendor ?? null,
    userAgentEngineName: parsed?.engine.name ?? null,
    userAgentEngineVersion: parsed?.engine.version ?? null,
    userAgentOsName: parsed?.os.name ?? null,
    userAgentOsVersion: parsed?.os.version ?? null,
  };
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

/** Every user gets the full scope set within the organizations they belong to; owner/admin rules are checked per route. */
const USER_SCOPES = ['*:write'];

export function createSessions(store: Store, tokens: TokenService, now: () => Date = () => new Date()) {
  const ctxOf = (userId: string, requestId: string) => ({
    org: userId,
    actor: { type: 'user' as const, id: userId },
    requestId,
  });

  async function tokensFor(user: SessionUser, sessionId: string, refresh: string): Promise<AuthTokens> {
    const accessToken = await tokens.issueAccessToken({
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      sessionId,
      scopes: USER_SCOPES,
    });
    return { userId: user.id, sessionId, accessToken, refreshToken: refresh };
  }

  return {
    /** Opens a session for a user who proved who they are, recording only hashes of the refresh token and the IP. */
    async open(user: SessionUser, event: APIGatewayProxyEventV2, requestId: string): Promise<AuthTokens> {
      const id = `${sessions.idPrefix}_${ulid()}`;
      const refresh = refreshToken(user.id, id);
      await store.create(
        sessions.entity,
        ctxOf(user.id, requestId),
        {
          ...userAgentFields(event.headers?.['user-agent']),
          token: sha256(refresh),
          ipAddressHash: sha256(`${user.id}:${event.requestContext.http.sourceIp}`),
          userId: user.id,
          rotatedTokens: [],
        },
        { id },
      );
      return tokensFor(user, id, refresh);
    },

    /**
     * Rotates a refresh token. Presenting one the session already rotated away from means two parties hold it: the
     * whole session is revoked. An unknown token revokes nothing, so that knowing a session id cannot end it. A session
     * past its lifetime (30 days since login, or 7 days since its last refresh) refreshes no more.
     */
    async refresh(
      presented: string,
      user: (userId: string) => Promise<SessionUser | undefined>,
      requestId: string,
    ): Promise<AuthTokens> {
      const invalid = new UnauthorizedError(
        'invalid_refresh_token',
        'The refresh token is invalid, expired or revoked.',
      );
      const parsed = parseRefreshToken(presented);
      if (!parsed) throw invalid;
      const ctx = ctxOf(parsed.userId, requestId);
      const session = await store.get(sessions.entity, parsed.userId, parsed.sessionId);
      if (!session) throw invalid;
      const presentedHash = sha256(presented);
      if (!timingSafeEqual(Buffer.from(presentedHash), Buffer.from(session.token))) {
        const rotated = session.rotatedTokens ?? [];
        if (rotated.some((hash) => timingSafeEqual(Buffer.from(hash), Buffer.from(presentedHash)))) {
          await store.softDelete(sessions.entity, ctx, parsed.sessionId).catch(() => undefined);
        }
        throw invalid;
      }
      if (hasLapsed(session, now())) throw invalid;
      const owner = await user(parsed.userId);
      if (!owner) throw invalid;
      let next = '';
      let reused = false;
      try {
        await store.update(sessions.entity, ctx, parsed.sessionId, (latest) => {
          // A concurrent refresh with the same token rotated first: this one is a reuse of that token.
          if (latest.token !== session.token) {
            reused = true;
            throw invalid;
          }
          next = refreshToken(parsed.userId, parsed.sessionId);
          const rotated = [...(latest.rotatedTokens ?? []), latest.token].slice(-REMEMBERED_ROTATIONS);
          return { token: sha256(next), rotatedTokens: rotated };
        });
      } catch (error) {
        if (reused) await store.softDelete(sessions.entity, ctx, parsed.sessionId).catch(() => undefined);
        // Revoked between our read and our write: the same answer as any other revoked session.
        if (reused || error instanceof RecordNotFoundError) throw invalid;
        throw error;
      }
      return tokensFor(owner, parsed.sessionId, next);
    },

    /** Whether a session is live (not revoked). */
    isLive: (userId: string, sessionId: string) => sessionIsLive(store, userId, sessionId),

    /**
     * Ends a session. One that has ended already is the caller's dead credential (401, as its next request would be
     * once the authentication cache forgets the session was live), never a 404 of the record.
     */
    async revoke(userId: string, sessionId: string, requestId: string): Promise<void> {
      await store.softDelete(sessions.entity, ctxOf(userId, requestId), sessionId).catch((error: unknown) => {
        if (error instanceof RecordNotFoundError)
          throw new UnauthorizedError('invalid_access_token', 'The session of this access token has ended.');
        throw error;
      });
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
