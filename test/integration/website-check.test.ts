// The website check against real HTTP servers on 127.0.0.1: any response is up, silence and failures are down, non-public hosts are refused unasked, and no verdict says more than a fixed generic reason.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { websiteCheckSettings } from '../../lib/app/settings.js';
import { createWebsiteCheck, WEBSITE_FAILURES } from '../../lib/imports/rows/website-check.js';

const GENERIC_REASONS: string[] = Object.values(WEBSITE_FAILURES);

/** Requests the answering server received, by path. */
const requests = new Map<string, number>();
const requestsTo = (path: string) => requests.get(path) ?? 0;
const totalRequests = () => [...requests.values()].reduce((sum, n) => sum + n, 0);

/** Answers `/status/<code>` with that code and anything else with 200; HEAD /head-not-allowed gets 405. */
const answering = http.createServer((req, res) => {
  const path = req.url ?? '/';
  requests.set(path, requestsTo(path) + 1);
  const status = /^\/status\/(\d{3})$/.exec(path)?.[1];
  res.statusCode = status ? Number(status) : path === '/head-not-allowed' && req.method === 'HEAD' ? 405 : 200;
  res.end();
});

let silentRequests = 0;
/** Reads the request and never answers. */
const silent = http.createServer(() => {
  silentRequests++;
});

let port: number;
let silentPort: number;
let closedPort: number;

async function listen(server: http.Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  port = await listen(answering);
  silentPort = await listen(silent);
  // A port that was just free and is closed again: connecting to it is refused.
  const closing = http.createServer();
  closedPort = await listen(closing);
  await new Promise((resolve) => closing.close(resolve));
});

afterAll(async () => {
  silent.closeAllConnections();
  await Promise.all([
    new Promise((resolve) => answering.close(resolve)),
    new Promise((resolve) => silent.close(resolve)),
  ]);
});

describe('with private addresses allowed', () => {
  const check = () => createWebsiteCheck({ allowPrivate: true, timeoutMs: 2000 });

  it('is up when the server answers 200, with one HEAD request', async () => {
    await expect(check().check(`http://127.0.0.1:${port}/home`)).resolves.toEqual({ status: 'up', httpStatus: 200 });
    expect(requestsTo('/home')).toBe(1);
  });

  it.each([500, 404, 503])('is still up when the server answers %i, and records the status', async (status) => {
    await expect(check().check(`http://127.0.0.1:${port}/status/${status}`)).resolves.toEqual({
      status: 'up',
      httpStatus: status,
    });
  });

  it('is up when the server refuses HEAD with 405', async () => {
    await expect(check().check(`http://127.0.0.1:${port}/head-not-allowed`)).resolves.toEqual({
      status: 'up',
      httpStatus: 405,
    });
  });

  it('does not follow a redirect: the 3xx itself means up', async () => {
    await expect(check().check(`http://127.0.0.1:${port}/status/301`)).resolves.toEqual({
      status: 'up',
      httpStatus: 301,
    });
  });

  it('is down when the port is closed, saying only that the website is unreachable (no error code, no address)', async () => {
    await expect(check().check(`http://127.0.0.1:${closedPort}/`)).resolves.toEqual({
      status: 'down',
      reason: WEBSITE_FAILURES.unreachable,
    });
  });

  it('is down when the server accepts but never answers, once the timeout has passed', async () => {
    const before = silentRequests;
    const verdict = await createWebsiteCheck({ allowPrivate: true, timeoutMs: 300 }).check(
      `http://127.0.0.1:${silentPort}/`,
    );
    expect(verdict).toEqual({ status: 'down', reason: WEBSITE_FAILURES.timeout });
    // The request did reach the server, so the verdict is about its silence, not about a failed connection.
    expect(silentRequests).toBe(before + 1);
  });

  it('is down when TLS fails (https to a plain HTTP port), with the generic reason', async () => {
    await expect(check().check(`https://127.0.0.1:${port}/`)).resolves.toEqual({
      status: 'down',
      reason: WEBSITE_FAILURES.unreachable,
    });
  });

  it('is down when the host name does not resolve, with the generic reason', async () => {
    await expect(check().check('http://no-such-host.invalid/')).resolves.toEqual({
      status: 'down',
      reason: WEBSITE_FAILURES.unreachable,
    });
  });
});

