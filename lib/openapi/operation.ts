// What the interface description says of one route before it becomes an OpenAPI operation object.
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
  /** The JSON body's schema; `required` unless the route takes no body. */
  body?: { schema: JsonSchema; required?: boolean; mediaType?: string };
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

/** The OpenAPI operation object of `spec` at `path`; `scope` is what a credential must hold. */
export function operationObject(spec: OperationSpec, path: string, access: Access, scope?: string): JsonSchema {
  const parameters = [...pathParameters(path), ...(spec.parameters ?? [])];
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
  Object.assign(responses, spec.otherSuccesses, errorResponses(spec.errors));
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
