// bench:ingest's scenario at a test's size: rows of every kind (business, repeated, free mail, bad syntax, some with a note) posted at once to one webhook import, then judged by the bench's own check: none lost, no contact doubled, every row final with its kind's status.
import { startDnsServer, type DnsServer } from '../support/dns-server.js';
import { createWebhookImport, listAll, postRow, waitForImportRows } from '../support/imports.js';
import { checkTable } from '../support/ingest-check.js';
import { inParallel } from '../../lib/platform/in-parallel.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { type ApiRecord, api, expectStatus } from '../support/api-client.js';
import { waitUntil } from '../support/wait-until.js';
import { webhookRows } from '../support/webhook-rows.js';

let dns: DnsServer;
beforeAll(async () => {
  // Every domain has an MX record, as in the bench: the rules that read MX records find one.
  dns = await startDnsServer({ mxForAny: true });
});
const t = useTestRuntime(() => ({ env: { LOCAL_DNS_SERVERS: dns.address } }));
afterAll(async () => {
  await dns?.close();
});

it('takes 120 rows of every kind posted 8 at once, and makes each qualifying email one contact, losing none', async () => {
  const imported = await createWebhookImport(t.runtime, t.key, {
    webhookRateLimit: { perSecond: 1000, burst: 2000 },
    qualificationContactEmailFreeDomain: true,
    qualificationContactEmailInvalid: true,
    connectExisting: true,
  });
  const rows = webhookRows(120, 'check');
  expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['unique', 'duplicate', 'free', 'invalid']));
  const rowIds: string[] = [];
  await inParallel(rows.length, 8, async (i) => {
    // As integrators (and the bench) do, a busy answer is sent again after its Retry-After: a row whose email another
    // row in flight is storing (a repeat racing its original) is answered 429, by design.
    let answer = await postRow(imported.webhookUrl, rows[i]!.body);
    for (let attempt = 1; answer.status === 429 && attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after') ?? 1) * 1000));
      answer = await postRow(imported.webhookUrl, rows[i]!.body);
    }
    expect(answer.status).toBe(200);
    rowIds[i] = (answer.body as { id: string }).id;
  });
  const stored = await waitForImportRows(t.runtime, t.key, imported.id, rows.length, 240_000);
  // Its last row final, the import is complete with the rows it took (a row answered 429 took none). It may have
  // completed before too, whenever its rows caught up with those posted.
  const done = await waitUntil(
    async () => expectStatus(await api(t.runtime, t.key).get<ApiRecord>(`/v5/imports/${imported.id}`), 200),
    (record) => record.status === 'IMPORTED',
    'the import IMPORTED',
  );
  expect(done.total).toBe(rows.length);
  const completions = await listAll(t.runtime, t.key, '/v5/events', {
    'filter.recordId.equals': imported.id,
    'filter.type.equals': 'import.completed',
  });
  expect(completions.length).toBeGreaterThanOrEqual(1);
  const check = checkTable(rows, rowIds, stored, await listAll(t.runtime, t.key, '/v5/contacts'));
  expect(check.figures).toMatchObject({ lost: { total: 0 }, duplicated: 0, unexpectedStatuses: 0 });
  expect(check.figures.contacts).toBe(check.figures.distinctQualifyingEmails);
  expect(check.figures.statuses).toEqual({
    CREATED: rows.filter((row) => row.kind === 'unique').length,
    MERGED: rows.filter((row) => row.kind === 'duplicate').length,
    UNQUALIFIED: rows.filter((row) => row.kind === 'free' || row.kind === 'invalid').length,
  });
  // Alone it takes 15 to 25 s; in the loaded suite a row's 429s waited out and the rows' own work took over 3 minutes.
}, 420_000);
