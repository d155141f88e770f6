// The API's public base URL, for addresses the API hands out (webhook addresses, later tracking links).
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * PUBLIC_BASE_URL when set (a custom domain), otherwise the host the request came to, over https in AWS and http on
 * the local runtime.
 */
export function publicBaseUrl(event: APIGatewayProxyEventV2, env: NodeJS.ProcessEnv = process.env): string {
  if (env.PUBLIC_BASE_URL) return env.PUBLIC_BASE_URL.replace(/\/$/, '');
  const protocol = env.LOCAL_RUNTIME === 'true' ? 'http' : 'https';
  return `${protocol}://${event.headers?.host ?? event.requestContext.domainName}`;
}
