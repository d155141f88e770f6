// Renders any thrown value as the specification's error envelope; unexpected errors become a 500 that leaks nothing.
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { StoreError } from '../store/errors.js';
import { ConflictError, HttpError, NotFoundError, PayloadTooLargeError, QueryTooBroadError } from './errors.js';
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
 * store's message; a lost transaction race is none.
 */
function httpErrorOf(error: StoreError): HttpError | undefined {
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
      return undefined;
  }
}

/** The envelope and headers for an error; anything but an HttpError or a store error that maps to one is internal. */
export function errorEnvelope(
  thrown: unknown,
  requestId: string,
): { body: ErrorEnvelope; headers: Record<string, string> } {
  const error = thrown instanceof StoreError ? httpErrorOf(thrown) : thrown;
  if (error instanceof HttpError) {
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

export function renderError(error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  const { body, headers } = errorEnvelope(error, requestId);
  return jsonResponse(body.status, body, headers);
}
