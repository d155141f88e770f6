// Resolves the request id: the caller's X-Request-Id when it sent a usable one, otherwise API Gateway's id.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';

/** Echoed ids are bounded and printable so that a caller cannot inject into headers or logs. */
const USABLE_ID = /^[\x21-\x7e]{1,200}$/;

export function requestIdOf(event: Partial<APIGatewayProxyEventV2>): string {
  const sent = event.headers?.['x-request-id'];
  if (sent && USABLE_ID.test(sent)) return sent;
  return event.requestContext?.requestId ?? randomUUID();
}
