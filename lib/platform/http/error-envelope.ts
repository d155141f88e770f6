// Renders any thrown value as the specification's error envelope; a dependency's brief failure becomes a 503 (or a 429), anything else unexpected a 500 that leaks nothing.
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { isTransientFailure } from '../aws/transient-failure.js';
import { StoreError } from '../store/errors.js';
import {
  ConflictError,
  HttpError,
  NotFoundError,
  PayloadTooLargeError,
  QueryTooBroadError,
  RateLimitedError,
  ServiceUnavailableError,
} from './errors.js';
import { jsonResponse } from './response.js';

export interface ErrorEnvelope {
  code: string;
  status: number;
  message: string;
  description: string;
  errors?: HttpError['options']['errors'];
  requestId?: string;
}

/**
 * The HTTP error a store error answers as: a missing record is 404 resource_not_found, a taken value or id and a
 * record that kept changing are 409 conflict, a read past its budget is 400 query_too_broad, a record too large to store is 413 payload_too_large, each described by the
 * store's message; a transaction race that outlived its retries is a dependency's brief failure, answered as `busy`.
 */
function httpErrorOf(error: StoreError, busy: () => HttpError): HttpError {
  switch (error.kind) {
    case 'not-found':
      return new NotFoundError(error.message);
    case 'conflict':
    case 'contention':
      return new ConflictError(error.message);
    case 'too-broad':
      return new QueryTooBroadError(error.message);
    case 'too-large':
      return new PayloadTooLargeError(error.message);
    case 'write-race':
      return busy();
  }
}

/**
 * How a route answers when a dependency is briefly unavailable: 503 with Retry-After, or 429 where the callers are
 * integrators that the specification tells to back off on 429 (the webhook intake).
 */
export type BusyAnswer = 'service_unavailable' | 'rate_limited';

/** Seconds a caller waits before trying again after a dependency's brief failure. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

const busyError = (answer: BusyAnswer): HttpError =>
  answer === 'rate_limited'
    ? new RateLimitedError(BUSY_RETRY_AFTER_SECONDS)
    : new ServiceUnavailableError(BUSY_RETRY_AFTER_SECONDS);

/** Whether a thrown value is a dependency's brief failure: a throttle, a timeout, a race that outlived its retries. */
export const isBusyFailure = (thrown: unknown): boolean =>
  thrown instanceof StoreError ? thrown.kind === 'write-race' : isTransientFailure(thrown);

/** The HTTP error a thrown value answers as, if it is not a fault of the service. */
function httpErrorFor(thrown: unknown, busy: BusyAnswer): HttpError | undefined {
  if (thrown instanceof HttpError) return thrown;
  if (thrown instanceof StoreError) return httpErrorOf(thrown, () => busyError(busy));
  return isBusyFailure(thrown) ? busyError(busy) : undefined;
}

/**
 * The envelope and headers for an error: an HttpError as it says, a store error as it maps, a dependency's brief
 * failure as `busy`; anything else is internal.
 */
export function errorEnvelope(
  thrown: unknown,
  requestId: string,
  busy: BusyAnswer = 'service_unavailable',
): { body: ErrorEnvelope; headers: Record<string, string> } {
  const error = httpErrorFor(thrown, busy);
  if (error) {
    const body: ErrorEnvelope = {
      code: error.code,
      status: error.status,
      message: error.message,
      description: error.description,
    };
    if (error.options.errors?.length) body.errors = error.options.errors;
    return { body, headers: error.options.headers ?? {} };
  }
  return {
    body: {
      code: 'internal_error',
      status: 500,
      message: 'Internal server error',
      description: `An unexpected error occurred. Quote request id ${requestId} when you report it.`,
      requestId,
    },
    headers: {},
  };
}

export function renderError(error: unknown, requestId: string, busy?: BusyAnswer): APIGatewayProxyStructuredResultV2 {
  const { body, headers } = errorEnvelope(error, requestId, busy);
  return jsonResponse(body.status, body, headers);
}
