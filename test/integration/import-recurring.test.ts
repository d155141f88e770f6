// Recurring file imports through the local runtime: a FILE_IMPORT with a sourceUrl and a weekly recurrence read at the
// import tick, read again after a driven week as a new run (a new version), sources refused by the URL rules of webhook
// endpoints, and a source that answers an error said in the import's logs. The minute tick (campaign-tick) starts runs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiRecord, expectStatus } from '../support/api-client.js';
import { waitForImportRows } from '../support/imports.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

const t = useTestRuntime({ scheduleTimers: false });

let source: Server;
let sourceBase: string;
const served = new Map<string, string>();
const requests: string[] = [];

beforeAll(async () => {
  source = createServer((req, res) => {
    requests.push(req.url ?? '');
    const body = served.get(req.url ?? '');
    res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'text/csv' });
    res.end(body ?? 'not here');
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  sourceBase = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => source.close(() => resolve())));

const importOf = async (id: string) => expectStatus(await t.api.get<ApiRecord>(`/v5/imports/${id}`), 200);
const settled = (id: string, total: number) =>
  waitUntil(
    () => importOf(id),
    (record) => record.status === 'IMPORTED' && record.total === total,
    `the import IMPORTED with total ${total}`,
    120_000,
  );

it('reads its sourceUrl at the tick, and again as a new run after a driven week', async () => {
  served.set('/weekly.csv', 'email,name\nwanda@weekly.example,Wanda\nxavi@weekly.example,Xavi\n');
  const imp = expectStatus(
    await t.api.post('/v5/imports', {
      name: 'Weekly export',
      type: 'FILE_IMPORT',
      sourceUrl: `${sourceBase}/weekly.csv`,
      recurringCount: 1,
      recurringUnit: 'WEEK',
      connectExisting: true,
    }),
    201,
  );
  expect(Date.parse(imp.nextRunAt)).toBeLessThanOrEqual(Date.now());

  await t.runtime.runScheduled('campaign-tick');
  const first = await settled(imp.id, 2);
  expect(requests.filter((url) => url === '/weekly.csv')).toHaveLength(1);
  const week = 7 * 24 * 3600 * 1000;
  // Periods count from the moment the run was due, not from when the tick took it.
  expect(Date.parse(first.nextRunAt) - Date.parse(imp.nextRunAt)).toBe(week);

  // Not due again yet: the tick starts nothing.
  await t.runtime.runScheduled('campaign-tick');
  expect((await importOf(imp.id)).version).toBe(first.version);

  served.set('/weekly.csv', 'email,name\nwanda@weekly.example,Wanda\nyara@weekly.example,Yara\n');
  t.runtime.setClock(new Date(Date.parse(first.nextRunAt) + 60_000));
  await t.runtime.runScheduled('campaign-tick');
  const second = await settled(imp.id, 4);
  expect(requests.filter((url) => url === '/weekly.csv')).toHaveLength(2);
  expect(Date.parse(second.version)).toBeGreaterThan(Date.parse(first.version));
  expect(Date.parse(second.nextRunAt)).toBe(Date.parse(first.nextRunAt) + week);
  // The import's total counts a created row with its records, a moment before the row itself reads CREATED.
  const rows = await waitForImportRows(t.runtime, t.key, imp.id, 4);
  expect(rows.map((row) => row.status).sort()).toEqual(['CREATED', 'CREATED', 'CREATED', 'MERGED']);
});

it('refuses sources the URL rules refuse, recurrences without their pair, and a sourceUrl on another type', async () => {
  const base = { name: 'x', type: 'FILE_IMPORT', recurringCount: 1, recurringUnit: 'DAY' };
  for (const [body, path] of [
    [{ ...base, sourceUrl: 'http://10.1.2.3/people.csv' }, 'sourceUrl'],
    [{ ...base, sourceUrl: 'http://169.254.169.254/latest/meta-data' }, 'sourceUrl'],
    [{ ...base, sourceUrl: 'https://user:secret@files.example/people.csv' }, 'sourceUrl'],
    [{ ...base, sourceUrl: `${sourceBase}/x.csv`, recurringCount: 0 }, 'recurringCount'],
    [{ ...base, sourceUrl: `${sourceBase}/x.csv`, recurringUnit: null }, 'recurringUnit'],
    [{ ...base, type: 'API', sourceUrl: `${sourceBase}/x.csv` }, 'sourceUrl'],
  ] as const) {
    const answer = await t.api.post('/v5/imports', body);
    expectStatus(answer, 400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ path })]);
  }
  // Without a recurrence, a sourceUrl is kept and never read.
  const once = expectStatus(
    await t.api.post('/v5/imports', { name: 'x', type: 'FILE_IMPORT', sourceUrl: `${sourceBase}/x.csv` }),
    201,
  );
  expect(once.nextRunAt).toBeNull();
});

it('says in the logs that a source answered an error, and settles the import', async () => {
  const imp = expectStatus(
    await t.api.post('/v5/imports', {
      name: 'Gone',
      type: 'FILE_IMPORT',
      sourceUrl: `${sourceBase}/gone.csv`,
      recurringCount: 1,
      recurringUnit: 'DAY',
    }),
    201,
  );
  t.runtime.setClock(null);
  await t.runtime.runScheduled('campaign-tick');
  const done = await settled(imp.id, 0);
  expect(done.logs.join('\n')).toContain(`file ${sourceBase}/gone.csv: it answered 404`);
});
