// The interface description of every route of the function table (lib/app/route-table.ts), built once per process; `npm run openapi` writes the
// same one to docs/openapi.json.
import { buildDocument } from '../openapi/document.js';
import type { JsonSchema } from '../openapi/json-schema.js';
import { documentVersion } from '../openapi/version.js';
import { servedRoutes } from './route-table.js';

let document: JsonSchema | undefined;

/** `revision` is API_REVISION, which a bundle without git carries; elsewhere the checked-out commit names the version. */
export const serviceDocument = (revision = process.env.API_REVISION || undefined): JsonSchema =>
  (document ??= buildDocument({ routes: servedRoutes(), version: documentVersion({ revision }) }));
