// Rows by API through the local runtime: a batch of 1,000 taken at once and imported to IMPORTED with its total, batches refused whole (a bad row, too many, a WEBHOOK import), the queue's batches of ten, and a batch sent again taken once.
import { CreateQueueCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { imports } from '../../lib/imports/imports.js';
import { takeBatch } from '../../lib/imports/rows/batch-runs.js';
import type { RowMessage } from '../../lib/imports/rows/row-queue.js';
import { IMPORT_ROWS_QUEUE } from '../../lib/platform/queue/queues.js';
import { createSqsClient } from '../../lib/platform/aws/sqs-client.js';
import type { Store } from '../../lib/platform/store/store.js';
import { createQueueBatchSender } from '../../lib/platform/queue/queue-sender.js';
import { type ApiRecord, api, expectStatus } from '../support/api-client.js';
import { createWebhookImport, listAll, waitForImportRows } from '../support/imports.js';
import { testEmulators } from '../support/runtime.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

// Emulators of its own: its thousand rows (and their stream records) on the suite's DynamoDB Local slow the files after it.
const t = useTestRuntime({ ownEmulators: true });

async function createApiImport(options: Record<string, unknown> = {}): Promise<ApiRecord> {
  return expectStatus(await t.api.post('/v5/imports', { name: 'By API', type: 'API', ...options }), 201);
}

const rowsOf = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({
    contact: { email: `${prefix}-${i}@api-rows.example`, name: `Row ${i}` },
  }));

const importOf = async (id: string) => expectStatus(await t.api.get<ApiRecord>(`/v5/imports/${id}`), 200);
const importedOf = (id: string) =>
  waitUntil(
    () => importOf(id),
    (record) => record.status === 'IMPORTED',
    'the import IMPORTED',
  );

it('takes 1,000 rows in one request, answers them QUEUED in order, and imports each to IMPORTED with the total', async () => {
  // Most rows are free mail that the import's rule leaves UNQUALIFIED, cheap to finish: a thousand contacts' records
  // took minutes of a loaded machine, and the path of a created row is the webhook's, tested there.
  const imp = await createApiImport({ qualificationContactEmailFreeDomain: true });
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    contact: { email: i % 20 === 0 ? `thousand-${i}@api-rows.example` : `thousand-${i}@gmail.com`, name: `Row ${i}` },
  }));
  const answer = expectStatus(await t.api.post(`/v5/imports/${imp.id}/rows`, { rows }), 202);
  expect(answer.rows).toHaveLength(1000);
  expect(answer.rows.every((row: ApiRecord) => row.status === 'QUEUED' && row.id.startsWith('row_'))).toBe(true);
  // Their ids sort in the order the rows were posted.
  const ids: string[] = answer.rows.map((row: ApiRecord) => row.id);
  expect([...ids].sort()).toEqual(ids);
  expect((await importOf(imp.id)).status).not.toBe('PENDING');

  // On a loaded 2-core machine a thousand rows take minutes, not the seconds they take on a quiet one.
  const stored = await waitForImportRows(t.runtime, t.key, imp.id, 1000, 540_000);
  expect(stored.filter((row) => row.status === 'CREATED')).toHaveLength(50);
  expect(stored.filter((row) => row.status === 'UNQUALIFIED')).toHaveLength(950);
  const byId = new Map(stored.map((row) => [row.id, row]));
  expect(ids.map((id) => byId.get(id)?.data.contact.email)).toEqual(rows.map((row) => row.contact.email));
  const done = await importedOf(imp.id);
  expect(done.total).toBe(1000);
  const contacts = await listAll(t.runtime, t.key, '/v5/contacts', { 'filter.email.startsWith': 'thousand-' });
  expect(contacts).toHaveLength(50);
}, 600_000);

