// The ids of a request: the platform's (API Gateway's), which logs and events use, and the caller's X-Request-Id, echoed beside it.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';

/** Echoed ids are bounded and printable so that a caller cannot inject into headers or logs. */
const USABLE_ID = /^[\x21-\x7e]{1,200}$/;

/** API Gateway's id of the request; a caller cannot choose it, so logs and the event log can be trusted to tell requests apart. */
export function requestIdOf(event: Partial<APIGatewayProxyEventV2>): string {
  return event.requestContext?.requestId ?? randomUUID();
}

/** The caller's X-Request-Id when it is usable; undefined otherwise. */
export function clientRequestIdOf(event: Partial<APIGatewayProxyEventV2>): string | undefined {
  const sent = event.headers?.['x-request-id'];
  return sent && USABLE_ID.test(sent) ? sent : undefined;
}
