// What the interface description says of one route before it becomes an OpenAPI operation object.
import type { PathPattern } from '../platform/http/path-patterns.js';
import { commonHeaders, type ErrorStatus, errorResponses } from './errors.js';
import type { JsonSchema } from './json-schema.js';
import { pathParameters } from './path-parameters.js';

export interface OperationSpec {
  operationId: string;
  /** The family (or area) the operation is listed under. */
  tag: string;
  summary: string;
  description?: string;
  /** Query and header parameters; path parameters are derived from the path. */
  parameters?: JsonSchema[];
  /**
   * The body's schema; `required` unless the route takes no body. A JSON body sent as another media type or coded is a
   * 415, unless `anyContentType`: the webhook intake reads JSON whatever the labels say.
   */
  body?: { schema: JsonSchema; required?: boolean; mediaType?: string; anyContentType?: boolean };
  success?: { status: number; description: string; schema?: JsonSchema; mediaType?: string; headers?: JsonSchema };
  /** Further success answers (a redirect), keyed by status. */
  otherSuccesses?: Record<string, JsonSchema>;
  errors: readonly ErrorStatus[];
}

/** Who may call the route: no one in particular, a credential in an organization, or a credential alone. */
export type Access = 'public' | 'organization' | 'organizationOptional';

const security: Record<Access, JsonSchema[]> = {
  public: [],
  organization: [{ bearer: [], organization: [] }],
  organizationOptional: [{ bearer: [], organization: [] }, { bearer: [] }],
};

const rateLimitHeaders = {
  'RateLimit-Limit': { $ref: '#/components/headers/RateLimitLimit' },
  'RateLimit-Remaining': { $ref: '#/components/headers/RateLimitRemaining' },
  'RateLimit-Reset': { $ref: '#/components/headers/RateLimitReset' },
};

/** The operation's error statuses, with the 415 of a JSON body (json-media-type.ts), in order. */
function errorsOf({ body, errors }: OperationSpec): ErrorStatus[] {
  const labelled = body && (body.mediaType ?? 'application/json') === 'application/json' && !body.anyContentType;
  return [...new Set<ErrorStatus>([...errors, ...(labelled ? [415 as const] : [])])].sort((a, b) => a - b);
}

/**
 * The OpenAPI operation object of `spec` at `path`, whose parameters match `patterns`; `scope` is what a credential
 * must hold.
 */
export function operationObject(
  spec: OperationSpec,
  path: string,
  patterns: Readonly<Record<string, PathPattern>> | undefined,
  access: Access,
  scope?: string,
): JsonSchema {
  const parameters = [...pathParameters(path, patterns), ...(spec.parameters ?? [])];
  const responses: Record<string, JsonSchema> = {};
  const headers = { ...commonHeaders(), ...(access === 'public' ? {} : rateLimitHeaders) };
  if (spec.success) {
    const { status, description, schema, mediaType = 'application/json' } = spec.success;
    responses[String(status)] = {
      description,
      headers: { ...headers, ...spec.success.headers },
      ...(schema ? { content: { [mediaType]: { schema } } } : {}),
    };
  }
  Object.assign(responses, spec.otherSuccesses, errorResponses(errorsOf(spec)));
  const scopeNote = scope ? `Needs the scope \`${scope}\` (or a broader one).` : 'Needs no credential.';
  return {
    operationId: spec.operationId,
    tags: [spec.tag],
    summary: spec.summary,
    description: [spec.description, scopeNote].filter(Boolean).join('\n\n'),
    ...(scope ? { 'x-scope': scope } : {}),
    security: security[access],
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: spec.body.required ?? true,
            content: { [spec.body.mediaType ?? 'application/json']: { schema: spec.body.schema } },
          },
        }
      : {}),
    responses,
  };
}
