// Unit tests of request id resolution: a caller's usable X-Request-Id is echoed, anything else falls back to API Gateway's id.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { requestIdOf } from '../../lib/http/request-id.js';

const GATEWAY_ID = 'Xyz1AbCdIAMEbcQ=';

function event(headers: Record<string, string>): Partial<APIGatewayProxyEventV2> {
  return { headers, requestContext: { requestId: GATEWAY_ID } as APIGatewayProxyEventV2['requestContext'] };
}

describe('requestIdOf', () => {
  it('echoes a usable x-request-id', () => {
    expect(requestIdOf(event({ 'x-request-id': 'client-123_abc.DEF:9' }))).toBe('client-123_abc.DEF:9');
    expect(requestIdOf(event({ 'x-request-id': 'a'.repeat(200) }))).toBe('a'.repeat(200));
  });

  it('falls back to the gateway id without a header', () => {
    expect(requestIdOf(event({}))).toBe(GATEWAY_ID);
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
    expect(requestIdOf(event({ 'x-request-id': id }))).toBe(GATEWAY_ID);
  });

  it('makes up a UUID when there is neither a header nor a gateway id', () => {
    const id = requestIdOf({ headers: {} });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(requestIdOf({})).not.toBe(id);
  });
});
