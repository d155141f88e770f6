// Checks that the sample events in events/ carry what handlers rely on, and that the health sample gets a live answer.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, SQSEvent } from 'aws-lambda';
import { buildContext } from '../../infra/local/apigw-event.js';
import { handler } from '../../functions/health.js';

const load = <T>(name: string): T =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../events/${name}`, import.meta.url)), 'utf8')) as T;

const httpEvent = load<APIGatewayProxyEventV2>('api-gateway-v2-health.json');
const sqsEvent = load<SQSEvent>('sqs-batch.json');

describe('events/api-gateway-v2-health.json', () => {
  it('is a payload format 2.0 event for GET /v5/health?challenge=ping', () => {
    expect(httpEvent.version).toBe('2.0');
    expect(httpEvent.routeKey).toBe('GET /v5/health');
    expect(httpEvent.rawPath).toBe('/v5/health');
    expect(httpEvent.rawQueryString).toBe('challenge=ping');
    expect(httpEvent.queryStringParameters).toEqual({ challenge: 'ping' });
    expect(httpEvent.requestContext.http.method).toBe('GET');
    expect(httpEvent.requestContext.http.path).toBe('/v5/health');
    expect(httpEvent.requestContext.http.sourceIp).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(httpEvent.requestContext.routeKey).toBe(httpEvent.routeKey);
    expect(httpEvent.requestContext.requestId).toEqual(expect.any(String));
    expect(httpEvent.headers['x-request-id']).toEqual(expect.any(String));
    // API Gateway v2 lower-cases header names.
    for (const name of Object.keys(httpEvent.headers)) expect(name).toBe(name.toLowerCase());
  });

  it('gets 200 {"ok":true,"challenge":"ping"} from the real health handler, with the sent request id echoed', async () => {
    const response = (await handler(
      structuredClone(httpEvent),
      buildContext('health', 10),
    )) as APIGatewayProxyStructuredResultV2;
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body!)).toEqual({ ok: true, challenge: 'ping' });
    expect(response.headers?.['X-Request-Id']).toBe(httpEvent.headers['x-request-id']);
  });
});

describe('events/sqs-batch.json', () => {
  it('holds two SQS records with what a worker reads', () => {
    expect(sqsEvent.Records).toHaveLength(2);
    const ids = sqsEvent.Records.map((r) => r.messageId);
    expect(new Set(ids).size).toBe(2);
    for (const record of sqsEvent.Records) {
      expect(record.messageId).toEqual(expect.any(String));
      expect(record.receiptHandle).toEqual(expect.any(String));
      expect(record.eventSource).toBe('aws:sqs');
      expect(record.eventSourceARN).toMatch(/^arn:aws:sqs:[a-z0-9-]+:\d{12}:[\w-]+$/);
      expect(record.eventSourceARN.split(':')[3]).toBe(record.awsRegion);
      expect(Number(record.attributes.ApproximateReceiveCount)).toBeGreaterThanOrEqual(1);
      expect(typeof record.body).toBe('string');
      expect(JSON.parse(record.body)).toEqual(expect.any(Object));
    }
  });
});
