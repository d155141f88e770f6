// Unit tests of the request ids: the platform's id is API Gateway's whatever the caller sends; a caller's usable X-Request-Id is kept beside it.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clientRequestIdOf, requestIdOf } from '../../lib/platform/http/request-id.js';

const GATEWAY_ID = 'Xyz1AbCdIAMEbcQ=';

function event(headers: Record<string, string>): Partial<APIGatewayProxyEventV2> {
  return { headers, requestContext: { requestId: GATEWAY_ID } as APIGatewayProxyEventV2['requestContext'] };
}

describe('requestIdOf', () => {
  it("is the gateway's id, whatever X-Request-Id the caller sends", () => {
    expect(requestIdOf(event({}))).toBe(GATEWAY_ID);
    expect(requestIdOf(event({ 'x-request-id': 'client-123' }))).toBe(GATEWAY_ID);
  });

  it('makes up a UUID when there is no gateway id', () => {
    const id = requestIdOf({ headers: {} });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(requestIdOf({})).not.toBe(id);
  });
});

describe('clientRequestIdOf', () => {
  it('keeps a usable x-request-id', () => {
    expect(clientRequestIdOf(event({ 'x-request-id': 'client-123_abc.DEF:9' }))).toBe('client-123_abc.DEF:9');
    expect(clientRequestIdOf(event({ 'x-request-id': 'a'.repeat(200) }))).toBe('a'.repeat(200));
  });

  it('is undefined without a header', () => {
    expect(clientRequestIdOf(event({}))).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['over 200 characters', 'a'.repeat(201)],
    ['a newline (header injection)', 'abc\r\nSet-Cookie: x=1'],
    ['a space', 'abc def'],
    ['a tab', 'abc\tdef'],
    ['a control character', 'abc\u0000'],
    ['non-ASCII text', 'réquest'],
  ])('refuses an id that is %s', (_name, id) => {
    expect(clientRequestIdOf(event({ 'x-request-id': id }))).toBeUndefined();
  });
});
