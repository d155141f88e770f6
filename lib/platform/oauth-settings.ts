// The deployment's OAuth providers for GMAIL and OUTLOOK mailboxes, as the services carry them (read by
// lib/connections/oauth/oauth-providers.ts from the environment).

export type OAuthProvider = 'GMAIL' | 'OUTLOOK';

/** Where a provider's mail server listens; `secure` is TLS from the first byte (465, 993), else STARTTLS. */
export interface ProviderMailServer {
  host: string;
  port: number;
  secure: boolean;
}

/** What a deployment registers with a provider, and where the provider's servers are. */
export interface OAuthProviderSettings {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  clientId: string;
  /** A secret: it authenticates the code exchange and the refreshes, and keys the `state` signatures. */
  clientSecret: string;
  smtp: ProviderMailServer;
  imap: ProviderMailServer;
}

/** The providers a deployment configured; a GMAIL or OUTLOOK connection cannot be authorized without its own. */
export type OAuthSettings = Partial<Record<OAuthProvider, OAuthProviderSettings>>;
