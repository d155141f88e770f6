// The service objects a Lambda instance builds once, at cold start: store, resource engine, authenticator, and for sign-in sessions and accounts.
import { families } from '../families/registry.js';
import { createAccounts } from '../auth/accounts.js';
import { apiKeyLookups } from '../auth/keys/api-key-lookups.js';
import { createAuthenticator } from '../auth/authenticate.js';
import { liveMembershipRole } from '../auth/organizations/member-lookups.js';
import { DEFAULT_CODES_PER_EMAIL_PER_HOUR } from '../auth/login-limits.js';
import { createRequestLimits } from '../platform/http/rate-limiter.js';
import { sessionIsLive } from '../auth/sessions/session-live.js';
import { createSessions } from '../auth/sessions/refresh-sessions.js';
import { tokenIssuer, tokenSignerFromEnv } from '../auth/signing/token-signer-from-env.js';
import { createTokenService } from '../auth/sessions/tokens.js';
import { defaultDocumentClient } from '../platform/aws/clients.js';
import { onCampaignContactsJoined } from '../campaigns/send/on-join.js';
import { clockFromEnv } from '../platform/clock.js';
import { positiveIntegerEnv, tableName } from '../platform/config.js';
import { DEFAULT_READ_BUDGET } from '../platform/query/list-read.js';
import type { Mailer } from '../mail/mailer.js';
import type { CampaignJoins } from '../platform/resources/behaviour.js';
import { createEngine } from '../platform/resources/engine.js';
import { createStore } from '../platform/store/store.js';
import { noteReasoningFromEnv } from './note-reasoning.js';

function buildServices() {
  const store = createStore({ client: defaultDocumentClient(), tableName: tableName() });
  // Contacts that join a campaign through the API have their first sends queued by the send pipeline.
  const campaignJoins: CampaignJoins = {
    joined: (ctx, records) => onCampaignContactsJoined({ store, engine }, ctx, records),
  };
  // Every new note's reasoning is queued; fine-tunings are tried with the reasoner.
  const noteReasoning = noteReasoningFromEnv(store);
  const engine = createEngine({
    families,
    store,
    readBudget: positiveIntegerEnv('QUERY_READ_BUDGET', DEFAULT_READ_BUDGET),
    campaignJoins,
    noteReasoning,
  });
  const tokens = createTokenService({ signer: tokenSignerFromEnv(), issuer: tokenIssuer() });
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
    now: clockFromEnv(),
  });
  // The same clock, so that tests move rate-limit windows on instead of waiting for them.
  const limits = createRequestLimits(store, process.env, clockFromEnv());
  return { store, engine, campaignJoins, noteReasoning, authenticate, limits, tokens };
}

/** What sign-up and login need beyond the core: sessions, accounts and mail. */
function buildAuthServices(core: ReturnType<typeof getServices>) {
  const { store, tokens } = core;
  const sessions = createSessions(store, tokens);
  // Built on first send: only the functions that mail need SES and its sender configured. Imported then too, so the SES
  // client stays out of the cold start (the bundle keeps it in a chunk of its own).
  const loadMailer = () => import('../mail/mailer-from-env.js').then(({ mailerFromEnv }) => mailerFromEnv(store));
  let mailer: Promise<Mailer> | undefined;
  const lazyMailer: Mailer = { send: async (mail) => (await (mailer ??= loadMailer())).send(mail) };
  const codesPerEmailPerHour = positiveIntegerEnv('LOGIN_CODES_PER_EMAIL_PER_HOUR', DEFAULT_CODES_PER_EMAIL_PER_HOUR);
  const accounts = createAccounts({ store, tokens, sessions, mailer: lazyMailer, codesPerEmailPerHour });
  return { ...core, sessions, accounts };
}

let services: ReturnType<typeof buildServices> | undefined;
let authServices: ReturnType<typeof buildAuthServices> | undefined;

/** The instance's services, built on first use from the environment. */
export function getServices() {
  return (services ??= buildServices());
}

/** The services plus sessions, accounts and mail, built on first use from the environment. */
export function getAuthServices() {
  return (authServices ??= buildAuthServices(getServices()));
}
