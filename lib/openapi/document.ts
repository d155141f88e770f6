// Builds the OpenAPI 3.1 document from the route table: every route gets its operation, or the build fails.
import { PUBLIC, type RouteSpec, routeKey } from '../platform/http/route.js';
import type { Resource } from '../platform/resources/define.js';
import { resources as allResources } from '../families/index.js';
import { actionOperations } from './action-operations.js';
import { errorComponents, headerComponents } from './errors.js';
import { genericOperations } from './generic-operations.js';
import type { JsonSchema } from './json-schema.js';
import { sharedListParameters } from './list-parameters.js';
import { addExamples } from './examples.js';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '../platform/http/idempotent-requests.js';
import { type Access, type OperationSpec, operationObject } from './operation.js';
import { oauthOperations } from './oauth-operations.js';
import { publicOperations } from './public-operations.js';
import { resourceSchemas } from './resource-schemas.js';
import { webhookOperations } from './webhook-operations.js';
import { webhookPayloads } from './webhook-payloads.js';

export interface DocumentOptions {
  /** The routes to describe: the function table's. */
  routes: readonly RouteSpec[];
  /** `info.version` (documentVersion()). */
  version: string;
  resources?: readonly Resource[];
}

const idempotencyKeyParameter: JsonSchema = {
  name: 'Idempotency-Key',
  in: 'header',
  description:
    'Makes a retry safe: the same key, from the same organization and credential, with the same request within 24 ' +
    'hours answers the first answer again (with `Idempotent-Replayed: true`) without doing the work twice. Another ' +
    'request under the key answers 409 `idempotency_conflict`; one while the first still runs, 409 ' +
    '`idempotency_in_progress` with `Retry-After`. A request that failed without writing anything frees its key.',
  schema: { type: 'string', minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH },
};

const otherTags = [
  { name: 'auth', description: 'Sign-up, login, token refresh and the public signing key.' },
  { name: 'tracking', description: 'The open, click and unsubscribe addresses of campaign messages.' },
  {
    name: 'billing',
    description: "The billing provider's signed events, which keep invoices, subscriptions and prices in step.",
  },
  { name: 'service', description: 'Health, this document and its reference page.' },
  { name: 'local', description: 'Served by the local runtime only (`npm start`), never deployed.' },
];

const description = [
  'The outreach and contact management API. Every `/v5` request carries `Authorization: Bearer <API key or access ' +
    'token>` and `Service-Organization-ID: org_...`; the routes marked public need neither.',
  'Lists take the query language: `query`, `filter.<field>.<operator>`, `select[]`, `limit`, `startingAfter` / ' +
    '`endingBefore`, `orderBy` and `sort`. Errors share one envelope `{code, status, message, description}`, with ' +
    '`errors: [{path, message}]` where fields are at fault. Every answer carries `X-Request-Id`.',
  'A method a path does not answer gets 405 `method_not_allowed` with `Allow`; an unknown path 404 `resource_not_found`. ' +
    '`GET /` redirects (302) to `/docs`, this reference.',
].join('\n\n');

function accessOf(route: RouteSpec): Access {
  if (route.scope === PUBLIC) return 'public';
  return route.organizationOptional ? 'organizationOptional' : 'organization';
}

/** The operation the document gives `route`: a named one, else its family's generic one. */
function specOf(route: RouteSpec, generic: ReadonlyMap<string, OperationSpec>): OperationSpec {
  const key = routeKey(route);
  const spec =
    actionOperations[key] ??
    webhookOperations[key] ??
    publicOperations[key] ??
    oauthOperations[key] ??
    generic.get(key);
  if (!spec) throw new Error(`${key} has no operation in the interface description (lib/openapi)`);
  if (route.credential !== 'user') return spec;
  const note = "Needs a user's access token: an API key gets 401 `requires_access_token`.";
  return { ...spec, description: [spec.description, note].filter(Boolean).join(' ') };
}

/** A POST of a credential honours Idempotency-Key (lib/platform/http/idempotent-requests.ts). */
function keyed(route: RouteSpec, spec: OperationSpec): OperationSpec {
  if (route.method !== 'POST' || route.scope === PUBLIC) return spec;
  const parameters = [...(spec.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
  return { ...spec, parameters, errors: [...spec.errors, 409] };
}

/** The OpenAPI 3.1 document of `routes`. */
export function buildDocument({ routes, version, resources = allResources }: DocumentOptions): JsonSchema {
  const described = resources.map(genericOperations);
  const generic = new Map(described.flatMap(({ operations }) => Object.entries(operations)));
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const add = (path: string, method: string, operation: JsonSchema) => {
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operation;
  };
  const routed = new Set(routes.map(routeKey));
  const patternsByPath = new Map(routes.map((route) => [route.path, route.pathPatterns]));
  for (const route of routes) {
    const scope = route.scope === PUBLIC ? undefined : route.scope;
    const spec = keyed(route, specOf(route, generic));
    add(route.path, route.method, operationObject(spec, route.path, route.pathPatterns, accessOf(route), scope));
  }
  // The writes of read-only families are no routes, but callers meet their 405 (from the catch-all, before any
  // credential is read): the document lists them too.
  for (const [key, spec] of described.flatMap(({ refused }) => Object.entries(refused))) {
    if (routed.has(key)) continue;
    const space = key.indexOf(' ');
    const path = key.slice(space + 1);
    add(path, key.slice(0, space), operationObject(spec, path, patternsByPath.get(path), 'public'));
  }
  const errors = errorComponents();
  const schemas: Record<string, JsonSchema> = {
    ...errors.schemas,
    ...Object.assign({}, ...resources.map(resourceSchemas)),
  };
  return addExamples(
    withoutUnusedSchemas(schemas, {
      openapi: '3.1.0',
      info: {
        title: 'Outreach API',
        version,
        description,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [
        { url: '/', description: 'The host that serves this document (http://localhost:3000 for `npm start`)' },
      ],
      security: [{ bearer: [], organization: [] }],
      tags: [
        ...resources.map((resource) => ({ name: resource.path, description: resource.description })),
        ...otherTags,
      ],
      paths,
      webhooks: webhookPayloads(resources),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key (`oak_...`) or a user access token (a JWT from the login routes).',
          },
          organization: {
            type: 'apiKey',
            in: 'header',
            name: 'Service-Organization-ID',
            description: 'The id of the organization the request acts in (`org_...`).',
          },
        },
        parameters: { ...sharedListParameters, IdempotencyKey: idempotencyKeyParameter },
        headers: headerComponents,
        responses: errors.responses,
        schemas,
      },
    }),
  );
}

/** Drops the component `schemas` of `document` that nothing refers to (a family's body schema that an action replaces). */
function withoutUnusedSchemas(schemas: Record<string, JsonSchema>, document: JsonSchema): JsonSchema {
  for (let dropped = true; dropped; ) {
    dropped = false;
    const text = JSON.stringify(document);
    for (const name of Object.keys(schemas))
      if (!text.includes(`"#/components/schemas/${name}"`)) dropped = delete schemas[name];
  }
  return document;
}
