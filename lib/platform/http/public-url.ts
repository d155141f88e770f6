// The API's public base URL, for addresses the API hands out (webhook addresses, tracking domains' CNAME target).
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** A fixed base (a custom domain), or the protocol to put before the host each request came to. */
export interface PublicUrlSettings {
  base?: string;
  protocol: 'http' | 'https';
}

/** The settings of a deployed API that names no custom domain: each request's host, over https. */
const REQUEST_HOST_OVER_HTTPS: PublicUrlSettings = { protocol: 'https' };

/** The fixed base when there is one, otherwise the host the request came to. */
export function publicBaseUrl(
  event: APIGatewayProxyEventV2,
  settings: PublicUrlSettings = REQUEST_HOST_OVER_HTTPS,
): string {
  if (settings.base) return settings.base.replace(/\/$/, '');
  return `${settings.protocol}://${event.headers?.host ?? event.requestContext.domainName}`;
}
