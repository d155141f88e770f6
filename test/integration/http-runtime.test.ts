// The HTTP plumbing through the real local runtime: health, request ids, 404/405, and the envelope on every error.
import { checkedFetch } from '../support/api-client.js';
import { otherAddressOfThisMachine } from '../support/other-address.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime();

const get = (path: string, init?: RequestInit) => checkedFetch(t.runtime.url + path, init);

describe('GET /v5/health', () => {
  it('answers ok', async () => {
    const response = await get('/v5/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('echoes a challenge, URL-decoded', async () => {
    const response = await get(`/v5/health?challenge=${encodeURIComponent('ping & pong')}`);
    expect(await response.json()).toEqual({ ok: true, challenge: 'ping & pong' });
  });

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(10001)],
  ])('refuses a challenge that is %s', async (_, challenge) => {
    const response = await get(`/v5/health?challenge=${challenge}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_parameter', status: 400 });
  });

  it('accepts a challenge of exactly 10000 characters', async () => {
    const response = await get(`/v5/health?challenge=${'x'.repeat(10000)}`);
    expect(response.status).toBe(200);
  });

  it('refuses an unknown query parameter, naming it', async () => {
    const response = await get('/v5/health?chalenge=x');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { description: string }).description).toContain('chalenge');
  });
});

describe('request ids', () => {
  it('echoes the X-Request-Id a caller sends, on success and on error', async () => {
    for (const path of ['/v5/health', '/v5/nothing-here']) {
      const response = await get(path, { headers: { 'X-Request-Id': 'trace-123' } });
      expect(response.headers.get('x-request-id')).toBe('trace-123');
    }
  });

  it('makes one when the caller sends none, different for each request', async () => {
    const [a, b] = await Promise.all([get('/v5/health'), get('/v5/health')]);
    expect(a.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });
});

describe('unrouted requests', () => {
  it('answers 404 resource_not_found in the envelope for an unknown path', async () => {
    const response = await get('/v5/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'resource_not_found',
      status: 404,
      message: expect.any(String),
      description: expect.stringContaining('/v5/nothing-here'),
    });
  });

  it('answers 405 method_not_allowed with an Allow header for a wrong method on a known path', async () => {
    const response = await get('/v5/health', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toMatchObject({ code: 'method_not_allowed', status: 405 });
  });
});

describe('the local mailbox', () => {
  it('serves an empty list before anything was sent', async () => {
    const response = await get('/local/mailbox');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe('who can reach the local runtime', () => {
  it('refuses connections on any address but 127.0.0.1: the LAN cannot read the mailbox and its login codes', async () => {
    const port = new URL(t.runtime.url).port;
    expect((await checkedFetch(`http://127.0.0.1:${port}/local/mailbox`)).status).toBe(200);
    const fromTheLan = checkedFetch(`http://${otherAddressOfThisMachine()}:${port}/local/mailbox`);
    await expect(fromTheLan).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
  });

  // The suite's global setup starts the emulators with the runtime's own launchers, so these are npm start's too.
  it.each([
    ['DynamoDB Local: the LAN cannot list or read the table', () => t.runtime.dynamodbEndpoint],
    ['the SQS emulator: the LAN cannot forge an SES complaint on ses-events', () => t.runtime.sqsEndpoint],
  ])('refuses connections to %s', async (_, endpoint) => {
    const { port } = new URL(endpoint());
    await expect(fetch(`http://127.0.0.1:${port}/`)).resolves.toBeInstanceOf(Response);
    const fromTheLan = fetch(`http://${otherAddressOfThisMachine()}:${port}/`);
    await expect(fromTheLan).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
  });
});
