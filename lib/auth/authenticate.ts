// Authenticates a request for its route: API key or access token, organization header, expiry, source range and scope.
// The facts read for a key or a member are trusted for AUTH_CACHE_TTL_MS on this instance (ttl-cache.ts); expiry, source
// range, organization and scope are checked against them on every request.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { PUBLIC, type RouteSpec } from '../platform/http/route.js';
import { InvalidRequestError, MissingScopesError, UnauthorizedError } from '../platform/http/errors.js';
import { hashSecret, looksLikeSecret } from './keys/api-key-secret.js';
import { inRanges } from './ip-range.js';
import type { Principal } from '../platform/http/principal.js';
import { grants } from '../platform/http/scopes.js';
import { createTtlCache } from './ttl-cache.js';

const ORGANIZATION_HEADER = 'service-organization-id';

/** What authentication needs to know of a live API key (of a live organization, made by a current member). */
export interface StoredApiKey {
  id: string;
  org: string;
  scopes: readonly string[];
  expiresAt: string | null;
  ipRanges: readonly string[];
}

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  scopes: readonly string[];
}

export interface AuthenticatorDeps {
  /** The live key whose secret hashes to `hash`, or undefined for an unknown, revoked or deleted one. */
  findApiKey(hash: string): Promise<StoredApiKey | undefined>;
  /** Records that a key was used; implementations write at most once a minute per key. */
  noteApiKeyUse(key: StoredApiKey): Promise<void>;
  /** Verifies an access token; throws for an invalid one. */
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
  /** The user's role in the organization, or undefined when they are no member or the organization was deleted. */
  membership(userId: string, org: string): Promise<Principal['role'] | undefined>;
  now?: () => Date;
  /** How long read facts are trusted and how many are kept (ttl-cache.ts: 30 s, 10,000 by default). */
  cache?: { ttlMs?: number; maxEntries?: number };
}

/** A JWT has three dot-separated segments; an API key has none. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export function createAuthenticator(deps: AuthenticatorDeps) {
  const now = deps.now ?? (() => new Date());
  const cacheOptions = { ...deps.cache, now: () => now().getTime() };
  // Keys found and keys unknown are kept apart, so that a flood of made-up secrets cannot push live keys out.
  const keys = createTtlCache<StoredApiKey | undefined>(cacheOptions);
  const unknownKeys = createTtlCache<undefined>(cacheOptions);
  const roles = createTtlCache<Principal['role'] | undefined>(cacheOptions);

  /** The key's facts from the cache, or one read of its auth item. */
  async function findApiKey(hash: string): Promise<StoredApiKey | undefined> {
    const hit = keys.get(hash) ?? unknownKeys.get(hash);
    if (hit) return hit.value;
    const readAt = now().getTime();
    const key = await deps.findApiKey(hash);
    (key ? keys : unknownKeys).set(hash, key, readAt);
    return key;
  }

  /** `org` undefined: the route needs no organization header, and the key's own organization applies. */
  async function byApiKey(
    secret: string,
    event: APIGatewayProxyEventV2,
    org: string | undefined,
    route: RouteSpec,
  ): Promise<Principal> {
    if (route.credential === 'user')
      throw new UnauthorizedError(
        'requires_access_token',
        'This operation needs a user access token; an API key is not enough.',
      );
    if (!looksLikeSecret(secret)) throw new UnauthorizedError('invalid_api_key', 'The API key is malformed.');
    const hash = hashSecret(secret);
    // The key is found by the SHA-256 of the secret, as GitHub finds its tokens: an exact lookup of a hash tells a
    // timing observer nothing about the secret, so there is no stored value left to compare the secret with.
    const key = await findApiKey(hash);
    if (!key) throw new UnauthorizedError('invalid_api_key', 'The API key is unknown or revoked.');
    if (key.expiresAt && Date.parse(key.expiresAt) <= now().getTime())
      throw new UnauthorizedError('invalid_api_key', 'The API key has expired.');
    if (!inRanges(event.requestContext.http.sourceIp, key.ipRanges))
      throw new UnauthorizedError('invalid_api_key', 'The API key may not be used from this address.');
    if (org !== undefined && key.org !== org)
      throw new UnauthorizedError(
        'invalid_api_key',
        'The API key does not belong to the organization in Service-Organization-ID.',
      );
    await deps.noteApiKeyUse(key);
    return { kind: 'apiKey', id: key.id, org: key.org, scopes: key.scopes };
  }

  async function verified(token: string): Promise<AccessTokenClaims> {
    try {
      return await deps.verifyAccessToken(token);
    } catch {
      throw new UnauthorizedError('invalid_access_token', 'The access token is invalid or has expired.');
    }
  }

  /** A user acting in no particular organization (org is empty): only routes that need none accept this. */
  async function byAccessTokenAlone(token: string): Promise<Principal> {
    const claims = await verified(token);
    return {
      kind: 'user',
      id: claims.userId,
      userId: claims.userId,
      sessionId: claims.sessionId,
      org: '',
      scopes: claims.scopes,
    };
  }

  async function byAccessToken(token: string, org: string): Promise<Principal> {
    const claims = await verified(token);
    const role = await roles.through(`${claims.userId}#${org}`, () => deps.membership(claims.userId, org));
    if (!role)
      throw new UnauthorizedError(
        'invalid_access_token',
        'The user is not a member of the organization in Service-Organization-ID, or it was deleted.',
      );
    return {
      kind: 'user',
      id: claims.userId,
      userId: claims.userId,
      sessionId: claims.sessionId,
      org,
      scopes: claims.scopes,
      role,
    };
  }

  /** The caller of a route; undefined for public routes. Throws 400, 401 or 403 in the envelope otherwise. */
  return async function authenticate(
    event: APIGatewayProxyEventV2,
    route: RouteSpec | undefined,
  ): Promise<Principal | undefined> {
    if (!route || route.scope === PUBLIC) return undefined;
    const header = event.headers?.authorization;
    if (!header)
      throw new UnauthorizedError('missing_authorization', 'Send Authorization: Bearer <API key or access token>.');
    const credential = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    if (!credential)
      throw new UnauthorizedError(
        'missing_authorization',
        'The Authorization header must be "Bearer <API key or access token>".',
      );
    const sent = event.headers[ORGANIZATION_HEADER]?.trim();
    if (!sent && route.organizationOptional) {
      const principal = JWT_SHAPE.test(credential)
        ? await byAccessTokenAlone(credential)
        : await byApiKey(credential, event, undefined, route);
      if (!grants(principal.scopes, route.scope)) throw new MissingScopesError([route.scope]);
      return principal;
    }
    const org = sent;
    if (!org || !/^org_[0-9A-Za-z]{4,100}$/.test(org)) {
      throw new InvalidRequestError(
        'Send the organization as the Service-Organization-ID header, of the form org_<id>.',
        [{ path: 'Service-Organization-ID', message: 'is required' }],
      );
    }
    // A deleted organization's keys are revoked with it, and its members' role reads as none.
    const principal = JWT_SHAPE.test(credential)
      ? await byAccessToken(credential, org)
      : await byApiKey(credential, event, org, route);
    if (!grants(principal.scopes, route.scope)) throw new MissingScopesError([route.scope]);
    return principal;
  };
}
