// Serves sign-up and login: each route parses its own body and answers as clarifications.md fixes.
import type { ApiRequest, ApiResult } from '../http/api-handler.js';
import { parseBody } from '../http/validate.js';
import { loginCodeBody, loginEmailBody, loginTokenBody, refreshBody, registerBody, type Accounts } from './accounts.js';
import type { Sessions } from './sessions.js';
import type { TokenService } from './tokens.js';

export async function serveAuthRoute(
  { accounts, sessions, tokens }: { accounts: Accounts; sessions: Sessions; tokens: TokenService },
  { event, body, principal, requestId }: ApiRequest<unknown, unknown>,
): Promise<ApiResult> {
  switch (event.routeKey) {
    case 'POST /v5/register':
      return { statusCode: 201, body: await accounts.register(parseBody(registerBody, body), requestId) };
    case 'POST /v5/auth/login/email':
      return { body: await accounts.loginWithEmail(parseBody(loginEmailBody, body), event, requestId) };
    case 'POST /v5/auth/login/code':
      return { body: await accounts.loginWithCode(parseBody(loginCodeBody, body), event, requestId) };
    case 'POST /v5/auth/login/token':
      return { body: await accounts.loginWithToken(parseBody(loginTokenBody, body), event, requestId) };
    case 'POST /v5/auth/refresh':
      return { body: await accounts.refresh(parseBody(refreshBody, body), requestId) };
    case 'POST /v5/auth/logout':
      await sessions.revoke(principal!.userId!, principal!.sessionId!, requestId);
      return { body: { success: true } };
    case 'GET /.well-known/jwks.json':
      return { body: await tokens.jwks(), headers: { 'Cache-Control': 'public, max-age=300' } };
    default:
      throw new Error(`No auth route ${event.routeKey}`);
  }
}
