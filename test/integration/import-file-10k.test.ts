// A 10,000-line CSV through the local runtime, as the issue asks: uploaded to its URL, read in runs of 4,000 lines,
// with a mapping and a property import, ending IMPORTED with total 10,000 and each line's outcome.
import { type ApiRecord, expectStatus } from '../support/api-client.js';
import { listAll, waitForImportRows } from '../support/imports.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

// Emulators of its own: its tens of thousands of items (and their stream records) on the suite's DynamoDB Local slowed
// every file after it several times over.
const t = useTestRuntime({ env: { IMPORT_FILE_LINES_PER_RUN: '4000' }, ownEmulators: true });

it('imports 10,000 lines to IMPORTED: CREATED, MERGED, UNQUALIFIED and FAILED rows as the lines say', async () => {
  const score = expectStatus(
    await t.api.post('/v5/properties', { name: 'score', type: 'NUMBER', target: 'CONTACT' }),
    201,
  );
  // Most lines fail at the reader (a score that is not a number), which takes them with the others at the cost of a
  // transaction share each: 10,000 rows through the worker took DynamoDB Local minutes in the loaded suite and slowed
  // every file beside it. 900 are free mail the rule leaves UNQUALIFIED, and 50 addresses come twice (the second
  // merges into the contact the first made).
  const imp = expectStatus(
    await t.api.post('/v5/imports', {
      name: 'Ten thousand',
      type: 'FILE_IMPORT',
      qualificationContactEmailFreeDomain: true,
      connectExisting: true,
      mapping: { Mail: 'contact.email', Who: 'contact.name', Firm: 'company.name' },
    }),
    201,
  );
  expectStatus(await t.api.post('/v5/property-imports', { propertyId: score.id, importId: imp.id }), 201);
  const lines = Array.from({ length: 10_000 }, (_, i) => {
    if (i < 100) return `twice-${i % 50}@tenk.example,Twice ${i % 50},Firm ${i % 50},${i}`;
    if (i < 1000) return `free-${i}@gmail.com,Free ${i},,${i}`;
    return `bad-${i}@tenk.example,Bad ${i},,many`;
  });
  const { uploadUrl, headers } = expectStatus(
    await t.api.post(`/v5/imports/${imp.id}/upload`, { fileName: 'tenk.csv', contentType: 'text/csv' }),
    200,
  );
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: ['Mail,Who,Firm,score', ...lines].join('\n') });
  expect(put.status).toBe(200);

  const done = await waitUntil(
    async () => expectStatus(await t.api.get<ApiRecord>(`/v5/imports/${imp.id}`), 200),
    (record) => record.status === 'IMPORTED',
    'the import IMPORTED',
    840_000,
  );
  expect(done.total).toBe(10_000);
  const rows = await waitForImportRows(t.runtime, t.key, imp.id, 10_000, 60_000);
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  expect({
    CREATED: count('CREATED'),
    MERGED: count('MERGED'),
    UNQUALIFIED: count('UNQUALIFIED'),
    FAILED: count('FAILED'),
  }).toEqual({ CREATED: 50, MERGED: 50, UNQUALIFIED: 900, FAILED: 9000 });
  expect(new Set(rows.map((row) => row.id)).size).toBe(10_000);
  const failed = rows.find((row) => row.status === 'FAILED')!;
  expect(failed.error).toMatch(/^line \d+: column "score" \(customProperties\.score\) must be a number$/);
  const contacts = await listAll(t.runtime, t.key, '/v5/contacts', { 'filter.email.startsWith': 'twice-' });
  expect(contacts).toHaveLength(50);
  expect(contacts.every((contact) => typeof contact.customProperties.score === 'number')).toBe(true);
}, 900_000);
