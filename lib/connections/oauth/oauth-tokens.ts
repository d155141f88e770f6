// A GMAIL or OUTLOOK connection's tokens: kept sealed once granted, and the access token refreshed before it expires.
import type { CredentialVault } from '../../platform/credential-vault.js';
import type { EntityType } from '../../platform/store/entity.js';
import type { StoredRecord, WriteContext } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import { openConnectionCredentials } from '../connection-credentials.js';
import { OAuthGrantRefusedError, type OAuthTokens, refreshTokens } from './oauth-client.js';
import type { OAuthProvider, OAuthSettings } from './oauth-providers.js';

/** What keeping and refreshing tokens needs: in AWS a vault that may both open and seal (kms:Decrypt, GenerateDataKey). */
interface OAuthTokenDeps {
  store: Store;
  /** The connections' entity (given, not imported: the connections family's verify action logs in through here). */
  connections: EntityType;
  credentialVault: CredentialVault;
  oauth: OAuthSettings;
  now: () => Date;
}

/** An access token is refreshed once it has less than this left, so that no login starts with one about to die. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

/** The connection's grant was refused at refresh (revoked): it is now ERROR with `oauth_revoked`, and needs authorizing. */
export class OAuthRevokedError extends Error {
  constructor(readonly connectionId: string) {
    super(`The mailbox's OAuth grant was revoked; connection ${connectionId} must be authorized again.`);
  }
}

const systemWrite = (org: string): WriteContext => ({
  org,
  actor: { type: 'system', id: 'oauth' },
  requestId: `oauth-${Date.now().toString(36)}`,
});

/** The provider's settings of a connection; a connection of another type, or of an unconfigured provider, has none. */
export function providerSettingsOf(settings: OAuthSettings, type: unknown) {
  const provider = type === 'GMAIL' || type === 'OUTLOOK' ? (type satisfies OAuthProvider) : undefined;
  const configured = provider ? settings[provider] : undefined;
  if (!provider || !configured) throw new Error(`No OAuth provider settings for a ${String(type)} connection`);
  return configured;
}

/**
 * Seals `tokens` into the connection's `oauth` credential set (the other sets untouched) with `status`: CONNECTED
 * after an authorization (checked now), or as it was after a refresh.
 */
export async function keepTokens(
  deps: Pick<OAuthTokenDeps, 'store' | 'connections' | 'credentialVault' | 'now'>,
  org: string,
  connectionId: string,
  tokens: OAuthTokens,
  connected: boolean,
): Promise<StoredRecord> {
  const box = await deps.credentialVault.seal(tokens, { organizationId: org, recordId: connectionId });
  const checked = connected ? { status: 'CONNECTED', statusReason: null, lastCheckedAt: deps.now().toISOString() } : {};
  return deps.store.update(deps.connections, systemWrite(org), connectionId, (current) => ({
    credentials: { ...(current.credentials as object | null), oauth: box },
    ...checked,
  }));
}

/**
 * The tokens a GMAIL or OUTLOOK connection logs in with (XOAUTH2): the stored ones while the access token has more than
 * the margin left, else refreshed ones, sealed and stored. A refresh the provider refuses turns the connection ERROR
 * with `oauth_revoked` and throws OAuthRevokedError; any other failure (a provider down) throws as it came, for a retry.
 */
export async function freshTokens(deps: OAuthTokenDeps, org: string, connection: StoredRecord): Promise<OAuthTokens> {
  const { oauth: tokens } = await openConnectionCredentials(deps.credentialVault, org, connection);
  if (!tokens) throw new Error(`Connection ${connection.id} has not been authorized with OAuth`);
  const now = deps.now();
  if (Date.parse(tokens.expiresAt) - now.getTime() > REFRESH_MARGIN_MS) return tokens;
  try {
    const refreshed = await refreshTokens(providerSettingsOf(deps.oauth, connection.type), tokens.refreshToken, now);
    await keepTokens(deps, org, connection.id, refreshed, false);
    return refreshed;
  } catch (error) {
    if (!(error instanceof OAuthGrantRefusedError)) throw error;
    await deps.store.update(deps.connections, systemWrite(org), connection.id, () => ({
      status: 'ERROR',
      statusReason: 'oauth_revoked',
      lastCheckedAt: now.toISOString(),
    }));
    throw new OAuthRevokedError(connection.id);
  }
}

/** The access token of freshTokens. */
export async function freshAccessToken(deps: OAuthTokenDeps, org: string, connection: StoredRecord): Promise<string> {
  return (await freshTokens(deps, org, connection)).accessToken;
}

/** When a login made with tokens valid until `expiresAt` should be made again with fresh ones. */
export const renewalDue = (expiresAt: string) => new Date(Date.parse(expiresAt) - REFRESH_MARGIN_MS);
