// The routes of sign-up and login, each with what serves it: it parses its own body and answers as clarifications.md fixes.
import { parseBody } from '../platform/http/validate.js';
import type * as v from 'valibot';
import { probeLimits, refreshLimits, signInLimits } from '../platform/http/public-limits.js';
import { type ApiRequest, type ApiResult, PUBLIC, type PublicLimits, type Route } from '../platform/http/route.js';
import { type Accounts, loginCodeBody, loginEmailBody, loginTokenBody, refreshBody, registerBody } from './accounts.js';
import type { Sessions } from './sessions/refresh-sessions.js';
import type { TokenService } from './sessions/tokens.js';
import type { TableUse } from '../platform/store/table-use.js';
import { requestLimitsUse } from '../platform/http/rate-limiter.js';
import { apiKeyLookupsUse } from './keys/api-key-lookups.js';
import { currentLoginChallenges } from './login-challenges.js';
import { loginCounts } from './login-limits.js';

/**
 * What sign-up, login, refresh and logout do to the table: read users (by email: a global guard), their organizations,
 * memberships, sessions and login challenges by key; write them in transactions (registration creates user,
 * organization, membership and team at once; logout and refresh-token reuse soft-delete a session); note each
 * address's current login challenge and read it back; count the codes of each address and the requests of each
 * source address; authenticate API keys.
 */
export const authTableUse: readonly TableUse[] = [
  { records: 'any', may: ['get', 'write', 'findUnique'] },
  { items: currentLoginChallenges, may: ['get', 'putMany'] },
  { items: loginCounts, may: ['get', 'update'] },
  requestLimitsUse,
  ...apiKeyLookupsUse,
];

/** What the sign-up and login routes run with. */
export interface AuthServices {
  accounts: Accounts;
  sessions: Sessions;
  tokens: TokenService;
}

/** A public POST whose body must match `schema`: `serve` gets it checked and typed. */
function publicPost<S extends v.GenericSchema>(
  path: string,
  publicLimits: PublicLimits,
  schema: S,
  serve: (services: AuthServices, body: v.InferOutput<S>, request: ApiRequest) => Promise<ApiResult>,
): Route<AuthServices> {
  return {
    method: 'POST',
    path,
    scope: PUBLIC,
    publicLimits,
    serve: (services, request) => serve(services, parseBody(schema, request.body), request),
  };
}

export const authRoutes: Route<AuthServices>[] = [
  publicPost('/v5/register', signInLimits, registerBody, async ({ accounts }, body, { requestId }) => ({
    statusCode: 201,
    body: await accounts.register(body, requestId),
  })),
  publicPost('/v5/auth/login/email', signInLimits, loginEmailBody, async ({ accounts }, body, { requestId }) => ({
    body: await accounts.loginWithEmail(body, requestId),
  })),
  publicPost('/v5/auth/login/code', signInLimits, loginCodeBody, async ({ accounts }, body, { event, requestId }) => ({
    body: await accounts.loginWithCode(body, event, requestId),
  })),
  publicPost(
    '/v5/auth/login/token',
    signInLimits,
    loginTokenBody,
    async ({ accounts }, body, { event, requestId }) => ({
      body: await accounts.loginWithToken(body, event, requestId),
    }),
  ),
  publicPost('/v5/auth/refresh', refreshLimits, refreshBody, async ({ accounts }, body, { requestId }) => ({
    body: await accounts.refresh(body, requestId),
  })),
  {
    method: 'POST',
    path: '/v5/auth/logout',
    scope: 'sessions:write',
    credential: 'user',
    bodyless: true,
    async serve({ sessions }, { principal, requestId }) {
      await sessions.revoke(principal!.userId!, principal!.sessionId!, requestId);
      return { body: { success: true } };
    },
  },
  {
    method: 'GET',
    path: '/.well-known/jwks.json',
    scope: PUBLIC,
    publicLimits: probeLimits,
    serve: async ({ tokens }) => ({ body: await tokens.jwks(), headers: { 'Cache-Control': 'public, max-age=300' } }),
  },
];
