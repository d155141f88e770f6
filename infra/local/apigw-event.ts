// Builds the events and Lambda contexts that AWS would hand a handler: API Gateway HTTP API (payload format 2.0) and EventBridge schedules.
import type { APIGatewayProxyEventV2, Context, ScheduledEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';

export interface HttpRequestParts {
  method: string;
  /** Path and query string as received: `/v5/contacts?limit=10`. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer;
  sourceIp: string;
  routeKey: string;
  pathParameters?: Record<string, string>;
}

/** API Gateway joins repeated headers and query parameters with commas. */
function joinRepeated(values: Record<string, string | string[] | undefined>): Record<string, string> {
  const joined: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) joined[key.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return joined;
}

function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const grouped: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) (grouped[key] ??= []).push(value);
  return joinRepeated(grouped);
}

/** A body is passed as text when it is valid UTF-8, otherwise base64-encoded, like API Gateway does for binary media. */
function encodeBody(body: Buffer | undefined): { body?: string; isBase64Encoded: boolean } {
  if (!body || body.length === 0) return { isBase64Encoded: false };
  const text = body.toString('utf8');
  return Buffer.from(text, 'utf8').equals(body)
    ? { body: text, isBase64Encoded: false }
    : { body: body.toString('base64'), isBase64Encoded: true };
}

export function buildHttpEvent(parts: HttpRequestParts): APIGatewayProxyEventV2 {
  const [rawPath = '/', rawQueryString = ''] = parts.url.split(/\?(.*)/s);
  const headers = joinRepeated(parts.headers);
  const cookies = headers.cookie?.split(/;\s*/).filter(Boolean);
  delete headers.cookie;
  const now = new Date();
  return {
    version: '2.0',
    routeKey: parts.routeKey,
    rawPath,
    rawQueryString,
    cookies,
    headers,
    queryStringParameters: queryParameters(rawQueryString),
    pathParameters: parts.pathParameters && Object.keys(parts.pathParameters).length ? parts.pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: parts.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: parts.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: parts.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...encodeBody(parts.body),
  };
}

/** A Lambda context for a local invocation with the function's timeout. */
export function buildContext(functionName: string, timeoutSeconds: number): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  const awsRequestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** The event EventBridge hands a function on a schedule. */
export function scheduledEvent(functionName: string): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: new Date().toISOString(),
    region: process.env.AWS_REGION ?? 'us-east-1',
    resources: [`arn:aws:events:local:000000000000:rule/${functionName}`],
    detail: {},
  };
}
