// The openapi function: GET /v5/openapi.json and GET /docs, the interface description of the function table.
import { openApiRoutes } from '../../openapi/routes.js';
import type { FunctionServing } from '../function-spec.js';

export const openapiFunction = {
  routes: openApiRoutes,
  build: () => import('../handlers/openapi.js'),
} satisfies FunctionServing;
