// CSV file imports through the local runtime: an upload URL used once (a second PUT, a PUT after it expired or
// without If-None-Match refused as S3 refuses them), mapped columns and property imports, bad files and bad lines each
// with a clear outcome, and a file longer than one run read on in the next.
import { ulid } from 'ulid';
import type { ReadLine } from '../../lib/imports/files/file-lines.js';
import { fileRuns } from '../../lib/imports/files/file-runs.js';
import { takeWindow } from '../../lib/imports/files/file-windows.js';
import type { RowMessage } from '../../lib/imports/rows/row-queue.js';
import { WriteRaceError } from '../../lib/platform/store/errors.js';
import type { Store } from '../../lib/platform/store/store.js';
import { type ApiRecord, expectStatus } from '../support/api-client.js';
import { listAll, waitForImportRows } from '../support/imports.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

// Runs of 40 lines, so that a file of a few hundred goes on run after run.
// Emulators of its own, as the other files that write thousands of items: on the suite's DynamoDB Local they slow
// the files after them.
const t = useTestRuntime({
  env: { IMPORT_FILE_LINES_PER_RUN: '40' },
  redeliverFailedAfterSeconds: 1,
  ownEmulators: true,
});

async function fileImport(options: Record<string, unknown> = {}): Promise<ApiRecord> {
  return expectStatus(await t.api.post('/v5/imports', { name: 'A file', type: 'FILE_IMPORT', ...options }), 201);
}

async function uploadUrl(importId: string): Promise<ApiRecord> {
  return expectStatus(
    await t.api.post(`/v5/imports/${importId}/upload`, { fileName: 'people.csv', contentType: 'text/csv' }),
    200,
  );
}

function put(url: string, body: string | Buffer, headers: Record<string, string> = { 'If-None-Match': '*' }) {
  return fetch(url, { method: 'PUT', body, headers: { 'Content-Type': 'text/csv', ...headers } });
}

async function upload(importId: string, body: string | Buffer): Promise<void> {
  const { uploadUrl: url } = await uploadUrl(importId);
  const answer = await put(url, body);
  expect(answer.status).toBe(200);
}

const importOf = async (id: string) => expectStatus(await t.api.get<ApiRecord>(`/v5/imports/${id}`), 200);
const imported = (id: string) =>
  waitUntil(
    () => importOf(id),
    (record) => record.status === 'IMPORTED',
    'the import IMPORTED',
    240_000,
  );
/** The import's rows once all `count` are final: its total counts a created row a moment before the row reads CREATED. */
const rowsOf = (id: string, count: number) => waitForImportRows(t.runtime, t.key, id, count);

it('imports a CSV through its upload URL with a mapping and a property import, each bad line FAILED with its number', async () => {
  const tier = expectStatus(
    await t.api.post('/v5/properties', { name: 'tier', type: 'NUMBER', target: 'CONTACT' }),
    201,
  );
  const imp = await fileImport({
    mapping: { 'E-mail': 'contact.email', 'Full name': 'contact.name', Employer: 'company.name' },
  });
  expectStatus(await t.api.post('/v5/property-imports', { propertyId: tier.id, importId: imp.id }), 201);
  const file = [
    'E-mail,Full name,Employer,tier,Ignored',
    'ada@files.example,Ada Lovelace,Analytical,1,x',
    '"grace@files.example","Hopper, Grace","Navy',
    'Research",2,y',
    'bad@files.example,Bad Tier,Acme,high,z',
    'short@files.example,Too Short',
    '',
    'linus@files.example,Linus,"Unclosed,3,w',
  ].join('\r\n');
  await upload(imp.id, `\ufeff${file}\n`);
  const done = await imported(imp.id);
  expect(done.total).toBe(5);
  const rows = await rowsOf(imp.id, 5);
  const created = rows.filter((row) => row.status === 'CREATED');
  expect(created.map((row) => row.data.contact.email).sort()).toEqual(['ada@files.example', 'grace@files.example']);
  const grace = created.find((row) => row.data.contact.email === 'grace@files.example')!;
  expect(grace.data).toEqual({
    contact: { email: 'grace@files.example', name: 'Hopper, Grace', customProperties: { tier: 2 } },
    company: { name: 'Navy\r\nResearch' },
  });
  const contact = expectStatus(await t.api.get<ApiRecord>(`/v5/contacts/${grace.contactId}`), 200);
  expect(contact.customProperties).toEqual({ tier: 2 });
  const failed = rows.filter((row) => row.status === 'FAILED').map((row) => row.error);
  expect(failed.sort()).toEqual([
    'line 5: column "tier" (customProperties.tier) must be a number',
    'line 6: it has 2 cells where the header has 5 columns',
    // Its quote never closes: the record runs to the end of the file, and csv-parse refuses it.
    expect.stringMatching(/^line 8: it is not valid CSV: Quote Not Closed/),
  ]);
  expect(done.logs.join('\n')).toContain('line 5: column "tier"');
});