describe('with private addresses refused (the default)', () => {
  const refusedUrls = () => [
    `http://127.0.0.1:${port}/refused`,
    `http://localhost:${port}/refused`,
    `http://[::1]:${port}/refused`,
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    `http://[::ffff:127.0.0.1]:${port}/refused`,
    `http://2130706433:${port}/refused`,
    `https://127.0.0.1:${port}/refused`,
  ];

  it.each(refusedUrls().map((url) => [url.replace(String(port), 'PORT'), url]))(
    'refuses %s without sending a request',
    async (_label, url) => {
      const before = totalRequests();
      const verdict = await createWebsiteCheck({ timeoutMs: 2000 }).check(url);
      expect(verdict).toEqual({ status: 'refused', reason: expect.any(String) });
      expect(GENERIC_REASONS).toContain((verdict as { reason: string }).reason);
      expect(totalRequests()).toBe(before);
    },
  );

  it('refuses a name that resolves to a non-public address as unreachable, like one that does not resolve', async () => {
    // "Not a public address" here would tell the caller what an internal name resolves to.
    await expect(createWebsiteCheck().check(`http://localhost:${port}/refused`)).resolves.toEqual({
      status: 'refused',
      reason: WEBSITE_FAILURES.unreachable,
    });
    await expect(createWebsiteCheck().check(`http://10.0.0.5:${port}/`)).resolves.toEqual({
      status: 'refused',
      reason: WEBSITE_FAILURES.notPublic,
    });
  });

  it('refuses URLs that are not http or https, and strings that are not URLs', async () => {
    const check = createWebsiteCheck();
    await expect(check.check('ftp://x')).resolves.toMatchObject({ status: 'refused' });
    await expect(check.check('file:///etc/passwd')).resolves.toMatchObject({ status: 'refused' });
    await expect(check.check('not a url')).resolves.toMatchObject({ status: 'refused' });
  });
});

describe('caching', () => {
  it('answers a second check of the same origin from its cache', async () => {
    const check = createWebsiteCheck({ allowPrivate: true });
    await expect(check.check(`http://127.0.0.1:${port}/cached`)).resolves.toEqual({ status: 'up', httpStatus: 200 });
    await expect(check.check(`http://127.0.0.1:${port}/cached`)).resolves.toEqual({ status: 'up', httpStatus: 200 });
    // Same origin, another path: still the cached verdict.
    await expect(check.check(`http://127.0.0.1:${port}/cached-elsewhere`)).resolves.toEqual({
      status: 'up',
      httpStatus: 200,
    });
    expect(requestsTo('/cached')).toBe(1);
    expect(requestsTo('/cached-elsewhere')).toBe(0);
  });

  it('checks again once the cached verdict is older than the TTL', async () => {
    let clock = 5_000_000;
    const check = createWebsiteCheck({ allowPrivate: true, cacheTtlMs: 1000, now: () => clock });
    await check.check(`http://127.0.0.1:${port}/expiring`);
    clock += 999;
    await check.check(`http://127.0.0.1:${port}/expiring`);
    expect(requestsTo('/expiring')).toBe(1);
    clock += 2;
    await check.check(`http://127.0.0.1:${port}/expiring`);
    expect(requestsTo('/expiring')).toBe(2);
  });
});

describe('the website check from the environment', () => {
  it('ignores LOCAL_ALLOW_PRIVATE_WEBSITES unless LOCAL_RUNTIME=true', async () => {
    const verdict = await createWebsiteCheck(websiteCheckSettings({ LOCAL_ALLOW_PRIVATE_WEBSITES: 'true' })).check(
      `http://127.0.0.1:${port}/env-off`,
    );
    expect(verdict.status).toBe('refused');
    expect(requestsTo('/env-off')).toBe(0);
  });

  it('allows private addresses when both are set', async () => {
    const verdict = await createWebsiteCheck(
      websiteCheckSettings({ LOCAL_RUNTIME: 'true', LOCAL_ALLOW_PRIVATE_WEBSITES: 'true' }),
    ).check(`http://127.0.0.1:${port}/env-on`);
    expect(verdict).toEqual({ status: 'up', httpStatus: 200 });
    expect(requestsTo('/env-on')).toBe(1);
  });

  it('takes its timeout from WEBSITE_CHECK_TIMEOUT_MS and fails fast on a bad one', async () => {
    const env = { LOCAL_RUNTIME: 'true', LOCAL_ALLOW_PRIVATE_WEBSITES: 'true', WEBSITE_CHECK_TIMEOUT_MS: '250' };
    const started = Date.now();
    await expect(
      createWebsiteCheck(websiteCheckSettings(env)).check(`http://127.0.0.1:${silentPort}/`),
    ).resolves.toEqual({
      status: 'down',
      reason: WEBSITE_FAILURES.timeout,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(() => createWebsiteCheck(websiteCheckSettings({ WEBSITE_CHECK_TIMEOUT_MS: 'fast' }))).toThrow(
      /WEBSITE_CHECK_TIMEOUT_MS/,
    );
  });
});
