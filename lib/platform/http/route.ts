// What a route is: method, path, the scope it needs, and the function that serves it; the route table lists these.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { PathPattern } from './path-patterns.js';
import type { Principal } from './principal.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Scope of a route that takes no credential. */
export const PUBLIC = 'public';

/** Requests per second, and the burst above it, before API Gateway answers 429 for a route. */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/**
 * What a route that takes no credential may be asked, since no key or user counts its requests: its own API Gateway
 * throttle (so one anonymous client cannot spend the stage's), and a count per source address kept in the table.
 */
export interface PublicLimits {
  throttle: Throttle;
  /**
   * Requests one source address may make per window. `requests` counts every request (login, registration);
   * `failures` counts only those refused as unknown (404) or unauthorized (401), so that guessing a secret address
   * costs the guesser and not the integrator posting many rows from one address.
   */
  perIp?: {
    /** Names the count, so that routes sharing it (every sign-in route) share one budget per address. */
    bucket: string;
    limit: number;
    windowSeconds: number;
    counts: 'requests' | 'failures';
  };
}

/** A route's own count: `bucket` names it, so that routes sharing a bucket share one budget. */
export interface RouteLimit {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

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
  /**
   * The same request sent again finishes what a failed one began and repeats none of it (the route keeps its own
   * checkpoint): a failure after it began to write asks for the resend (503), and frees its Idempotency-Key.
   */
  resumable?: boolean;
  /**
   * What each `{name}` of the path must match: the interface description's pattern, which the edge checks before any
   * read (400 invalid_parameter). Every parameter of a served route has one; the document's build fails without it.
   */
  pathPatterns?: Readonly<Record<string, PathPattern>>;
  /** Every PUBLIC route has these (a test walks the table); routes with a credential are limited per key and organization. */
  publicLimits?: PublicLimits;
  /**
   * A route that spends something costly (a model's tokens) has its own limit per organization beside the overall
   * one: requests one organization may make to it per window, refused with 429 before the route is served.
   */
  perOrganization?: RouteLimit;
}

/** A request as a route's handler receives it: authenticated, its body parsed. */
export interface ApiRequest<B = unknown, Q = Record<string, string | undefined>> {
  event: APIGatewayProxyEventV2;
  body: B;
  query: Q;
  pathParameters: Record<string, string | undefined>;
  /** The platform's id of the request (API Gateway's), in logs, events and the 500 envelope. */
  requestId: string;
  /** The caller's X-Request-Id when it sent a usable one; echoed back, and logged beside the platform's id. */
  clientRequestId?: string;
  /** The route as the route table declares it; undefined for the $default route. */
  route: RouteSpec | undefined;
  /** The authenticated caller; undefined on public routes. */
  principal: Principal | undefined;
  /** Milliseconds left before the function's deadline, when the caller answers for the invocation as a whole. */
  remainingMs: () => number;
  /** The body as it came (decoded from base64), before JSON parsing: what a signature over the body is checked on. */
  rawBody?: string;
}

export interface ApiResult {
  statusCode?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Serves one route with the services of the function it runs in (store, engine, accounts...). */
type RouteHandler<S> = (services: S, request: ApiRequest) => Promise<ApiResult> | ApiResult;

/** A route and the function that serves it. */
export interface Route<S = never> extends RouteSpec {
  serve: RouteHandler<S>;
}

/** The key API Gateway gives a route: `GET /v5/contacts/{id}`. */
export function routeKey(route: Pick<RouteSpec, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/**
 * The handler of a function that serves several routes: each request goes to the route its key names, as API
 * Gateway matched it. A key the list does not have is a wiring mistake, not a caller's: it fails loudly.
 */
export function createRouter<S>(routes: readonly Route<S>[], services: S) {
  const byKey = new Map(routes.map((route) => [routeKey(route), route]));
  return (request: ApiRequest): Promise<ApiResult> | ApiResult => {
    const route = byKey.get(request.event.routeKey);
    if (!route) throw new Error(`${request.event.routeKey} is not a route of this function`);
    return route.serve(services, request);
  };
}
