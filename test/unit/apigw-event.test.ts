// Unit tests of the local runtime's API Gateway v2 event and Lambda context builders.
import { buildContext, buildHttpEvent, type HttpRequestParts } from '../../infra/local/apigw-event.js';

function parts(overrides: Partial<HttpRequestParts> = {}): HttpRequestParts {
  return {
    method: 'GET',
    url: '/v5/contacts',
    headers: {},
    sourceIp: '203.0.113.9',
    routeKey: 'GET /v5/contacts',
    ...overrides,
  };
}

describe('buildHttpEvent', () => {
  it('fills the payload format 2.0 envelope', () => {
    const event = buildHttpEvent(
      parts({
        method: 'POST',
        url: '/v5/contacts/con_1?x=1',
        routeKey: 'POST /v5/contacts/{id}',
        pathParameters: { id: 'con_1' },
      }),
    );
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('POST /v5/contacts/{id}');
    expect(event.rawPath).toBe('/v5/contacts/con_1');
    expect(event.pathParameters).toEqual({ id: 'con_1' });
    expect(event.requestContext.http).toMatchObject({
      method: 'POST',
      path: '/v5/contacts/con_1',
      sourceIp: '203.0.113.9',
    });
    expect(event.requestContext.routeKey).toBe('POST /v5/contacts/{id}');
    expect(event.requestContext.requestId).toEqual(expect.any(String));
    expect(event.requestContext.requestId).not.toBe(buildHttpEvent(parts()).requestContext.requestId);
    expect(Math.abs(event.requestContext.timeEpoch - Date.now())).toBeLessThan(5_000);
  });

  it('joins repeated query parameters with commas and keeps the raw query string verbatim', () => {
    const raw = 'select[]=name&select[]=email&q=a%2Cb&limit=5';
    const event = buildHttpEvent(parts({ url: `/v5/contacts?${raw}` }));
    expect(event.rawQueryString).toBe(raw);
    expect(event.queryStringParameters).toEqual({ 'select[]': 'name,email', q: 'a,b', limit: '5' });
    // Values that themselves hold commas can only be told apart by re-reading the raw query string.
    expect(new URLSearchParams(event.rawQueryString).getAll('select[]')).toEqual(['name', 'email']);
  });

  it('keeps everything after the first ? in the raw query string', () => {
    const event = buildHttpEvent(parts({ url: '/v5/contacts?filter=a?b&x=1' }));
    expect(event.rawPath).toBe('/v5/contacts');
    expect(event.rawQueryString).toBe('filter=a?b&x=1');
    expect(event.queryStringParameters).toEqual({ filter: 'a?b', x: '1' });
  });

  it('omits queryStringParameters, pathParameters, cookies and body when there are none', () => {
    const event = buildHttpEvent(parts({ pathParameters: {} }));
    expect(event.rawQueryString).toBe('');
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
    expect(event.cookies).toBeUndefined();
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
  });

  it('lower-cases header names and joins repeated headers with commas', () => {
    const event = buildHttpEvent(
      parts({ headers: { 'X-Request-Id': 'abc', Accept: ['application/json', 'text/plain'], 'X-Absent': undefined } }),
    );
    expect(event.headers).toEqual({ 'x-request-id': 'abc', accept: 'application/json,text/plain' });
  });

  it('splits cookies out of the headers', () => {
    const event = buildHttpEvent(
      parts({ headers: { cookie: 'session=abc; theme=dark;other=1', host: 'localhost:3000' } }),
    );
    expect(event.cookies).toEqual(['session=abc', 'theme=dark', 'other=1']);
    expect(event.headers).not.toHaveProperty('cookie');
    expect(event.requestContext.domainName).toBe('localhost:3000');
  });

  it('passes a UTF-8 body as text', () => {
    const text = '{"name":"Zoë 😀"}';
    const event = buildHttpEvent(parts({ method: 'POST', body: Buffer.from(text, 'utf8') }));
    expect(event.body).toBe(text);
    expect(event.isBase64Encoded).toBe(false);
  });

  it('base64-encodes a body that is not valid UTF-8', () => {
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0xc3]);
    const event = buildHttpEvent(parts({ method: 'POST', body: bytes }));
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64').equals(bytes)).toBe(true);
  });

  it('treats an empty body as none', () => {
    const event = buildHttpEvent(parts({ method: 'POST', body: Buffer.alloc(0) }));
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
  });
});

describe('buildContext', () => {
  const realNow = Date.now;
  afterEach(() => {
    Date.now = realNow;
  });

  it('names the function and counts the remaining time down to zero', () => {
    let now = 1_700_000_000_000;
    Date.now = () => now;
    const context = buildContext('health', 10);
    expect(context.functionName).toBe('health');
    expect(context.invokedFunctionArn).toContain(':function:health');
    expect(context.awsRequestId).toEqual(expect.any(String));
    expect(context.getRemainingTimeInMillis()).toBe(10_000);
    now += 2_500;
    expect(context.getRemainingTimeInMillis()).toBe(7_500);
    now += 60_000;
    expect(context.getRemainingTimeInMillis()).toBe(0);
  });
});
