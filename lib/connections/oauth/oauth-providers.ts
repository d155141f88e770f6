// The OAuth providers of GMAIL and OUTLOOK connections: the deployment's settings for each, and the scopes they ask.
import { type Environment, MissingConfigError } from '../../platform/config.js';
import type {
  OAuthProvider,
  OAuthProviderSettings,
  OAuthSettings,
  ProviderMailServer,
} from '../../platform/oauth-settings.js';

export type { OAuthProvider, OAuthProviderSettings, OAuthSettings };
export const OAUTH_PROVIDERS = ['GMAIL', 'OUTLOOK'] as const satisfies readonly OAuthProvider[];

/** Sending and reading mail over SMTP and IMAP (XOAUTH2), and a refresh token (Gmail: access_type=offline). */
export const OAUTH_SCOPES: Record<OAuthProvider, string> = {
  GMAIL: 'https://mail.google.com/',
  OUTLOOK: 'offline_access https://outlook.office.com/SMTP.Send https://outlook.office.com/IMAP.AccessAsUser.All',
};

/** The providers' public addresses, which a deployment overrides (tests point them at a local server). */
const PROVIDER_DEFAULTS: Record<OAuthProvider, Omit<OAuthProviderSettings, 'clientId' | 'clientSecret'>> = {
  GMAIL: {
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    smtp: { host: 'smtp.gmail.com', port: 465, secure: true },
    imap: { host: 'imap.gmail.com', port: 993, secure: true },
  },
  OUTLOOK: {
    authorizationEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    smtp: { host: 'smtp.office365.com', port: 587, secure: false },
    imap: { host: 'outlook.office365.com', port: 993, secure: true },
  },
};

const IMPLICIT_TLS_PORTS = new Set([465, 993]);

/** `host:port`, TLS from the first byte on 465 and 993. */
function mailServerOf(name: string, value: string): ProviderMailServer {
  const match = /^([A-Za-z0-9.-]+):(\d{1,5})$/.exec(value);
  const port = Number(match?.[2]);
  if (!match?.[1] || !(port >= 1 && port <= 65535)) throw new Error(`${name} must be host:port, not ${value}`);
  return { host: match[1], port, secure: IMPLICIT_TLS_PORTS.has(port) };
}

/**
 * Each provider whose OAUTH_<P>_CLIENT_ID is set, with OAUTH_<P>_CLIENT_SECRET (required then) and the optional
 * OAUTH_<P>_AUTHORIZATION_URL, OAUTH_<P>_TOKEN_URL, OAUTH_<P>_SMTP and OAUTH_<P>_IMAP (host:port) over the public
 * defaults.
 */
export function oauthSettingsFrom(env: Environment): OAuthSettings {
  const settings: OAuthSettings = {};
  for (const provider of OAUTH_PROVIDERS) {
    const variable = (name: string) => env[`OAUTH_${provider}_${name}`] || undefined;
    const clientId = variable('CLIENT_ID');
    if (!clientId) continue;
    const clientSecret = variable('CLIENT_SECRET');
    if (!clientSecret) throw new MissingConfigError(`OAUTH_${provider}_CLIENT_SECRET`);
    const defaults = PROVIDER_DEFAULTS[provider];
    const smtp = variable('SMTP');
    const imap = variable('IMAP');
    settings[provider] = {
      authorizationEndpoint: variable('AUTHORIZATION_URL') ?? defaults.authorizationEndpoint,
      tokenEndpoint: variable('TOKEN_URL') ?? defaults.tokenEndpoint,
      clientId,
      clientSecret,
      smtp: smtp ? mailServerOf(`OAUTH_${provider}_SMTP`, smtp) : defaults.smtp,
      imap: imap ? mailServerOf(`OAUTH_${provider}_IMAP`, imap) : defaults.imap,
    };
  }
  return settings;
}