it('reads a file of many runs to the end, each line once, and counts every line', async () => {
  const imp = await fileImport({ qualificationContactEmailFreeDomain: true });
  const lines = Array.from({ length: 230 }, (_, i) => `runs-${i}@gmail.com;Runner ${i}`);
  await upload(imp.id, ['email;name', ...lines].join('\n'));
  const done = await imported(imp.id);
  expect(done.total).toBe(230);
  const rows = await waitForImportRows(t.runtime, t.key, imp.id, 230, 240_000);
  expect(new Set(rows.map((row) => row.data.contact.email)).size).toBe(230);
  expect(rows.every((row) => row.status === 'UNQUALIFIED')).toBe(true);
});

it('refuses an upload URL used twice, without If-None-Match, or after it expired; and refuses non-file imports', async () => {
  const imp = await fileImport();
  const { uploadUrl: url, expiresAt, headers } = await uploadUrl(imp.id);
  expect(headers).toEqual({ 'If-None-Match': '*', 'Content-Type': 'text/csv' });
  expect((await put(url, 'email\nonce@files.example\n', {})).status).toBe(403);
  expect((await put(url, 'email\nonce@files.example\n')).status).toBe(200);
  const second = await put(url, 'email\ntwice@files.example\n');
  expect(second.status).toBe(412);
  const tampered = url.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=999999');
  expect((await put(tampered, 'email\nx@files.example\n')).status).toBe(400);
  const forged = url.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=3601');
  expect((await put(forged, 'email\nx@files.example\n')).status).toBe(403);

  const later = await uploadUrl(imp.id);
  t.runtime.setClock(new Date(Date.parse(later.expiresAt) + 1000));
  try {
    const expired = await put(later.uploadUrl, 'email\nlate@files.example\n');
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  } finally {
    t.runtime.setClock(null);
  }
  expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());

  const api = expectStatus(await t.api.post('/v5/imports', { name: 'By API', type: 'API' }), 201);
  const refused = await t.api.post(`/v5/imports/${api.id}/upload`, { fileName: 'a.csv', contentType: 'text/csv' });
  expectStatus(refused, 400);
  const wrongType = await t.api.post(`/v5/imports/${imp.id}/upload`, {
    fileName: 'a.xlsx',
    contentType: 'application/zip',
  });
  expectStatus(wrongType, 400);
  expect(wrongType.body.errors).toEqual([expect.objectContaining({ path: 'contentType' })]);
});

it.each([
  ['an empty file', '', 'it is empty'],
  ['a header without lines', 'email,name\n', 'it has no lines after its header'],
  [
    'a file that is not CSV',
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]),
    'not a CSV header',
  ],
  ['10,000 columns', `${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\n`, 'at most 1000'],
  ['a JSON file', '{"contacts": [{"email": "a@b.example"}]}\n', 'not a CSV header'],
  ['columns that name no field', 'Mail,Who\na@b.example,A\n', 'no column of the header (Mail, Who)'],
])('gives %s a clear outcome: the import IMPORTED with the problem in its logs', async (_, body, problem) => {
  const imp = await fileImport();
  await upload(imp.id, body);
  const done = await imported(imp.id);
  expect(done.total).toBe(0);
  expect(done.logs.join('\n')).toContain(problem);
});

it('takes a file past the emulator’s 11 MiB request limit, read to its last line', async () => {
  const imp = await fileImport();
  const long = `long@files.example,${'x'.repeat(1024 * 1024)}\n`;
  await upload(imp.id, `email,name\nfirst@files.example,First\n${long.repeat(12)}last@files.example,Last\n`);
  const done = await imported(imp.id);
  expect(done.total).toBe(14);
  const rows = await rowsOf(imp.id, 14);
  const created = rows.filter((row) => row.status === 'CREATED').map((row) => row.data.contact.email);
  expect(created.sort()).toEqual(['first@files.example', 'last@files.example']);
  expect(rows.filter((row) => row.status === 'FAILED')).toHaveLength(12);
});

