// Builds the openapi function's handler: the interface description and its reference page, each built on first use.
import { createRoutesHandler } from '../../platform/http/api-handler.js';
import { renderReferencePage } from '../../openapi/reference-page.js';
import { type OpenApiServices, openApiRoutes } from '../../openapi/routes.js';
import { serviceDocument } from '../service-document.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  let page: string | undefined;
  const services: OpenApiServices = {
    document: () => serviceDocument(config.apiRevision),
    page: () => (page ??= renderReferencePage(serviceDocument(config.apiRevision))),
  };
  return createRoutesHandler(openApiRoutes, services, { json: false });
}
