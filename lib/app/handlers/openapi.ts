// Builds the openapi function's handler: the interface description and its reference page, each built on first use.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createRoutesHandler } from '../../platform/http/api-handler.js';
import { REFERENCE_RENDERER, renderReferencePage } from '../../openapi/reference-page.js';
import { type OpenApiServices, openApiRoutes } from '../../openapi/routes.js';
import { serviceDocument } from '../service-document.js';
import type { AppConfig } from '../settings.js';

/** The renderer's script: beside the bundle in Lambda (copied there when it is built), from node_modules locally. */
function rendererScript(taskRoot: string | undefined): string {
  const bundled = taskRoot ? join(taskRoot, REFERENCE_RENDERER.bundled) : undefined;
  const file =
    bundled && existsSync(bundled) ? bundled : createRequire(import.meta.url).resolve(REFERENCE_RENDERER.module);
  return readFileSync(file, 'utf8');
}

export function build(config: AppConfig) {
  let page: string | undefined;
  const services: OpenApiServices = {
    document: () => serviceDocument(config.apiRevision),
    page: () => (page ??= renderReferencePage(rendererScript(config.taskRoot))),
  };
  return createRoutesHandler(openApiRoutes, services, { json: false });
}
