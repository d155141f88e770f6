// Typed HTTP errors: each carries the status, code, message and description of the specification's error envelope.

/** A field that failed validation, named by its dotted path. */
export interface FieldError {
  path: string;
  message: string;
}

export interface HttpErrorOptions {
  errors?: FieldError[];
  headers?: Record<string, string>;
}

/** An error that is meant for the caller: its status, code and texts are rendered as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly description: string,
    readonly options: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidRequestError extends HttpError {
  constructor(description: string, errors?: FieldError[]) {
    super(400, 'invalid_request', 'The request is invalid', description, { errors });
  }
}

export class InvalidFilterError extends HttpError {
  constructor(description: string) {
    super(400, 'invalid_filter', 'A filter is invalid', description);
  }
}

/** A query or path parameter the request got wrong; `errors` names it where it can. */
export class InvalidParameterError extends HttpError {
  constructor(description: string, errors?: FieldError[]) {
    super(400, 'invalid_parameter', 'A parameter is invalid', description, { errors });
  }
}

/** A list or count that would read more records than one request may: the description names the indexed fields. */
export class QueryTooBroadError extends HttpError {
  constructor(description: string) {
    super(400, 'query_too_broad', 'The query would read too many records', description);
  }
}

export class NotFoundError extends HttpError {
  constructor(description = 'No resource exists at this path.') {
    super(404, 'resource_not_found', 'Resource not found', description);
  }
}

export class MethodNotAllowedError extends HttpError {
  constructor(method: string, allow: readonly string[]) {
    super(
      405,
      'method_not_allowed',
      'Method not allowed',
      `${method} is not allowed here; allowed: ${allow.join(', ')}.`,
      {
        headers: { Allow: allow.join(', ') },
      },
    );
  }
}

export class ConflictError extends HttpError {
  constructor(description: string) {
    super(409, 'conflict', 'Conflict', description);
  }
}

export class PayloadTooLargeError extends HttpError {
  /** `limit`: the body's limit in bytes, or a description of what was too large. */
  constructor(limit: number | string) {
    const description = typeof limit === 'number' ? `The request body is larger than ${limit} bytes.` : limit;
    super(413, 'payload_too_large', 'Payload too large', description);
  }
}

/** A body the service cannot read as JSON: another media type, or a content coding it does not undo. */
export class UnsupportedMediaTypeError extends HttpError {
  constructor(description: string) {
    super(415, 'unsupported_media_type', 'Unsupported media type', description);
  }
}

export class RateLimitedError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, 'rate_limited', 'Too many requests', `Too many requests; retry after ${retryAfterSeconds} seconds.`, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}

/** A dependency (the table, a queue) was briefly unavailable or overloaded; nothing of the request was written. */
export class ServiceUnavailableError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(
      503,
      'service_unavailable',
      'Service unavailable',
      `A service this request needs is briefly unavailable; nothing was written. Retry after ${retryAfterSeconds} seconds.`,
      { headers: { 'Retry-After': String(retryAfterSeconds) } },
    );
  }
}

/**
 * A dependency failed or did not answer in time before a resumable request (route.ts) finished: sent again, the same
 * request finishes it and repeats nothing.
 */
export class UnfinishedError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(
      503,
      'service_unavailable',
      'Service unavailable',
      'A service this request needs failed before the request finished. Send the same request again after ' +
        `${retryAfterSeconds} seconds: it finishes what this one began and repeats none of it.`,
      { headers: { 'Retry-After': String(retryAfterSeconds) } },
    );
  }
}

/**
 * A dependency failed or did not answer in time after the request had begun to write: each write is whole (one
 * transaction), but one may have been applied, so sending the request again might apply it twice.
 */
export class OutcomeUnknownError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(
      503,
      'service_unavailable',
      'Service unavailable',
      'A service this request needs failed after the request had begun to write: it may have been applied (never in ' +
        'part of one write). Read what it would have changed before sending it again.',
      { headers: { 'Retry-After': String(retryAfterSeconds) } },
    );
  }
}

export type UnauthorizedCode =
  | 'missing_authorization'
  | 'invalid_api_key'
  | 'invalid_access_token'
  | 'invalid_refresh_token'
  | 'requires_access_token';

export class UnauthorizedError extends HttpError {
  constructor(code: UnauthorizedCode, description: string) {
    super(401, code, 'Unauthorized', description);
  }
}

export class ForbiddenError extends HttpError {
  constructor(code: string, description: string) {
    super(403, code, 'Forbidden', description);
  }
}

export class MissingScopesError extends ForbiddenError {
  constructor(missing: readonly string[]) {
    super('missing_scopes', `The credential lacks the scope ${missing.join(', ')} that this operation requires.`);
  }
}
