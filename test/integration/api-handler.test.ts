// The middy chain every API handler shares: JSON bodies, the body bound, validation, and 500s that leak nothing.
import { jest } from '@jest/globals';
import * as v from 'valibot';
import { buildContext, buildHttpEvent } from '../../infra/local/apigw-event.js';
import { createApiHandler, MAX_BODY_BYTES } from '../../lib/platform/http/api-handler.js';
import { logger } from '../../lib/platform/http/logger.js';
import { parseBody } from '../../lib/platform/http/validate.js';

const echoSchema = v.strictObject({ name: v.pipe(v.string(), v.minLength(1)), tags: v.optional(v.array(v.string())) });
const echo = createApiHandler(({ body }) => ({ statusCode: 201, body: parseBody(echoSchema, body) }), { json: true });
const crash = createApiHandler(() => {
  throw new Error('secret table name arn:aws:dynamodb:eu-west-1:123:table/x');
});

function invoke(handler: typeof echo, body?: string | Buffer, headers: Record<string, string> = {}) {
  const event = buildHttpEvent({
    method: 'POST',
    url: '/test',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? Buffer.from(body) : body,
    sourceIp: '127.0.0.1',
    routeKey: 'POST /test',
  });
  return handler(event, buildContext('test', 10)) as Promise<{
    statusCode: number;
    headers: Record<string, string>;
    body: string;
  }>;
}

it('parses a JSON body sent as JSON, and validates it; another content type is a 415', async () => {
  const response = await invoke(echo, '{"name":"Ada","tags":["a"]}');
  expect(response.statusCode).toBe(201);
  expect(JSON.parse(response.body)).toEqual({ name: 'Ada', tags: ['a'] });
  const form = await invoke(echo, '{"name":"Ada","tags":["a"]}', {
    'content-type': 'application/x-www-form-urlencoded',
  });
  expect(form.statusCode).toBe(415);
  expect(JSON.parse(form.body)).toMatchObject({ code: 'unsupported_media_type', status: 415 });
});

it.each([
  ['malformed JSON', '{"name":'],
  ['no body', undefined],
  ['an empty body', ''],
])('answers %s with 400 invalid_request', async (_, body) => {
  const response = await invoke(echo, body);
  expect(response.statusCode).toBe(400);
  expect(JSON.parse(response.body)).toMatchObject({
    code: 'invalid_request',
    status: 400,
    message: expect.any(String),
    description: expect.any(String),
  });
});

it('lists every failing field, with its path', async () => {
  const response = await invoke(echo, JSON.stringify({ name: '', tags: ['ok', 7], extra: true }));
  const body = JSON.parse(response.body);
  expect(response.statusCode).toBe(400);
  expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['extra', 'name', 'tags[1]']);
});

it('answers a body over the bound (256 KiB) with 413 payload_too_large, and accepts one at the limit', async () => {
  const filler = (size: number) => JSON.stringify({ name: 'x'.repeat(size - '{"name":""}'.length) });
  const over = await invoke(echo, filler(MAX_BODY_BYTES + 1));
  expect(over.statusCode).toBe(413);
  expect(JSON.parse(over.body)).toMatchObject({ code: 'payload_too_large', status: 413 });
  expect((await invoke(echo, filler(MAX_BODY_BYTES))).statusCode).toBe(201);
});

it('decodes a base64 body', async () => {
  const event = buildHttpEvent({
    method: 'POST',
    url: '/test',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from('{"name":"B64"}'),
    sourceIp: '127.0.0.1',
    routeKey: 'POST /test',
  });
  const encoded = { ...event, body: Buffer.from(event.body!).toString('base64'), isBase64Encoded: true };
  const response = (await echo(encoded, buildContext('test', 10))) as { statusCode: number; body: string };
  expect(JSON.parse(response.body)).toEqual({ name: 'B64' });
});

it("turns an unexpected error into a 500 internal_error that carries the platform's request id, leaks nothing, and is logged with it", async () => {
  const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  const event = buildHttpEvent({
    method: 'POST',
    url: '/test',
    headers: { 'x-request-id': 'req-crash-1' },
    sourceIp: '127.0.0.1',
    routeKey: 'POST /test',
  });
  const platformId = event.requestContext.requestId;
  const response = (await crash(event, buildContext('test', 10))) as { headers: Record<string, string>; body: string };
  const body = JSON.parse(response.body);
  expect(body).toEqual({
    code: 'internal_error',
    status: 500,
    message: expect.any(String),
    description: expect.stringContaining(platformId),
    requestId: platformId,
  });
  expect(response.body).not.toMatch(/secret|arn:aws|Error:|at /);
  // The caller's id comes back in the header it was sent in; the logs carry the platform's.
  expect(response.headers['X-Request-Id']).toBe('req-crash-1');
  expect(logged).toHaveBeenCalledWith('Unhandled error', expect.objectContaining({ requestId: platformId }));
  logged.mockRestore();
});