it('refuses a whole batch with one invalid row, naming it, and queues nothing of it', async () => {
  const imp = await createApiImport();
  const rows: unknown[] = rowsOf(7, 'refused');
  rows[5] = { contact: { email: ['not', 'one'] } };
  const answer = await t.api.post(`/v5/imports/${imp.id}/rows`, { rows });
  expectStatus(answer, 400);
  expect(answer.body.errors).toEqual([expect.objectContaining({ path: 'rows[5].contact.email' })]);
  expect(await listAll(t.runtime, t.key, '/v5/import-rows', { 'filter.importId.equals': imp.id })).toEqual([]);
  expect(await importOf(imp.id)).toMatchObject({ status: 'PENDING', total: null });
});

it('refuses an empty batch, 1,001 rows, a body without rows, and rows for a WEBHOOK import; 404 for an unknown import', async () => {
  const imp = await createApiImport();
  for (const body of [{ rows: [] }, { rows: rowsOf(1001, 'many') }, {}, { rows: rowsOf(1, 'extra'), more: true }]) {
    const answer = await t.api.post(`/v5/imports/${imp.id}/rows`, body);
    expectStatus(answer, 400);
    expect(answer.body.errors.length).toBeGreaterThan(0);
  }
  const hook = await createWebhookImport(t.runtime, t.key);
  const onWebhook = await t.api.post(`/v5/imports/${hook.id}/rows`, { rows: rowsOf(1, 'hooked') });
  expectStatus(onWebhook, 400);
  expect(onWebhook.body.errors).toEqual([expect.objectContaining({ path: 'type' })]);
  expectStatus(await t.api.post('/v5/imports/imp_01J0000000000000000000000/rows', { rows: rowsOf(1, 'lost') }), 404);
  // Another organization's import is not found either.
  const other = await api(t.runtime, await seedApiKey(t.runtime)).post('/v5/imports', { name: 'Theirs', type: 'API' });
  expectStatus(await t.api.post(`/v5/imports/${expectStatus(other, 201).id}/rows`, { rows: rowsOf(1, 'x') }), 404);
});

it('sends rows to the queue ten to a SendMessageBatch, every one received', async () => {
  const sqs = createSqsClient(testEmulators().sqsEndpoint);
  try {
    const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: `batch-sender-${Date.now()}` }));
    let batches = 0;
    sqs.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'SendMessageBatchCommand') batches++;
        return next(args);
      },
      { step: 'initialize' },
    );
    const send = createQueueBatchSender<{ org: string; n: number }>(sqs, QueueUrl!, {
      name: 'batch',
      maxReceiveCount: 1,
    });
    await send(Array.from({ length: 25 }, (_, n) => ({ org: 'org_batch', n })));
    expect(batches).toBe(3);
    const received = new Set<number>();
    await waitUntil(
      async () => {
        const { Messages = [] } = await sqs.send(
          new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }),
        );
        for (const message of Messages) received.add(JSON.parse(message.Body!).n);
        return received.size;
      },
      (size) => size === 25,
      'every message received',
    );
  } finally {
    sqs.destroy();
  }
});

it('takes the same batch once, however often and however concurrently it is sent', async () => {
  const imp = await createApiImport();
  // Three transactions of the batch's run, so that concurrent sends meet at its checkpoint.
  const rows = rowsOf(100, 'again');
  const sends = await Promise.all([1, 2, 3].map(() => t.api.post(`/v5/imports/${imp.id}/rows`, { rows })));
  const answers = sends.map((sent) => expectStatus(sent, 202).rows.map((row: ApiRecord) => row.id));
  expect(answers[1]).toEqual(answers[0]);
  expect(answers[2]).toEqual(answers[0]);
  const later = expectStatus(await t.api.post(`/v5/imports/${imp.id}/rows`, { rows }), 202);
  expect(later.rows.map((row: ApiRecord) => row.id)).toEqual(answers[0]);
  const done = await importedOf(imp.id);
  expect(done.total).toBe(100);
  const stored = await waitForImportRows(t.runtime, t.key, imp.id, 100);
  expect(stored.map((row) => row.id).sort()).toEqual([...answers[0]!].sort());
  // Another batch is taken as its own, even with rows the first had.
  const other = expectStatus(await t.api.post(`/v5/imports/${imp.id}/rows`, { rows: rows.slice(0, 99) }), 202);
  expect(other.rows.map((row: ApiRecord) => row.id)).not.toContain(answers[0]![0]);
}, 120_000);