it('fails a line of 1 MB and a line of invalid UTF-8 alone, and a mapping that names a missing column fails the file', async () => {
  const imp = await fileImport();
  const body = Buffer.concat([
    Buffer.from('email,name\nfirst@files.example,First\n'),
    Buffer.from(`long@files.example,${'x'.repeat(1024 * 1024)}\n`),
    Buffer.from('bytes@files.example,'),
    Buffer.from([0xc3, 0x28]),
    Buffer.from('\nlast@files.example,Last\n'),
  ]);
  await upload(imp.id, body);
  const done = await imported(imp.id);
  expect(done.total).toBe(4);
  const rows = await rowsOf(imp.id, 4);
  expect(
    rows
      .filter((row) => row.status === 'FAILED')
      .map((row) => row.error)
      .sort(),
  ).toEqual(['line 3: it is longer than 100 KB (an unclosed quote?)', 'line 4: it is not valid UTF-8 text']);

  const mapped = await fileImport({ mapping: { Mail: 'contact.email' } });
  await upload(mapped.id, 'email\nm@files.example\n');
  expect((await imported(mapped.id)).logs.join('\n')).toContain('the mapping names the column "Mail"');
  const badMapping = await t.api.post('/v5/imports', {
    name: 'x',
    type: 'FILE_IMPORT',
    mapping: { a: 'contact.nope' },
  });
  expectStatus(badMapping, 400);
  expect(badMapping.body.errors).toEqual([expect.objectContaining({ path: expect.stringContaining('mapping') })]);
});

describe('a window of lines whose checkpoint condition fails', () => {
  /** A READING run of a new file import at its first window, and 70 lines (four transactions of 20). */
  async function readingRun(name: string) {
    const imp = await fileImport();
    const run = { org: t.org, importId: imp.id, uploadId: ulid() };
    const state = { fileName: `${name}.csv`, key: `test/${name}.csv`, expiresAt: Date.now() + 60_000 };
    await t.store.items(fileRuns).put(run, { ...state, state: 'READING', offset: 0, chunk: 0, line: 2, rows: 0 });
    const lines: ReadLine[] = Array.from({ length: 70 }, (_, i) => ({
      line: i + 2,
      end: (i + 1) * 40,
      row: { data: { contact: { email: `${name}-${i}@windows.example` } } },
    }));
    return { run, lines };
  }
  const ctx = () => ({ org: t.org, actor: { type: 'system' as const, id: 'test' }, requestId: 'windows' });
  /** The store, with `before` run before its commit number `at` (which then fails or goes ahead as `before` says). */
  const storeWith = (at: number, before: (items: Parameters<Store['commit']>[0]) => Promise<void>) => {
    let commits = 0;
    const store: Store = {
      ...t.store,
      commit: async (items) => {
        if (++commits === at) await before(items);
        return t.store.commit(items);
      },
    };
    return { store, commits: () => commits };
  };

  it('commits the transaction again when nothing moved the checkpoint (DynamoDB Local under load), and takes every line once', async () => {
    const { run, lines } = await readingRun('unmoved');
    // The third transaction's checkpoint fails once, though the checkpoint is where it expected (a file stalled so).
    const flaky = storeWith(3, async (items) => {
      throw new WriteRaceError(items.length - 1, 'ConditionalCheckFailed');
    });
    const queued: RowMessage[] = [];
    const taken = async (messages: RowMessage[]) => void queued.push(...messages);
    const window = { from: 0, lines };
    expect(await takeWindow(flaky.store, ctx(), run, window, { order: 'CHRONOLOGICAL', startAt: 0, taken })).toBe(true);
    expect(flaky.commits()).toBe(5);
    const state = await t.store.items(fileRuns).get(run, { consistent: true });
    expect(state).toMatchObject({ state: 'READING', offset: 70 * 40, chunk: 0, line: 72, rows: 70 });
    const emails = queued.map((message) => message.row?.data.contact);
    expect(new Set(queued.map((message) => message.rowId)).size).toBe(70);
    expect(emails).toEqual(lines.map((line) => line.row.data.contact));
  });

  it('waits for a transaction answered before it landed, then takes the next, every line once', async () => {
    const { run, lines } = await readingRun('late');
    const runs = t.store.items(fileRuns);
    // As DynamoDB Local under load: the second transaction was answered, but the checkpoint reads it untaken a moment.
    const late = storeWith(3, async (items) => {
      await runs.update(run, { set: { chunk: 1 } });
      setTimeout(() => void runs.update(run, { set: { chunk: 2 } }), 300);
      throw new WriteRaceError(items.length - 1, 'ConditionalCheckFailed');
    });
    const taken = async () => {};
    const window = { from: 0, lines };
    expect(await takeWindow(late.store, ctx(), run, window, { order: 'CHRONOLOGICAL', startAt: 0, taken })).toBe(true);
    expect(late.commits()).toBeGreaterThanOrEqual(5);
    expect(await runs.get(run, { consistent: true })).toMatchObject({ offset: 70 * 40, chunk: 0, rows: 70 });
    const stored = await listAll(t.runtime, t.key, '/v5/import-rows', { 'filter.importId.equals': run.importId });
    const emails = lines.map((_, i) => `late-${i}@windows.example`);
    expect(stored.map((row) => row.data.contact.email).sort()).toEqual(emails.sort());
  });

  it('stops when another delivery moved the checkpoint first, taking none of that delivery’s lines', async () => {
    const { run, lines } = await readingRun('moved');
    // Before this delivery's second transaction, another took it: the checkpoint is one transaction further.
    const raced = storeWith(2, async () => {
      await t.store.items(fileRuns).update(run, { set: { chunk: 2 }, add: { rows: 20 } });
    });
    const taken = async () => {};
    const window = { from: 0, lines };
    expect(await takeWindow(raced.store, ctx(), run, window, { order: 'CHRONOLOGICAL', startAt: 0, taken })).toBe(
      false,
    );
    expect(raced.commits()).toBe(2);
    const stored = await listAll(t.runtime, t.key, '/v5/import-rows', { 'filter.importId.equals': run.importId });
    expect(stored).toHaveLength(20);
  });
});

