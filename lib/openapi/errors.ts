// The error answers of the interface description: the one envelope, each status with the codes it carries, and headers.
import type { JsonSchema } from './json-schema.js';

/** Every error status a route can answer, with the `code` values the service gives it (lib/platform/http/errors.ts). */
const errorCodes = {
  400: ['invalid_request', 'invalid_filter', 'invalid_parameter', 'query_too_broad', 'invalid_webhook_signature'],
  401: [
    'missing_authorization',
    'invalid_api_key',
    'invalid_access_token',
    'invalid_refresh_token',
    'requires_access_token',
  ],
  403: ['missing_scopes', 'missing_role'],
  404: ['resource_not_found'],
  405: ['method_not_allowed'],
  409: ['conflict', 'idempotency_conflict', 'idempotency_in_progress'],
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
  429: ['rate_limited'],
  500: ['internal_error'],
  503: ['service_unavailable'],
} as const;

export type ErrorStatus = keyof typeof errorCodes;

const isErrorStatus = (status: number): status is ErrorStatus => Object.hasOwn(errorCodes, status);

/** What reading a family's records can answer besides success: lists and counts, and one record by id. */
export const READ_ERRORS = [400, 401, 403, 429, 500] as const;
export const ONE_ERRORS = [400, 401, 403, 404, 429, 500] as const;
/** What a write with a body can answer besides success. */
export const WRITE_ERRORS = [400, 401, 403, 404, 409, 413, 429, 500] as const;

const errorTitles: Record<ErrorStatus, string> = {
  400: 'The request, a filter or a parameter is invalid',
  401: 'No valid credential',
  403: 'The credential lacks a scope or a role',
  404: 'No such record or path',
  405: 'The path does not answer this method',
  409: 'A unique value is taken, the record changed meanwhile, or the Idempotency-Key belongs to another request or one still running',
  413: 'The body or the record is too large',
  415: 'The body is not sent as JSON, or in a Content-Encoding the service does not decode',
  429: 'Too many requests',
  500: 'An unexpected error (quote the request id)',
  503: 'A dependency is briefly unavailable or overloaded; retry after Retry-After. Nothing was written, unless the description says the request may have been applied: then read before retrying',
};

/** `<status>Error` names a status's response and schema in the components. */
const componentName = (status: ErrorStatus) => `Error${status}`;

/** The envelope every 4xx and 5xx answer carries; `errors` names the fields at fault where it can. */
const errorEnvelopeSchema: JsonSchema = {
  type: 'object',
  required: ['code', 'status', 'message', 'description'],
  properties: {
    code: { type: 'string', description: 'Stable, machine-readable: one of the codes the status lists.' },
    status: { type: 'integer', minimum: 400, maximum: 599 },
    message: { type: 'string' },
    description: { type: 'string', description: 'What went wrong and how to fix it.' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
    requestId: { type: 'string', description: 'On 500 only: the id to quote when reporting it.' },
  },
};

/** The headers of answers: every answer's request id, the rate-limit state, and the headers of 429 and 405. */
export const headerComponents: Record<string, JsonSchema> = {
  RequestId: {
    description: "The id of the request: the caller's X-Request-Id when it sent one, the platform's otherwise.",
    required: true,
    schema: { type: 'string', minLength: 1 },
  },
  RetryAfter: {
    description: 'Seconds to wait before retrying.',
    required: true,
    schema: { type: 'string', pattern: '^\\d+$' },
  },
  Allow: { description: 'The methods the path answers.', required: true, schema: { type: 'string' } },
  RetryAfterInProgress: {
    description: 'With `idempotency_in_progress`: seconds to wait before sending the request again.',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
  IdempotentReplayed: {
    description: 'The answer is the first answer to this Idempotency-Key, given again; nothing was done twice.',
    schema: { type: 'string', const: 'true' },
  },
  RateLimitLimit: { description: 'Requests the credential may make per window.', schema: { type: 'string' } },
  RateLimitRemaining: { description: 'Requests left in the current window.', schema: { type: 'string' } },
  RateLimitReset: { description: 'Seconds until the window resets.', schema: { type: 'string' } },
  Link: {
    description:
      'The pages beside this one (RFC 8288): `rel="next"` (the same request with `startingAfter` the last record\'s ' +
      'id) when the page is full, `rel="prev"` (with `endingBefore` the first record\'s id) when the request gave a ' +
      'cursor. No `rel="next"` on the last page.',
    schema: { type: 'string' },
  },
};

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The headers every answer carries. */
export const commonHeaders = () => ({ 'X-Request-Id': headerRef('RequestId') });

const extraHeaders: Partial<Record<ErrorStatus, Record<string, unknown>>> = {
  405: { Allow: headerRef('Allow') },
  409: { 'Retry-After': headerRef('RetryAfterInProgress'), 'Idempotent-Replayed': headerRef('IdempotentReplayed') },
  429: { 'Retry-After': headerRef('RetryAfter') },
  503: { 'Retry-After': headerRef('RetryAfter') },
};

/** The error schemas and responses of the components: one per status, its `code` limited to that status's codes. */
export function errorComponents() {
  const schemas: Record<string, JsonSchema> = { Error: errorEnvelopeSchema };
  const responses: Record<string, JsonSchema> = {};
  for (const status of Object.keys(errorCodes).map(Number).filter(isErrorStatus)) {
    const name = componentName(status);
    schemas[name] = {
      allOf: [{ $ref: '#/components/schemas/Error' }],
      properties: { code: { enum: [...errorCodes[status]] }, status: { const: status } },
    };
    responses[name] = {
      description: `${errorTitles[status]}: \`code\` is ${errorCodes[status].map((code) => `\`${code}\``).join(', ')}.`,
      headers: { ...commonHeaders(), ...extraHeaders[status] },
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
    };
  }
  return { schemas, responses };
}

/**
 * The `responses` entries of `statuses`, each a reference to its component. Whatever may fail unexpectedly (500) may
 * also meet a dependency that is briefly unavailable (503).
 */
export function errorResponses(statuses: readonly ErrorStatus[]): Record<string, JsonSchema> {
  const all: readonly ErrorStatus[] = statuses.includes(500) ? [...statuses, 503] : statuses;
  return Object.fromEntries(
    all.map((status) => [String(status), { $ref: `#/components/responses/${componentName(status)}` }]),
  );
}
