// Renders any thrown value as the specification's error envelope; unexpected errors become a 500 that leaks nothing.
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { HttpError } from './errors.js';
import { jsonResponse } from './response.js';

export interface ErrorEnvelope {
  code: string;
  status: number;
  message: string;
  description: string;
  errors?: HttpError['options']['errors'];
  requestId?: string;
}

/** The envelope and headers for an error; anything that is not an HttpError is an internal error. */
export function errorEnvelope(
  error: unknown,
  requestId: string,
): { body: ErrorEnvelope; headers: Record<string, string> } {
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
