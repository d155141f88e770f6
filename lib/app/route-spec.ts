// What a route is: method, path and the scope it needs; leaf module, so that route lists anywhere can import it.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Scope of a route that takes no credential. */
export const PUBLIC = 'public';

/** A route as API Gateway HTTP API spells it: `GET /v5/contacts/{id}`. */
export interface RouteSpec {
  method: HttpMethod;
  path: string;
  /** Scope the caller must hold (`contacts:read`), or PUBLIC for routes that take no credential. */
  scope: string;
  /** Served by the local runtime only; the CDK stack never deploys it. */
  localOnly?: boolean;
  /** `user`: only a user's access token is enough (creating API keys, managing sessions); an API key gets 401. */
  credential?: 'user';
  /** The route works without Service-Organization-ID (listing the caller's organizations, to learn their ids). */
  organizationOptional?: boolean;
  /** A POST that takes no body (an action such as rotating a secret): an empty body is fine. */
  bodyless?: boolean;
}
