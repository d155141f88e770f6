// Attacks on the shared import pipeline through the real local runtime: a backlog that starves other organizations, a
// website check aimed at internal hosts to learn addresses and errors, and many imports that add up past any one limit.
import type { SendMessageCommandInput, SQSClient } from '@aws-sdk/client-sqs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AppModel, appModel, type FunctionSpec } from '../../lib/app/function-table.js';
import { createRowSender } from '../../lib/imports/rows/row-queue.js';
import { WEBSITE_FAILURES } from '../../lib/imports/rows/website-check.js';
import { api, expectStatus, type ApiRecord, type ApiResponse } from '../support/api-client.js';
import { failuresOf } from '../support/concurrency.js';
import { startDnsServer, type DnsServer } from '../support/dns-server.js';
import { acceptedRow, createWebhookImport, postRow, waitForImportRows } from '../support/imports.js';
import { waitUntil } from '../support/wait-until.js';
import { seedApiKey, type SeededKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

/** Email domain whose MX lookups the DNS server never answers: each row of it takes the whole lookup timeout. */
const SLOW_MX_DOMAIN = 'slow-mx.test';
/**
 * Long enough that one worker drains the backlog far slower than it is posted, even on a loaded machine: posting 120
 * rows has taken 50 s there (429s waited out), which drained 89 of them at 10 s a lookup and two workers. At 15 s and
 * one worker, a batch of 10 a lookup, 80 rows drain in 120 s.
 */
const MX_LOOKUP_TIMEOUT_MS = 15_000;
/**
 * The organization ceiling of this runtime: room for the backlog below at once, and a refill (a row every 50 s) too slow
 * to blur a count however slowly a loaded machine commits the rows: at a row a second, posting 300 rows there took
 * long enough for the refill to cover every one.
 */
const ORG_BURST = 150;
const ORG_ROWS_PER_SECOND = 0.02;
const BACKLOG_ROWS = 120;
/** An import whose own bucket holds every row the tests post, so that only the organization ceiling limits them. */
const ROOMY_IMPORT = { webhookRateLimit: { perSecond: 1, burst: 2000 } };

/**
 * The real app, with the import worker at one batch in flight instead of eight: the intake then outpaces the worker and
 * a backlog builds, and while the second organization's rows wait, the first's drain by at most the batch in flight
 * and the rows sharing their batch. Which rows go first does not depend on how many batches run at once.
 */
const model: AppModel = {
  ...appModel,
  functions: appModel.functions.map(
    (fn): FunctionSpec =>
      fn.name === 'import-worker' && fn.queues?.consumes
        ? { ...fn, queues: { ...fn.queues, consumes: { ...fn.queues.consumes, maxConcurrency: 1 } } }
        : fn,
  ),
};

let dns: DnsServer;
/** An internal HTTP service on loopback that the website check must never reach. */
let internal: Server;
let internalPort: number;
let internalRequests = 0;

beforeAll(async () => {
  dns = await startDnsServer({ silent: [SLOW_MX_DOMAIN] });
  internal = createServer((_request, response) => {
    internalRequests++;
    response.writeHead(200).end('secret');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  internalPort = (internal.address() as AddressInfo).port;
});
// As deployed: private websites are refused (LOCAL_ALLOW_PRIVATE_WEBSITES is not set).
const t = useTestRuntime(() => ({
  model,
  env: {
    LOCAL_DNS_SERVERS: dns.address,
    MX_LOOKUP_TIMEOUT_MS: String(MX_LOOKUP_TIMEOUT_MS),
    IMPORT_ORG_ROWS_PER_SECOND: String(ORG_ROWS_PER_SECOND),
    IMPORT_ORG_ROWS_BURST: String(ORG_BURST),
  },
}));

afterAll(async () => {
  await dns?.close();
  await new Promise<void>((resolve) => (internal ? internal.close(() => resolve()) : resolve()));
});

/**
 * Posts every body to the address as an integrator does (a 429 tried again after its Retry-After), `width` at once;
 * throws unless every row was accepted. The rows of the fairness test, posted far below any ceiling: a 429 there is
 * the intake saying it is busy (a loaded machine), which an integrator waits out.
 */
async function postAccepted(webhookUrl: string, bodies: unknown[], width = 25): Promise<void> {
  expect(await failuresOf(bodies, async (body) => void (await acceptedRow(webhookUrl, body)), width)).toEqual([]);
}

/** Posts every body to the address, `width` at once; the answers in the order of `bodies`. */
async function postAll(webhookUrl: string, bodies: unknown[], width = 25): Promise<ApiResponse[]> {
  const answers: ApiResponse[] = [];
  await failuresOf(
    bodies.map((body, index) => ({ body, index })),
    async ({ body, index }) => {
      answers[index] = await postRow(webhookUrl, body);
      return undefined;
    },
    width,
  );
  return answers;
}

const queuedRowsOf = async (key: SeededKey, importId: string) =>
  expectStatus(
    await api(t.runtime, key).get<{ count: number }>(
      `/v5/import-rows/count?filter.importId.equals=${importId}&filter.status.equals=QUEUED`,
    ),
    200,
  ).count;

it("serves a second organization's rows while the first organization's backlog is still queued", async () => {
  // In AWS the import-rows queue is an SQS fair queue: every row goes out in its organization's message group.
  const sent: SendMessageCommandInput[] = [];
  const capturing = { send: async (command: { input: SendMessageCommandInput }) => sent.push(command.input) };
  const message = { org: 'org_fair', importId: 'imp_fair', rowId: 'row_fair' };
  await createRowSender(capturing as unknown as SQSClient, 'https://sqs.example/import-rows')(message);
  expect(sent).toEqual([expect.objectContaining({ MessageGroupId: 'org_fair', MessageBody: JSON.stringify(message) })]);

  // Organization A floods its import with rows that each hold a worker for the whole MX lookup timeout.
  const noisy = await seedApiKey(t.runtime);
  const flooded = await createWebhookImport(t.runtime, noisy, {
    ...ROOMY_IMPORT,
    qualificationContactEmailInvalid: true,
  });
  await postAccepted(
    flooded.webhookUrl,
    Array.from({ length: BACKLOG_ROWS }, (_, i) => ({ contact: { email: `row-${i}@${SLOW_MX_DOMAIN}` } })),
  );

  // Organization B posts a few rows after it.
  const quiet = await seedApiKey(t.runtime);
  const small = await createWebhookImport(t.runtime, quiet);
  const rows = Array.from({ length: 5 }, (_, i) => ({
    contact: { email: `quiet-${i}@example.com`, name: `Quiet ${i}` },
  }));
  await postAccepted(small.webhookUrl, rows);
  // Counted once B's rows are all taken: under load posting them may wait out 429s, while A's rows go on draining.
  const queuedBefore = await queuedRowsOf(noisy, flooded.id);
  const finished = await waitForImportRows(t.runtime, quiet, small.id, rows.length);
  const queuedAfter = await queuedRowsOf(noisy, flooded.id);

  expect(finished.map((row) => row.status)).toEqual(Array(rows.length).fill('CREATED'));
  // A had a backlog when B posted, and B did not wait behind it. Behind it (one queue, first in first out), B's rows
  // would be done only once every row of A queued before them was, but those sharing B's last batch (at most 10).
  // Served fairly, B's rows waited for the batch in flight (10) and shared the next with A's (5 more): whatever the
  // load, A drained at most 15 meanwhile.
  expect(queuedBefore).toBeGreaterThanOrEqual(40);
  expect(queuedAfter).toBeGreaterThanOrEqual(queuedBefore - 20);
  // Beside bench:ingest posting the backlog past its 429s and waiting for B's rows took more than three minutes.
}, 360_000);

it('checks no website on a private, loopback or link-local address, and says why a website is down in generic terms only', async () => {
  const prober = await seedApiKey(t.runtime);
  const imp = await createWebhookImport(t.runtime, prober, { qualificationCompanyWebsiteDown: true });
  const probes: Array<{ website: string; reasons: string[] }> = [
    { website: `http://127.0.0.1:${internalPort}/admin`, reasons: [WEBSITE_FAILURES.notPublic] },
    { website: 'http://169.254.169.254/latest/meta-data/', reasons: [WEBSITE_FAILURES.notPublic] },
    { website: `http://[::ffff:127.0.0.1]:${internalPort}/`, reasons: [WEBSITE_FAILURES.notPublic] },
    // A name that resolves to an internal address reads like one that does not resolve: no address, no range.
    { website: `http://localhost:${internalPort}/admin`, reasons: [WEBSITE_FAILURES.unreachable] },
    // A lookup failure: no error code, no resolver message.
    {
      website: 'http://no-such-host.invalid/',
      reasons: [WEBSITE_FAILURES.unreachable, WEBSITE_FAILURES.timeout],
    },
  ];
  const accepted = await Promise.all(
    probes.map(({ website }, i) =>
      acceptedRow(imp.webhookUrl, {
        contact: { email: `probe-${i}@example.com` },
        company: { name: `Probe ${i}`, website },
      }),
    ),
  );
  const rows = await waitForImportRows(t.runtime, prober, imp.id, probes.length, 120_000);
  const byId = new Map(rows.map((row) => [row.id, row]));

  // The import logs every unqualified row too: wait until it has, so that its log is read whole.
  const imported = await waitUntil(
    async () => expectStatus(await api(t.runtime, prober).get<ApiRecord>(`/v5/imports/${imp.id}`), 200),
    (record) => (record.logs?.length ?? 0) >= probes.length,
    'the import to log every row',
  );
  // Nothing beyond what the caller wrote: no resolved address, no error code, no resolver or socket message.
  const visible = JSON.stringify([rows.map((row) => row.reasons), imported.logs]);
  for (const leak of [/localhost[^"]*127\.0\.0\.1/, /\bE[A-Z]{4,}\b/, /getaddrinfo|resolves|loopback|linkLocal/]) {
    expect(visible).not.toMatch(leak);
  }
  // Each reason is one of the fixed generic few.
  probes.forEach(({ website, reasons }, i) => {
    const row = byId.get(accepted[i]!.id) as ApiRecord;
    expect({ website, status: row.status, error: row.error, reasons: row.reasons }).toEqual({
      website,
      status: 'UNQUALIFIED',
      error: null,
      reasons: [expect.stringMatching(/^qualificationCompanyWebsiteDown: /)],
    });
    const reason = (row.reasons as string[])[0]!.slice(`qualificationCompanyWebsiteDown: ${website}: `.length);
    expect({ website, reason: reasons.includes(reason) ? 'generic' : reason }).toEqual({ website, reason: 'generic' });
  });
  expect(internalRequests).toBe(0);
});

it('holds an organization to its ceiling across all its imports, answering 429 rate_limited with Retry-After', async () => {
  const flooder = await seedApiKey(t.runtime);
  const floodImports = await Promise.all(
    Array.from({ length: 4 }, () => createWebhookImport(t.runtime, flooder, ROOMY_IMPORT)),
  );
  // A third past the burst: what the refill adds meanwhile is a row every 50 s.
  const perImport = 50;
  const started = Date.now();
  const answers = (
    await Promise.all(
      floodImports.map((imp) =>
        postAll(
          imp.webhookUrl,
          Array.from({ length: perImport }, (_, i) => ({
            contact: { email: `flood-${i}@${imp.id.toLowerCase()}.com` },
          })),
          8,
        ),
      ),
    )
  ).flat();
  const elapsedSeconds = (Date.now() - started) / 1000;

  const accepted = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status !== 200);
  // Each import stays far below its own burst of 2,000; together they get the organization's burst and its refill.
  expect(accepted.length).toBeGreaterThanOrEqual(ORG_BURST);
  expect(accepted.length).toBeLessThanOrEqual(ORG_BURST + Math.ceil(elapsedSeconds * ORG_ROWS_PER_SECOND) + 1);
  expect(refused.length).toBeGreaterThan(0);
  for (const answer of refused) {
    expect(answer).toMatchObject({ status: 429, body: { code: 'rate_limited', status: 429 } });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  }

  // Another organization's imports keep their own ceiling.
  const bystander = await seedApiKey(t.runtime);
  const other = await createWebhookImport(t.runtime, bystander);
  expect((await postRow(other.webhookUrl, { contact: { email: 'bystander@example.com' } })).status).toBe(200);
  // 200 rows, 150 of them committed: beside bench:ingest and a test series, 300 took more than 150 s.
}, 360_000);