it('finishes a send cut short between its transactions when the same batch is sent again, taking no row twice', async () => {
  const imp = await createApiImport({ order: 'RANDOM' });
  const rows = rowsOf(130, 'cut');
  // The first send's third transaction fails as a busy table would fail it: two of its four were committed.
  let commits = 0;
  const failing: Store = {
    ...t.store,
    commit: async (items) => {
      if (++commits === 3) throw Object.assign(new Error('Throttled'), { name: 'ThrottlingException' });
      return t.store.commit(items);
    },
  };
  const ctx = { org: t.key.org, actor: { type: 'system' as const, id: 'test' }, requestId: 'cut-short' };
  const deps = { store: failing, queueRows: async () => {}, importEntity: imports.entity, now: () => new Date() };
  await expect(takeBatch(deps, ctx, imp.id, { rows, order: 'RANDOM' })).rejects.toThrow('Throttled');
  expect(commits).toBe(3);
  const partial = await listAll(t.runtime, t.key, '/v5/import-rows', { 'filter.importId.equals': imp.id });
  expect(partial).toHaveLength(80);

  const resent = expectStatus(await t.api.post(`/v5/imports/${imp.id}/rows`, { rows }), 202);
  const ids: string[] = resent.rows.map((row: ApiRecord) => row.id);
  expect(ids.filter((id) => partial.some((row) => row.id === id))).toHaveLength(80);
  const done = await importedOf(imp.id);
  expect(done.total).toBe(130);
  const stored = await waitForImportRows(t.runtime, t.key, imp.id, 130);
  expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
  // Each posted row is the row its answer names.
  const byId = new Map(stored.map((row) => [row.id, row]));
  expect(ids.map((id) => byId.get(id)?.data.contact.email)).toEqual(rows.map((row) => row.contact.email));
  // RANDOM: the ids' order (the order taken) is not the order posted.
  expect([...ids].sort()).not.toEqual(ids);
}, 120_000);

it('leaves an import IMPORTED when a batch whose rows are all final is sent again after a send cut short at its end', async () => {
  const imp = await createApiImport();
  const rows = rowsOf(3, 'settled');
  // The first send takes and queues every row, then is cut short before it notes that it queued them.
  const sqs = createSqsClient(t.runtime.sqsEndpoint);
  const send = createQueueBatchSender<RowMessage>(
    sqs,
    t.runtime.queueUrls[IMPORT_ROWS_QUEUE.name]!.url,
    IMPORT_ROWS_QUEUE,
  );
  const uncheckpointed: Store = {
    ...t.store,
    items: (type) => ({
      ...t.store.items(type),
      update: async () => {
        throw Object.assign(new Error('Throttled'), { name: 'ThrottlingException' });
      },
    }),
  };
  const ctx = { org: t.key.org, actor: { type: 'system' as const, id: 'test' }, requestId: 'cut-at-end' };
  const deps = { store: uncheckpointed, queueRows: send, importEntity: imports.entity, now: () => new Date() };
  try {
    const ids = await takeBatch(deps, ctx, imp.id, { rows, order: 'CHRONOLOGICAL' });
    expect((await importedOf(imp.id)).total).toBe(3);
    // Sent again, it takes nothing; the import stays IMPORTED with its total rather than IMPORTING for good.
    const again = expectStatus(await t.api.post(`/v5/imports/${imp.id}/rows`, { rows }), 202);
    expect(again.rows.map((row: ApiRecord) => row.id)).toEqual(ids);
    expect(await importOf(imp.id)).toMatchObject({ status: 'IMPORTED', total: 3 });
  } finally {
    sqs.destroy();
  }
});