describe('order', () => {
  /** The emails of a campaign's contacts in the order they were enrolled (their ids'). */
  async function enrolled(campaignId: string): Promise<string[]> {
    const places = await listAll(t.runtime, t.key, '/v5/campaign-contacts', {
      'filter.campaignId.equals': campaignId,
      orderBy: 'createdAt',
      sort: 'asc',
    });
    const emails = new Map<string, string>();
    for (const place of places) {
      const contact = expectStatus(await t.api.get<ApiRecord>(`/v5/contacts/${place.contactId}`), 200);
      emails.set(place.id, contact.email);
    }
    return places.map((place) => emails.get(place.id)!);
  }

  async function linkedImport(type: string, order: string) {
    const imp = expectStatus(await t.api.post('/v5/imports', { name: `${order} ${type}`, type, order }), 201);
    const campaign = expectStatus(await t.api.post('/v5/campaigns', { name: `Fed by ${imp.id}` }), 201);
    expectStatus(await t.api.post('/v5/campaign-imports', { importId: imp.id, campaignId: campaign.id }), 201);
    return { imp, campaign };
  }

  const emailsOf = (tag: string) =>
    Array.from({ length: 24 }, (_, i) => `${tag}-${String(i).padStart(2, '0')}@order.example`);

  it.each(['CHRONOLOGICAL', 'RANDOM'])('enrols a file%s lines in a linked campaign in that order', async (order) => {
    const { imp, campaign } = await linkedImport('FILE_IMPORT', order);
    const emails = emailsOf(`file-${order.toLowerCase()}`);
    await upload(imp.id, ['email', ...emails].join('\n'));
    await imported(imp.id);
    const got = await enrolled(campaign.id);
    expect([...got].sort()).toEqual(emails);
    // 24 lines shuffled keep their order once in 24! times.
    if (order === 'CHRONOLOGICAL') expect(got).toEqual(emails);
    else expect(got).not.toEqual(emails);
  });

  it.each(['CHRONOLOGICAL', 'RANDOM'])('enrols a batch by API in a linked campaign %s', async (order) => {
    const { imp, campaign } = await linkedImport('API', order);
    const emails = emailsOf(`api-${order.toLowerCase()}`);
    const answer = expectStatus(
      await t.api.post(`/v5/imports/${imp.id}/rows`, { rows: emails.map((email) => ({ contact: { email } })) }),
      202,
    );
    // The answer keeps the posted order whatever the import's.
    const rows = await waitForImportRows(t.runtime, t.key, imp.id, 24, 120_000);
    const byId = new Map(rows.map((row) => [row.id, row.data.contact.email]));
    expect(answer.rows.map((row: ApiRecord) => byId.get(row.id))).toEqual(emails);
    await imported(imp.id);
    const got = await enrolled(campaign.id);
    expect([...got].sort()).toEqual(emails);
    if (order === 'CHRONOLOGICAL') expect(got).toEqual(emails);
    else expect(got).not.toEqual(emails);
  });
});
