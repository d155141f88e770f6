// Wraps a domain function into an API Gateway v2 handler: request id, logging, JSON body, validation and the error envelope.
import middy from '@middy/core';
import jsonBodyParser from '@middy/http-json-body-parser';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Principal } from './principal.js';
import {
  knownCallerRefusal,
  limitAddressAfter,
  limitAddressBefore,
  limitCaller,
  limitRoute,
  type RequestLimits,
} from './request-limits.js';
import { type ApiRequest, type ApiResult, createRouter, type Route, type RouteSpec, routeKey } from './route.js';
import { InvalidRequestError, OutcomeUnknownError, PayloadTooLargeError, UnfinishedError } from './errors.js';
import {
  BUSY_RETRY_AFTER_SECONDS,
  type BusyAnswer,
  errorEnvelope,
  isBusyFailure,
  renderError,
} from './error-envelope.js';
import { answerWrites, newWriteWatch, watchingWrites, type WriteWatch } from '../aws/write-watch.js';
import { logger } from './logger.js';
import { checkJsonBodyLabels } from './json-media-type.js';
import { checkPathParameters } from './path-patterns.js';
import { queryParameters } from './query-string.js';
import { clientRequestIdOf, requestIdOf } from './request-id.js';
import { jsonResponse } from './response.js';
import { idempotencyKeyOf, type IdempotentRequests } from './idempotent-requests.js';
import { gatheredRoute } from './gathered-route.js';

/**
 * Largest request body accepted, in bytes (256 KiB): a record is stored as one DynamoDB item of at most 400 KB with
 * its keys, index slots and search text, so a body must leave it room; the store refuses a record that still would
 * not fit (a PATCH that grows one) with the same 413.
 */
export const MAX_BODY_BYTES = 256 * 1024;

export type { ApiRequest, ApiResult } from './route.js';

/** Finds the caller of a route: undefined on public routes; throws 400, 401 or 403 in the envelope otherwise. */
type Authenticate = (event: APIGatewayProxyEventV2, route: RouteSpec | undefined) => Promise<Principal | undefined>;

export interface ApiHandlerOptions {
  /** Parse a JSON body on POST, PUT and PATCH; the domain function validates it with its schema (validate.ts). */
  json?: boolean;
  /** Authenticates callers of the routes in `routes`; a handler without it serves public routes only. */
  authenticate?: Authenticate;
  /** The routes the handler serves, as the route table declares them; needed with `authenticate`. */
  routes?: readonly RouteSpec[];
  /** The one route a handler serves whatever route key reaches it (the webhook intake, which tests mount elsewhere). */
  route?: RouteSpec;
  /**
   * Counts each authenticated request against its key or user and its organization, and each request of a public
   * route that declares a per-address limit against its source address.
   */
  limits?: RequestLimits;
  /** Largest body accepted, in bytes; MAX_BODY_BYTES unless the route needs less. */
  maxBodyBytes?: number;
  /** How a dependency's brief failure answers: 503 service_unavailable unless the route's callers expect a 429. */
  busyAnswer?: BusyAnswer;
  /** Honours Idempotency-Key on the POSTs of authenticated callers (idempotent-requests.ts). */
  idempotency?: IdempotentRequests;
  /**
   * The handler's routes come through a gathered route (gathered-route.ts): a request that matches none of them is
   * refused by this, over the whole route table.
   */
  unrouted?: (method: string, path: string) => never;
}

/** What the middlewares learn of a request before the handler runs; it travels on the invocation's context. */
interface RequestState {
  /** The platform's id (requestIdOf may fall back to a random id); the handler, logs and events use the same one. */
  requestId: string;
  /** The caller's X-Request-Id, echoed back in place of the platform's and logged beside it. */
  clientRequestId?: string;
  /** The body as it came, before jsonBody parsed it: what an Idempotency-Key's request is compared by. */
  rawBody: string;
  /** The parsed JSON body, once jsonBody read it. */
  body?: unknown;
  route?: RouteSpec;
  principal?: Principal;
  /** The RateLimit-* headers once the request was counted; successes and errors alike carry them. */
  headers: Record<string, string>;
  /** The table writes the route sent: a busy answer after one may have been applied says so. */
  writes: WriteWatch;
  /** The caller's count, under way: a read is served beside it, and its answer waits for it (applyCount). */
  count?: Promise<() => Awaited<ReturnType<typeof limitCaller>>>;
}

