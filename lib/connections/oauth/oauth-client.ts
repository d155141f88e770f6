// The provider's side of the flow through oauth4webapi: the authorization URL with PKCE, the code exchange, the refresh.
import * as oauth from 'oauth4webapi';
import { OAUTH_SCOPES, type OAuthProvider, type OAuthProviderSettings } from './oauth-providers.js';

/** The tokens a provider granted, as the connection keeps them (sealed). */
export interface OAuthTokens {
  accessToken: string;
  refreshToken: string;
  /** ISO 8601: when the access token stops working. */
  expiresAt: string;
}

/** A provider refused a grant for good (invalid_grant: revoked, expired or already used). */
export class OAuthGrantRefusedError extends Error {}

/** Providers answer over https; plain http is allowed only to a server on this machine (the tests' mock provider). */
function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]');
}

function clientOf(settings: OAuthProviderSettings) {
  const as: oauth.AuthorizationServer = {
    issuer: new URL(settings.authorizationEndpoint).origin,
    authorization_endpoint: settings.authorizationEndpoint,
    token_endpoint: settings.tokenEndpoint,
  };
  const client: oauth.Client = { client_id: settings.clientId };
  const options = isLoopback(settings.tokenEndpoint) ? { [oauth.allowInsecureRequests]: true } : {};
  return { as, client, auth: oauth.ClientSecretPost(settings.clientSecret), options };
}

/** A new PKCE verifier, kept server-side until the callback; only its S256 challenge travels. */
export const newCodeVerifier = (): string => oauth.generateRandomCodeVerifier();

/** Where the browser goes to grant the connection's mailbox: authorization code, PKCE S256, the signed state. */
export async function authorizationUrl(
  provider: OAuthProvider,
  settings: OAuthProviderSettings,
  redirectUri: string,
  state: string,
  codeVerifier: string,
  loginHint: string,
): Promise<string> {
  const url = new URL(settings.authorizationEndpoint);
  const params = url.searchParams;
  params.set('response_type', 'code');
  params.set('client_id', settings.clientId);
  params.set('redirect_uri', redirectUri);
  params.set('scope', OAUTH_SCOPES[provider]);
  params.set('state', state);
  params.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
  params.set('code_challenge_method', 'S256');
  params.set('login_hint', loginHint);
  // Google grants a refresh token only to an offline request, and again only when consent is asked anew.
  if (provider === 'GMAIL') {
    params.set('access_type', 'offline');
    params.set('prompt', 'consent');
  }
  return url.href;
}

/** The provider's answer turned into the tokens kept; a refresh that names no new refresh token keeps the old one. */
function tokensOf(answer: oauth.TokenEndpointResponse, now: Date, previousRefreshToken?: string): OAuthTokens {
  const refreshToken = answer.refresh_token ?? previousRefreshToken;
  if (!refreshToken) throw new Error('The provider granted no refresh token');
  const lifetimeSeconds = answer.expires_in ?? 3600;
  return {
    accessToken: answer.access_token,
    refreshToken,
    expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000).toISOString(),
  };
}

/** invalid_grant from the token endpoint as OAuthGrantRefusedError; anything else (a provider down) as it came. */
async function granted<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant')
      throw new OAuthGrantRefusedError(`The provider refused the grant: ${error.error}`);
    throw error;
  }
}

/** Exchanges the callback's code (its parameters as the provider sent them) with the PKCE verifier. */
export async function exchangeCode(
  settings: OAuthProviderSettings,
  callback: URLSearchParams,
  state: string,
  redirectUri: string,
  codeVerifier: string,
  now: Date,
): Promise<OAuthTokens> {
  const { as, client, auth, options } = clientOf(settings);
  const params = oauth.validateAuthResponse(as, client, callback, state);
  return granted(async () => {
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth,
      params,
      redirectUri,
      codeVerifier,
      options,
    );
    return tokensOf(await oauth.processAuthorizationCodeResponse(as, client, response), now);
  });
}

/** New tokens for `refreshToken`; OAuthGrantRefusedError when the provider refuses it for good. */
export async function refreshTokens(
  settings: OAuthProviderSettings,
  refreshToken: string,
  now: Date,
): Promise<OAuthTokens> {
  const { as, client, auth, options } = clientOf(settings);
  return granted(async () => {
    const response = await oauth.refreshTokenGrantRequest(as, client, auth, refreshToken, options);
    return tokensOf(await oauth.processRefreshTokenResponse(as, client, response), now, refreshToken);
  });
}
