// The routes of sign-up and login, each with what serves it: it parses its own body and answers as clarifications.md fixes.
import { parseBody } from '../platform/http/validate.js';
import type * as v from 'valibot';
import { probeLimits, refreshLimits, signInLimits } from '../platform/http/public-limits.js';
import { type ApiRequest, type ApiResult, PUBLIC, type PublicLimits, type Route } from '../platform/http/route.js';
import { type Accounts, loginCodeBody, loginEmailBody, loginTokenBody, refreshBody, registerBody } from './accounts.js';
import type { Sessions } from './sessions/refresh-sessions.js';
import type { TokenService } from './sessions/tokens.js';

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
