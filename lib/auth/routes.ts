// The routes of sign-up and login, each with what serves it: it parses its own body and answers as clarifications.md fixes.
import { parseBody } from '../http/validate.js';
import { PUBLIC, type Route } from '../http/route.js';
import { type Accounts, loginCodeBody, loginEmailBody, loginTokenBody, refreshBody, registerBody } from './accounts.js';
import type { Sessions } from './sessions.js';
import type { TokenService } from './tokens.js';

/** What the sign-up and login routes run with. */
export interface AuthServices {
  accounts: Accounts;
  sessions: Sessions;
  tokens: TokenService;
}

export const authRoutes: Route<AuthServices>[] = [
  {
    method: 'POST',
    path: '/v5/register',
    scope: PUBLIC,
    serve: async ({ accounts }, { body, requestId }) => ({
      statusCode: 201,
      body: await accounts.register(parseBody(registerBody, body), requestId),
    }),
  },
  {
    method: 'POST',
    path: '/v5/auth/login/email',
    scope: PUBLIC,
    serve: async ({ accounts }, { body, event, requestId }) => ({
      body: await accounts.loginWithEmail(parseBody(loginEmailBody, body), event, requestId),
    }),
  },
  {
    method: 'POST',
    path: '/v5/auth/login/code',
    scope: PUBLIC,
    serve: async ({ accounts }, { body, event, requestId }) => ({
      body: await accounts.loginWithCode(parseBody(loginCodeBody, body), event, requestId),
    }),
  },
  {
    method: 'POST',
    path: '/v5/auth/login/token',
    scope: PUBLIC,
    serve: async ({ accounts }, { body, event, requestId }) => ({
      body: await accounts.loginWithToken(parseBody(loginTokenBody, body), event, requestId),
    }),
  },
  {
    method: 'POST',
    path: '/v5/auth/refresh',
    scope: PUBLIC,
    serve: async ({ accounts }, { body, requestId }) => ({
      body: await accounts.refresh(parseBody(refreshBody, body), requestId),
    }),
  },
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
    serve: async ({ tokens }) => ({ body: await tokens.jwks(), headers: { 'Cache-Control': 'public, max-age=300' } }),
  },
];
