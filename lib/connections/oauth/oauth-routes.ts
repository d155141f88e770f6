// POST /v5/connections/{id}/authorize and the public GET /v5/oauth/callback: a GMAIL or OUTLOOK mailbox granted by
// its owner at the provider, its tokens kept sealed and the connection CONNECTED.
import { InvalidRequestError, NotFoundError } from '../../platform/http/errors.js';
import { idPathPattern } from '../../platform/http/path-patterns.js';
import { oauthCallbackLimits } from '../../platform/http/public-limits.js';
import { publicBaseUrl } from '../../platform/http/public-url.js';
import { RawBody } from '../../platform/http/response.js';
import { type ApiRequest, PUBLIC, type Route } from '../../platform/http/route.js';
import type { ResourceServices } from '../../platform/resources/behaviour.js';
import { connections } from '../connections.js';
import { authorizationUrl, exchangeCode, newCodeVerifier, OAuthGrantRefusedError } from './oauth-client.js';
import type { OAuthSettings } from './oauth-providers.js';
import { openState, takeState } from './oauth-states.js';
import { keepTokens, providerSettingsOf } from './oauth-tokens.js';

/** The resources function's services, with the deployment's providers and its clock. */
interface OAuthServices extends ResourceServices {
  oauth: OAuthSettings;
  now: () => Date;
}

const OAUTH_CALLBACK_PATH = '/v5/oauth/callback';

/** The address the provider sends the browser back to: registered with the provider as it is. */
const redirectUriOf = (services: OAuthServices, request: ApiRequest) =>
  `${publicBaseUrl(request.event, services.publicUrl)}${OAUTH_CALLBACK_PATH}`;

const invalid = (path: string, message: string) => new InvalidRequestError(`${path}: ${message}.`, [{ path, message }]);

const authorizeRoute: Route<OAuthServices> = {
  method: 'POST',
  path: '/v5/connections/{id}/authorize',
  scope: 'connections:write',
  bodyless: true,
  pathPatterns: { id: idPathPattern(connections.idPrefix) },
  async serve(services, request) {
    const org = request.principal!.org;
    const id = request.pathParameters.id ?? '';
    const connection = await services.store.get(connections.entity, org, id);
    if (!connection) throw new NotFoundError(`No connection ${id} exists.`);
    const provider = connection.type;
    if (provider !== 'GMAIL' && provider !== 'OUTLOOK')
      throw invalid('type', `a ${String(provider)} connection is not authorized with OAuth (GMAIL and OUTLOOK are)`);
    if (!services.oauth[provider])
      throw invalid('type', `this deployment has no OAuth settings for ${provider} connections`);
    const codeVerifier = newCodeVerifier();
    const bound = { org, connectionId: id, provider, codeVerifier } as const;
    const state = await openState(services.store, services.oauth, bound, services.now());
    const settings = providerSettingsOf(services.oauth, provider);
    const redirect = await authorizationUrl(
      provider,
      settings,
      redirectUriOf(services, request),
      state,
      codeVerifier,
      String(connection.email),
    );
    return { body: { redirect } };
  },
};

/** What the browser shows once the mailbox is connected: a page, since a person, not a client, comes back here. */
const CONNECTED_PAGE = new RawBody(
  'text/html; charset=utf-8',
  '<!doctype html><html><head><meta charset="utf-8"><title>Mailbox connected</title></head>' +
    '<body><h1>Mailbox connected</h1><p>Campaigns may now send from this mailbox. You may close this window.</p></body></html>',
);

const callbackRoute: Route<OAuthServices> = {
  method: 'GET',
  path: OAUTH_CALLBACK_PATH,
  scope: PUBLIC,
  publicLimits: oauthCallbackLimits,
  async serve(services, request) {
    const { state, code, error } = request.query;
    if (!state) throw invalid('state', 'is required');
    const now = services.now();
    // The state is taken first: whatever follows, it never serves twice.
    const bound = await takeState(services.store, services.oauth, state, now);
    if (error) throw invalid('code', `the provider granted nothing (${error.slice(0, 100)})`);
    if (!code) throw invalid('code', 'is required');
    const connection = await services.store.get(connections.entity, bound.org, bound.connectionId);
    if (!connection) throw new NotFoundError(`No connection ${bound.connectionId} exists.`);
    if (!services.credentialVault) throw new Error('No credential vault: OAuth tokens cannot be kept');
    const callback = new URLSearchParams(
      Object.entries(request.query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const tokens = await exchangeCode(
      providerSettingsOf(services.oauth, bound.provider),
      callback,
      state,
      redirectUriOf(services, request),
      bound.codeVerifier,
      now,
    ).catch((refusal: unknown) => {
      throw refusal instanceof OAuthGrantRefusedError ? invalid('code', 'the provider refused it') : refusal;
    });
    await keepTokens(
      {
        store: services.store,
        connections: connections.entity,
        credentialVault: services.credentialVault,
        now: services.now,
      },
      bound.org,
      bound.connectionId,
      tokens,
      true,
    );
    return { headers: { 'Cache-Control': 'no-store' }, body: CONNECTED_PAGE };
  },
};

export const oauthRoutes = [authorizeRoute, callbackRoute];
