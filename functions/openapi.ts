// Lambda entry for GET /v5/openapi.json and GET /docs: the interface description of the route table, built once.
import { allRoutes } from '../lib/app/function-table.js';
import { createRoutesHandler } from '../lib/platform/http/api-handler.js';
import { buildDocument } from '../lib/openapi/document.js';
import type { JsonSchema } from '../lib/openapi/json-schema.js';
import { renderReferencePage } from '../lib/openapi/reference-page.js';
import { type OpenApiServices, openApiRoutes } from '../lib/openapi/routes.js';
import { documentVersion } from '../lib/openapi/version.js';

let document: JsonSchema | undefined;
let page: string | undefined;

/** The document of every route of the function table; `npm run openapi` writes the same one to docs/openapi.json. */
export const serviceDocument = (): JsonSchema =>
  (document ??= buildDocument({ routes: allRoutes(), version: documentVersion() }));

const services: OpenApiServices = {
  document: serviceDocument,
  page: () => (page ??= renderReferencePage(serviceDocument())),
};

export const handler = createRoutesHandler(openApiRoutes, services, { json: false });
