// An import's status from its rows' tallies on real DynamoDB Local: IMPORTED (with one `import.completed`) only when every row taken is final, never over a row taken meanwhile, and IMPORTING again when it takes another.
import { completeIfDone, markImporting } from '../../lib/imports/rows/import-lifecycle.js';
import { FINISHED_ROWS, importRowsScope, TAKEN_ROWS, takenItem } from '../../lib/imports/rows/row-markers.js';
import { imports } from '../../lib/imports/imports.js';
import { eventEntity } from '../../lib/platform/store/event-log.js';
import { WriteRaceError } from '../../lib/platform/store/errors.js';
import { createStore } from '../../lib/platform/store/store.js';
import type { WriteContext } from '../../lib/platform/store/records.js';
import { provisionTestTable, testDocumentClient, uniqueTableName } from '../support/runtime.js';

const client = testDocumentClient();
const tableName = uniqueTableName();
const store = createStore({ client, tableName });
let orgs = 0;

beforeAll(() => provisionTestTable(tableName));
afterAll(() => client.destroy());

/** A PENDING import of a new organization, and the context its rows write in. */
async function newImport(): Promise<{ ctx: WriteContext; importId: string }> {
  const org = `org_lifecycle${++orgs}`;
  const ctx: WriteContext = { org, actor: { type: 'webhook', id: 'test' }, requestId: 'req_lifecycle' };
  const created = await store.create(imports.entity, ctx, { name: 'Lifecycle', type: 'API', status: 'PENDING' });
  return { ctx, importId: created.id };
}

const take = (ctx: WriteContext, importId: string, rowId: string) =>
  store.commit([takenItem(store, ctx.org, importId, rowId, 1)]);
const finish = (ctx: WriteContext, importId: string, rowId: string) =>
  store.commit([store.tallies.addItem(ctx.org, importRowsScope(importId), FINISHED_ROWS, rowId, 1)]);
const statusOf = async (ctx: WriteContext, importId: string) =>
  (await store.get(imports.entity, ctx.org, importId))?.status;

async function completions(ctx: WriteContext, importId: string): Promise<number> {
  const { items: events } = await store.collect({ entity: eventEntity, org: ctx.org });
  return events.filter((event) => event.type === 'import.completed' && event.recordId === importId).length;
}

it('completes an import only once every row it took is final, logs import.completed once, and moves it back to IMPORTING for a new row', async () => {
  const { ctx, importId } = await newImport();
  expect(await completeIfDone(store, imports.entity, ctx, importId)).toBe(false);

  await take(ctx, importId, 'row_a');
  await take(ctx, importId, 'row_b');
  await markImporting(store, imports.entity, ctx, importId);
  expect(await statusOf(ctx, importId)).toBe('IMPORTING');
  await finish(ctx, importId, 'row_a');
  expect(await completeIfDone(store, imports.entity, ctx, importId)).toBe(false);
  expect(await statusOf(ctx, importId)).toBe('IMPORTING');

  await finish(ctx, importId, 'row_b');
  expect(await completeIfDone(store, imports.entity, ctx, importId)).toBe(true);
  expect(await completeIfDone(store, imports.entity, ctx, importId)).toBe(false);
  expect(await statusOf(ctx, importId)).toBe('IMPORTED');
  expect(await completions(ctx, importId)).toBe(1);

  await take(ctx, importId, 'row_c');
  await markImporting(store, imports.entity, ctx, importId);
  expect(await statusOf(ctx, importId)).toBe('IMPORTING');
  expect(await completeIfDone(store, imports.entity, ctx, importId)).toBe(false);
  await finish(ctx, importId, 'row_c');
  expect(await completeIfDone(store, imports.entity, ctx, importId)).toBe(true);
  expect(await completions(ctx, importId)).toBe(2);
});

it('completes a PENDING import whose status move was lost, and leaves alone an import gone', async () => {
  const { ctx, importId } = await newImport();
  await take(ctx, importId, 'row_a');
  await finish(ctx, importId, 'row_a');
  expect(await completeIfDone(store, imports.entity, ctx, importId)).toBe(true);
  expect(await statusOf(ctx, importId)).toBe('IMPORTED');
  expect(await completeIfDone(store, imports.entity, ctx, 'imp_missing')).toBe(false);
});

it('cancels a write held to a taken tally that a row changed after it was read', async () => {
  const { ctx, importId } = await newImport();
  const scope = importRowsScope(importId);
  await take(ctx, importId, 'row_a');
  const read = (await store.tallies.readShards(ctx.org, scope, [TAKEN_ROWS])).get(TAKEN_ROWS)!;
  expect(read.reduce((a, b) => a + b, 0)).toBe(1);
  // Unchanged, the check lets the write through, shards that were never written included.
  await store.commit([
    ...store.tallies.unchangedItems(ctx.org, scope, TAKEN_ROWS, read),
    store.tallies.addItem(ctx.org, scope, 'other', 'x', 1),
  ]);
  // A row taken on any shard since cancels it.
  for (const rowId of ['row_b', 'row_c', 'row_d']) await take(ctx, importId, rowId);
  await expect(
    store.commit([
      ...store.tallies.unchangedItems(ctx.org, scope, TAKEN_ROWS, read),
      store.tallies.addItem(ctx.org, scope, 'other', 'x', 1),
    ]),
  ).rejects.toBeInstanceOf(WriteRaceError);
  expect(await store.tallies.read(ctx.org, scope, 'other')).toBe(1);
});

it('completes an import once when its last rows finish together and each checks', async () => {
  const { ctx, importId } = await newImport();
  const rows = Array.from({ length: 12 }, (_, i) => `row_${i}`);
  for (const rowId of rows) await take(ctx, importId, rowId);
  await markImporting(store, imports.entity, ctx, importId);
  await Promise.all(rows.map((rowId) => finish(ctx, importId, rowId)));
  const outcomes = await Promise.all(rows.map(() => completeIfDone(store, imports.entity, ctx, importId)));
  expect(outcomes.filter(Boolean)).toHaveLength(1);
  expect(await completions(ctx, importId)).toBe(1);
});