/** Methods that change nothing: served while their count is written, since a refused one has nothing to undo. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Starts counting the caller's request; a failure is kept for applyCount, so it is never an unhandled rejection. */
function startCount(limits: RequestLimits, principal: Principal): NonNullable<RequestState['count']> {
  return limitCaller(limits, principal).then(
    (outcome) => () => outcome,
    (error: unknown) => () => {
      throw error;
    },
  );
}

/** Waits for the caller's count: sets its RateLimit-* headers, and throws the refusal when the count is over a limit. */
async function applyCount(state: RequestState): Promise<void> {
  if (!state.count) return;
  const { headers, refusal } = (await state.count)();
  state.headers = headers;
  if (refusal) throw refusal;
}

type ApiContext = Context & { api?: RequestState };

function freshState(event: APIGatewayProxyEventV2): RequestState {
  return {
    requestId: requestIdOf(event),
    clientRequestId: clientRequestIdOf(event),
    rawBody:
      event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? ''),
    headers: {},
    writes: newWriteWatch(),
  };
}

function stateOf(context: ApiContext, event: APIGatewayProxyEventV2): RequestState {
  return (context.api ??= freshState(event));
}

/**
 * Authenticates and counts the request before anything reads its body, so that an unauthenticated caller learns
 * nothing from validation. A route key the handler does not know is refused (fails closed).
 */
function access(
  options: Pick<ApiHandlerOptions, 'authenticate' | 'routes' | 'route' | 'limits' | 'busyAnswer'>,
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext> {
  const routesByKey = new Map((options.routes ?? []).map((route) => [routeKey(route), route]));
  const { limits } = options;
  type Request = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext>;
  /** A refused guess at a secret address counts against the guesser's address, whichever way it was refused. */
  const countFailure = async ({ event, context }: Request, status: () => number) => {
    // Only a route that counts its misses pays for working out the answer's status.
    if (!limits || context.api?.route?.publicLimits?.perIp?.counts !== 'failures') return;
    // A count that could not be written must not turn the answer into a 500.
    await limitAddressAfter(limits, context.api?.route, event, status()).catch((error: Error) =>
      logger.warn('A failed request could not be counted against its address', { error }),
    );
  };
  return {
    before: async ({ event, context }) => {
      const state = stateOf(context, event);
      const route = options.route ?? routesByKey.get(event.routeKey);
      if (options.authenticate && !route) throw new Error(`${event.routeKey} is not a route of this handler`);
      state.route = route;
      if (limits) await limitAddressBefore(limits, route, event);
      const principal = await options.authenticate?.(event, route);
      state.principal = principal;
      if (!principal || !limits) return;
      // A caller this instance refused already in this window is refused before anything is read or counted.
      const known = knownCallerRefusal(limits, principal);
      if (known) {
        state.headers = known.headers;
        throw known.refusal;
      }
      // The count's write is off a read's critical path: the data read runs beside it, and the answer waits for it. A
      // write is counted first, so that a refused one changes nothing.
      state.count = startCount(limits, principal);
      if (!READ_METHODS.has(event.requestContext.http.method)) await applyCount(state);
      // A costly route's own limit: refused before its body is read or anything of it runs.
      const routeRefusal = await limitRoute(limits, route, principal);
      if (routeRefusal) {
        state.headers = routeRefusal.headers;
        throw routeRefusal.refusal;
      }
    },
    after: async (request) => {
      await applyCount(stateOf(request.context, request.event));
      await countFailure(request, () => request.response?.statusCode ?? 200);
    },
    onError: async (request) => {
      // A request over its limit answers 429 whatever else went wrong while it was counted.
      await applyCount(stateOf(request.context, request.event)).catch((error: Error) => {
        request.error = error;
      });
      await countFailure(request, () => errorEnvelope(request.error, '', options.busyAnswer).body.status);
    },
  };
}

/** Rejects bodies over the limit before anything parses them. */
function bodySizeLimit(maxBytes: number): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }) => {
      if (!event.body) return;
      const bytes = event.isBase64Encoded ? Math.floor((event.body.length * 3) / 4) : Buffer.byteLength(event.body);
      if (bytes > maxBytes) throw new PayloadTooLargeError(maxBytes);
    },
  };
}

