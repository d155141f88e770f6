// What the authenticated API functions add to the services: the token service, the authenticator and the request
// limits, and for sign-up and login, sessions, accounts and the mail that carries login codes.
import { createAccounts } from '../auth/accounts.js';
import { createAuthenticator } from '../auth/authenticate.js';
import { apiKeyLookups } from '../auth/keys/api-key-lookups.js';
import { liveMembershipRole } from '../auth/organizations/member-lookups.js';
import { createSessions } from '../auth/sessions/refresh-sessions.js';
import { sessionIsLive } from '../auth/sessions/session-live.js';
import { createTokenService } from '../auth/sessions/tokens.js';
import { configuredSigner } from '../auth/signing/configured-signer.js';
import type { Mailer } from '../mail/mailer.js';
import { createRequestLimits } from '../platform/http/rate-limiter.js';
import { createIdempotentRequests } from '../platform/http/idempotent-requests.js';
import { createServices, type Services } from './services.js';
import type { AppConfig } from './settings.js';

/** The services of a function that authenticates its callers. */
export function createApiServices(config: AppConfig, services: Services = createServices(config)) {
  const { store } = services;
  const tokens = createTokenService({ signer: configuredSigner(config.signing), issuer: config.signing.issuer });
  const authenticate = createAuthenticator({
    ...apiKeyLookups(store),
    verifyAccessToken: async (token) => {
      const claims = await tokens.verifyAccessToken(token);
      // Logout and reuse detection revoke a session: its access tokens stop working at once, not after 15 minutes.
      if (!(await sessionIsLive(store, claims.userId, claims.sessionId))) throw new Error('session revoked');
      return claims;
    },
    membership: (userId, org) => liveMembershipRole(store, userId, org),
    // The local runtime's clock, so that tests drive keys and members past the authentication cache's 30 s.
    now: config.clock,
  });
  // The same clock, so that tests move rate-limit windows on instead of waiting for them.
  const limits = createRequestLimits(store, config.requestLimits, config.clock);
  const idempotency = createIdempotentRequests({ store, now: config.clock });
  return { ...services, authenticate, limits, idempotency, tokens };
}

/** The API services plus sessions, accounts and mail. */
export function createAccountServices(config: AppConfig) {
  const api = createApiServices(config);
  const { store, tokens } = api;
  const sessions = createSessions(store, tokens);
  // Built on first send: only the functions that mail need SES and its sender configured. Imported then too, so the SES
  // client stays out of the cold start (the bundle keeps it in a chunk of its own).
  let mailer: Promise<Mailer> | undefined;
  const loadMailer = () => import('./mailer.js').then(({ mailerOf }) => mailerOf(config, store));
  const lazyMailer: Mailer = { send: async (mail) => (await (mailer ??= loadMailer())).send(mail) };
  const accounts = createAccounts({
    store,
    tokens,
    sessions,
    mailer: lazyMailer,
    codesPerEmailPerHour: config.loginCodesPerEmailPerHour,
  });
  return { ...api, sessions, accounts };
}

/** What a handler of authenticated callers is built with: who calls, how often they may, and their keyed POSTs. */
export const callerHandling = (services: ReturnType<typeof createApiServices>) => ({
  authenticate: services.authenticate,
  limits: services.limits,
  idempotency: services.idempotency,
});
