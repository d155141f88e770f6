// GET /v5/openapi.json and GET /docs: the interface description and its reference page, public and built once.
import { probeLimits } from '../platform/http/public-limits.js';
import { RawBody } from '../platform/http/response.js';
import { PUBLIC, type Route } from '../platform/http/route.js';
import type { JsonSchema } from './json-schema.js';

/** What the routes serve: the document of the whole route table, and its page; the function builds them once. */
export interface OpenApiServices {
  document(): JsonSchema;
  page(): string;
}

/** The document changes only with a deployment: clients may keep it a while. */
const CACHE = { 'Cache-Control': 'public, max-age=300' };

export const openApiRoutes: readonly Route<OpenApiServices>[] = [
  {
    method: 'GET',
    path: '/v5/openapi.json',
    scope: PUBLIC,
    publicLimits: probeLimits,
    serve: ({ document }) => ({ body: document(), headers: CACHE }),
  },
  {
    method: 'GET',
    path: '/docs',
    scope: PUBLIC,
    publicLimits: probeLimits,
    serve: ({ page }) => ({ body: new RawBody('text/html; charset=utf-8', page()), headers: CACHE }),
  },
];
