// Attacks on the public routes from one address (issue 10, items 1 and 4): flooding sign-in, and guessing webhook
// addresses, through the real local runtime with the per-address limits the route table declares.
import { checkedFetch } from '../support/api-client.js';
import { signInLimits, secretAddressLimits } from '../../lib/platform/http/public-limits.js';
import type { ApiError, ApiResponse, CallOptions } from '../support/api-client.js';
import { createWebhookImport, postRow } from '../support/imports.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

// The limits as deployed: every request of this file comes from 127.0.0.1.
const t = useTestRuntime({ env: { PER_IP_LIMIT_MULTIPLIER: '1' } });

async function post(path: string, body: unknown, options?: CallOptions): Promise<ApiResponse> {
  const response = await checkedFetch(
    t.runtime.url + path,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    options,
  );
  return { status: response.status, headers: response.headers, body: await response.json() };
}

function expectRateLimited(response: ApiResponse): void {
  expect(response.status).toBe(429);
  expect((response.body as ApiError).code).toBe('rate_limited');
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
}

/**
 * Each test starts at the beginning of a window of its own on the runtime's clock: the limits count in fixed 10-minute
 * windows, and a test that straddled a boundary on a slow machine would see its count start again (CI did, once).
 */
let nextWindowMs = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
beforeEach(() => {
  nextWindowMs += 3_600_000;
  t.runtime.setClock(new Date(nextWindowMs));
});

const unregistered = (i: number) => `nobody-${i}-${Date.now()}@flood.test`;

it('refuses an address its next sign-in request once it made the limit, on every sign-in route', async () => {
  const { limit } = signInLimits.perIp!;
  // All at once: one after another, thirty sign-ins passed the test's three minutes beside bench:ingest. The instance
  // counts each as it arrives, so the limit holds as exactly as in a row. Each is sent once: one answered 503 (nothing
  // was written; DynamoDB Local's lock time-outs under load) was counted too, and sending it again is a sign-in more.
  const answers = await Promise.all(
    Array.from(
      { length: limit },
      async (_, i) =>
        (await post('/v5/auth/login/email', { email: unregistered(i) }, { retryUnavailable: false })).status,
    ),
  );
  expect(answers.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  expect(answers).toContain(200);

  expectRateLimited(await post('/v5/auth/login/email', { email: unregistered(limit) }));
  // The sign-in routes share the address's budget: switching route does not reset it.
  expectRateLimited(
    await post('/v5/register', {
      name: 'Flooder',
      company: 'Flood',
      website: 'https://flood.test',
      email: unregistered(limit + 1),
    }),
  );
  expectRateLimited(await post('/v5/auth/login/code', { codeToken: 'a.b.c', code: '123456' }));
});

it('lets an integrator post many rows from one address, and makes a guesser of webhook addresses pay for each miss', async () => {
  const { limit } = secretAddressLimits.perIp!;
  const key = await seedApiKey(t.runtime);
  const imported = await createWebhookImport(t.runtime, key);
  const row = (i: number) => ({ contact: { name: `Row ${i}`, email: `row-${i}@rows.test` } });

  // More rows than the failure limit: answered rows do not count.
  for (let i = 0; i < limit + 5; i++) expect((await postRow(imported.webhookUrl, row(i))).status).toBe(200);

  const wrongSecret = imported.webhookUrl.replace(/\/[^/]+$/, `/${'x'.repeat(43)}`);
  const misses: number[] = [];
  for (let i = 0; i < limit; i++) misses.push((await postRow(wrongSecret, row(i))).status);
  expect(new Set(misses)).toEqual(new Set([404]));

  // The next guess is refused before it is checked, even one that would be right.
  expectRateLimited(await postRow(wrongSecret, row(0)));
  expectRateLimited(await postRow(imported.webhookUrl, row(0)));
});