/** Parses a raw JSON body (base64-encoded when API Gateway took it for binary), or throws invalid_request. */
export function parseJsonText(body: string | undefined, isBase64Encoded = false): unknown {
  if (body === undefined || body === '') throw new InvalidRequestError('The request body must be a JSON object.');
  try {
    return JSON.parse(isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body);
  } catch (error) {
    throw new InvalidRequestError(
      `The request body is not valid JSON: ${error instanceof Error ? error.message : 'malformed'}.`,
    );
  }
}

/**
 * Parses the JSON body of POST, PUT and PATCH, refusing one not labelled as JSON with 415 (json-media-type.ts), and
 * reports a missing or bad one as invalid_request; a bodyless route may leave it out, and its body is not checked.
 */
function jsonBody(
  bodylessRouteKeys: ReadonlySet<string>,
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext> {
  // disableContentTypeCheck exists in the middleware (v6) but not in its type declarations, hence a variable.
  const options = { reviver: undefined, disableContentTypeCheck: true };
  const parser = jsonBodyParser<APIGatewayProxyEventV2>(options);
  return {
    before: async (request) => {
      const { event, context } = request;
      if (!['POST', 'PUT', 'PATCH'].includes(event.requestContext.http.method)) return;
      const empty = event.body === undefined || event.body === '';
      if (empty && bodylessRouteKeys.has(event.routeKey)) return;
      if (empty) throw new InvalidRequestError('The request body must be a JSON object.');
      if (!bodylessRouteKeys.has(event.routeKey)) checkJsonBodyLabels(event.headers);
      try {
        await parser.before?.(request);
      } catch (error) {
        const cause = error instanceof Error ? error.cause : undefined;
        const reason = cause && typeof cause === 'object' && 'message' in cause ? String(cause.message) : 'malformed';
        throw new InvalidRequestError(`The request body is not valid JSON: ${reason}.`);
      }
      // The parser put the parsed value in the event's body.
      const parsed: unknown = event.body;
      stateOf(context, event).body = parsed;
    },
  };
}

/**
 * What a failure answers. A retry after "nothing was written" is safe; after a write that may have been applied it may
 * do it twice. (A webhook row is safe to send again either way: its duplicate claim answers the row stored the first
 * time; a resumable route's resend finishes it; and a read's own bookkeeping, the cursor positions a list remembers,
 * is no effect of the request.)
 */
function failureOutcome(
  error: unknown,
  writes: WriteWatch,
  method: string,
  busyAnswer: BusyAnswer | undefined,
  route: RouteSpec | undefined,
) {
  const unknown =
    answerWrites(writes) && busyAnswer !== 'rate_limited' && !READ_METHODS.has(method) && isBusyFailure(error);
  if (!unknown) return error;
  return route?.resumable
    ? new UnfinishedError(BUSY_RETRY_AFTER_SECONDS)
    : new OutcomeUnknownError(BUSY_RETRY_AFTER_SECONDS);
}

/** Sets the request id, echoes it on every response, and renders every error as the envelope. */
function envelope(
  busyAnswer: BusyAnswer | undefined,
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext> {
  type Request = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext>;
  const withRequestId = (request: Request) => {
    const state = stateOf(request.context, request.event);
    const response = request.response ?? { statusCode: 204 };
    const echoed = state.clientRequestId ?? state.requestId;
    response.headers = { ...response.headers, ...state.headers, 'X-Request-Id': echoed };
    request.response = response;
  };
  return {
    before: (request) => {
      // A fresh state per invocation, even where a caller passes the same context object twice.
      const state = freshState(request.event);
      request.context.api = state;
      logger.appendKeys({
        requestId: state.requestId,
        clientRequestId: state.clientRequestId,
        route: request.event.routeKey,
      });
    },
    after: withRequestId,
    onError: (request) => {
      const { requestId, writes, route } = stateOf(request.context, request.event);
      const error = request.error ?? undefined;
      const outcome = failureOutcome(error, writes, request.event.requestContext.http.method, busyAnswer, route);
      const rendered = renderError(outcome, requestId, busyAnswer);
      if (rendered.statusCode === 500) logger.error('Unhandled error', { error, requestId });
      // A dependency's brief failure is worth seeing in the logs, but it is not a fault of the service.
      else if (isBusyFailure(error)) logger.warn('Refused while a dependency was busy', { error, requestId });
      else logger.info('Request refused', { status: rendered.statusCode, code: JSON.parse(rendered.body!).code });
      request.response = rendered;
      withRequestId(request);
    },
  };
}

/**
 * Builds an API handler around a domain function. The function receives the parsed JSON body (with `json`), validates
 * it with its schema (validate.ts), and returns a status and a JSON-serialisable body (or a RawBody of another content
 * type: response.ts); it throws HttpErrors for the caller's mistakes and lets anything else become a 500.
 */
export function createApiHandler(
  fn: (request: ApiRequest) => Promise<ApiResult> | ApiResult,
  options: ApiHandlerOptions = {},
) {
  const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(envelope(options.busyAnswer));
  if (options.unrouted) chain.use(gatheredRoute(options.routes ?? [], options.unrouted));
  chain
    .use(access(options))
    .use({ before: ({ event, context }) => checkPathParameters(context.api?.route, event.pathParameters) })
    .use(bodySizeLimit(options.maxBodyBytes ?? MAX_BODY_BYTES));
  const bodyless = new Set((options.routes ?? []).filter((route) => route.bodyless).map(routeKey));
  if (options.json) chain.use(jsonBody(bodyless));
  return chain.handler(async (event, context) => {
    const { requestId, clientRequestId, route, principal, body, writes, rawBody } = stateOf(context, event);
    let query: Record<string, string> | undefined;
    const answer = async () => {
      const result = await watchingWrites(writes, async () =>
        fn({
          event,
          body,
          // Decoded when a route reads it, so that a list, which reads the raw string, refuses its own way (parse-parameters.ts).
          get query() {
            return (query ??= queryParameters(event.rawQueryString ?? ''));
          },
          pathParameters: event.pathParameters ?? {},
          rawBody,
          requestId,
          clientRequestId,
          route,
          principal,
          remainingMs: () => context.getRemainingTimeInMillis?.() ?? Number.POSITIVE_INFINITY,
        }),
      );
      return jsonResponse(result.statusCode ?? 200, result.body, result.headers);
    };
    const method = event.requestContext.http.method;
    const replays = options.idempotency;
    const key = replays && principal && method === 'POST' ? idempotencyKeyOf(event.headers) : undefined;
    if (!replays || !principal || !key) return answer();
    const request = { principal, key, method, path: event.rawPath, query: event.rawQueryString ?? '', body: rawBody };
    // A failure is kept as its answer only when the request wrote (and a resend would not finish it): otherwise the
    // key is freed for a retry.
    return replays.once(request, answer, (error) =>
      answerWrites(writes) && !route?.resumable
        ? renderError(failureOutcome(error, writes, method, options.busyAnswer, route), requestId, options.busyAnswer)
        : undefined,
    );
  });
}

/** The handler of a function that serves `routes`: each request reaches its route's `serve` with `services`. */
export function createRoutesHandler<S>(
  routes: readonly Route<S>[],
  services: S,
  options: Omit<ApiHandlerOptions, 'routes'> = {},
) {
  return createApiHandler(createRouter(routes, services), { json: true, ...options, routes });
}
