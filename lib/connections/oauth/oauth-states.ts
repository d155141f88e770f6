// The `state` of an authorization: single-use, signed, bound to the organization and the connection, expiring in 10
// minutes; its PKCE verifier stays in the table, never in the browser.
import { createHmac, randomBytes } from 'node:crypto';
import { signatureMatches } from '../../platform/signature-match.js';
import * as v from 'valibot';
import { InvalidRequestError } from '../../platform/http/errors.js';
import { defineItem, part } from '../../platform/store/item-type.js';
import type { Store } from '../../platform/store/store.js';
import type { TableUse } from '../../platform/store/table-use.js';
import { OAUTH_PROVIDERS, type OAuthProvider, type OAuthSettings } from './oauth-providers.js';

const OAUTH_STATE_SECONDS = 10 * 60;

/** One authorization under way, under the random half of its state; gone once used or expired. */
const oauthStates = defineItem({
  name: 'oauth state',
  partition: ['OAUTH_STATE', part('stateId')],
  sort: [],
  attributes: v.object({
    org: v.string(),
    connectionId: v.string(),
    provider: v.picklist(OAUTH_PROVIDERS),
    codeVerifier: v.string(),
    /** Epoch seconds. */
    expiresAt: v.number(),
  }),
  expires: true,
});

/** The API opens states; the callback reads and deletes them. */
export const oauthStatesUse: TableUse = { items: oauthStates, may: ['put', 'get', 'delete'] };

export interface AuthorizationUnderWay {
  org: string;
  connectionId: string;
  provider: OAuthProvider;
  codeVerifier: string;
}

/**
 * The signature of a state: what it is bound to, under a key derived from the provider's client secret (a secret
 * only the deployment and the provider hold), so that a state altered in any character fails before it is used.
 */
function signatureOf(settings: OAuthSettings, stateId: string, bound: AuthorizationUnderWay, expiresAt: number) {
  const secret = settings[bound.provider]?.clientSecret;
  if (!secret) throw new Error(`No OAuth settings for ${bound.provider}`);
  const key = createHmac('sha256', secret).update('outreach-api oauth state').digest();
  const message = JSON.stringify([stateId, bound.org, bound.connectionId, bound.provider, expiresAt]);
  return createHmac('sha256', key).update(message).digest();
}

/** Keeps an authorization under way and answers its state, `<id>.<signature>`, each base64url. */
export async function openState(
  store: Store,
  settings: OAuthSettings,
  bound: AuthorizationUnderWay,
  now: Date,
): Promise<string> {
  const stateId = randomBytes(24).toString('base64url');
  const expiresAt = Math.floor(now.getTime() / 1000) + OAUTH_STATE_SECONDS;
  await store.items(oauthStates).put({ stateId }, { ...bound, expiresAt }, { expiresAt });
  return `${stateId}.${signatureOf(settings, stateId, bound, expiresAt).toString('base64url')}`;
}

const refused = () =>
  new InvalidRequestError('state: is unknown, altered, expired or already used; start the authorization again.', [
    { path: 'state', message: 'is unknown, altered, expired or already used' },
  ]);

/**
 * The authorization a state names, taken so that it can never be used again; 400 for a state that is unknown,
 * altered, expired or used (and nothing else happens then).
 */
export async function takeState(
  store: Store,
  settings: OAuthSettings,
  state: string,
  now: Date,
): Promise<AuthorizationUnderWay> {
  const [stateId, signature, ...rest] = state.split('.');
  if (!stateId || !signature || rest.length || stateId.length > 64) throw refused();
  const items = store.items(oauthStates);
  const kept = await items.get({ stateId }, { liveAt: now });
  if (!kept || kept.expiresAt <= now.getTime() / 1000) throw refused();
  const { expiresAt, ...bound } = kept;
  if (!signatureMatches(signature, signatureOf(settings, stateId, bound, expiresAt))) throw refused();
  // The delete is the use: of two callbacks racing with one state, one finds it gone.
  if (!(await items.delete({ stateId }, 'exists'))) throw refused();
  return bound;
}
