// Indexing written after its record's transaction, on DynamoDB Local: whatever writes come between the record and its late index items, a record ends with exactly the search tokens and memberships of its current version; the audit that checks it.
import { DeleteCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityType } from '../../lib/platform/store/entity.js';
import { indexItems } from '../../lib/platform/store/index-items.js';
import { itemKey } from '../../lib/platform/store/item-mapping.js';
import type { StoredRecord, WriteContext } from '../../lib/platform/store/records.js';
import { createStore, type Store } from '../../lib/platform/store/store.js';
import { testDocumentClient, uniqueTableName, provisionTestTable } from '../support/runtime.js';

const person: EntityType = {
  object: 'person',
  idPrefix: 'per',
  indexes: [{ slot: 1, sortBy: { field: 'name', type: 'string' } }],
  searchIndexed: true,
  searchFields: ['name'],
  memberships: ['tags'],
};

const client = testDocumentClient();
const tableName = uniqueTableName();
const ctx: WriteContext = { org: 'org_D', actor: { type: 'system', id: 'test' }, requestId: 'req-d' };
let store: Store;
/** Runs once, after the next GetItem the store sends has its answer: a write that lands in the middle of another. */
let afterNextGet: (() => Promise<void>) | undefined;

beforeAll(async () => {
  await provisionTestTable(tableName);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const hook = afterNextGet;
      if (hook && context.commandName === 'GetItemCommand') {
        afterNextGet = undefined;
        await hook();
      }
      return result;
    },
    { step: 'initialize', name: 'afterNextGet' },
  );
  store = createStore({ client, tableName });
});

/** Creates a person the way an import row does: the record in a transaction, its indexing left to write. */
async function createUnindexed(data: Record<string, unknown>) {
  const planned = store.createItems(person, ctx, data);
  const { items, deferred } = store.deferIndexing(ctx.org, planned.items, [person]);
  await store.commit(items);
  return { record: planned.record, deferred };
}

/** The keys of every token and membership item that lists the record, as the table holds them. */
async function storedIndexKeys(id: string): Promise<string[]> {
  const { Items = [] } = await client.send(new ScanCommand({ TableName: tableName, ConsistentRead: true }));
  return Items.filter(
    (item) => /#(TOKEN|TERM)#/.test(String(item.PK)) && (item.SK === id || String(item.SK).endsWith(`#${id}`)),
  )
    .map(itemKey)
    .sort();
}

const expectedKeys = (record: StoredRecord) =>
  (record.deletedAt === null ? indexItems(person, ctx.org, record) : []).map(itemKey).sort();

async function current(id: string) {
  const found = await store.getVersioned(person, ctx.org, id);
  if (!found) throw new Error(`${id} is gone`);
  return found;
}

it('writes the tokens, memberships and slots of a created record, and then it is no longer unindexed', async () => {
  const { record, deferred } = await createUnindexed({ name: 'Ada Lovelace', tags: ['vip', 'math'] });
  expect(await storedIndexKeys(record.id)).toEqual([]);
  expect((await current(record.id)).unindexed).toBe(true);
  await store.enterIndexing(deferred);
  expect(await storedIndexKeys(record.id)).toEqual(expectedKeys(record));
  expect(await storedIndexKeys(record.id)).toHaveLength(4);
  const after = await current(record.id);
  expect(after.unindexed).toBeUndefined();
  expect(after.version).toBe(1);
  const page = await store.queryPage({ entity: person, org: ctx.org, index: { slot: 1 }, direction: 'asc', limit: 50 });
  expect(page.items.map((listed) => listed.id)).toContain(record.id);
});

it('a write between the record and its late indexing: the late items the new version dropped are deleted', async () => {
  const { record, deferred } = await createUnindexed({ name: 'Ada Lovelace', tags: ['vip'] });
  // An update reads the unindexed record and puts every item of its own version.
  const renamed = await store.update(person, ctx, record.id, () => ({ name: 'Ada Byron', tags: ['poet'] }));
  expect(await storedIndexKeys(record.id)).toEqual(expectedKeys(renamed));
  // The creating writer comes late: its items for version 1 land after version 2's.
  await store.enterIndexing(deferred);
  expect(await storedIndexKeys(record.id)).toEqual(expectedKeys(renamed));
  expect(expectedKeys(renamed)).not.toEqual(expectedKeys(record));
  // And the next write after it is an ordinary one.
  const again = await store.update(person, ctx, record.id, () => ({ name: 'Augusta Byron' }));
  expect(await storedIndexKeys(record.id)).toEqual(expectedKeys(again));
});

it('a write in the middle of the late writer putting things right: the writer reads again and puts back what it took', async () => {
  const { record, deferred } = await createUnindexed({ name: 'Ada Lovelace' });
  await store.update(person, ctx, record.id, () => ({ name: 'Ada Byron' }));
  // When the writer has read version 2 (no "lovelace"), version 3 brings "lovelace" back before the writer deletes it.
  let third: StoredRecord | undefined;
  afterNextGet = async () => {
    third = await store.update(person, ctx, record.id, () => ({ name: 'Ada Lovelace' }));
  };
  await store.enterIndexing(deferred);
  expect(afterNextGet).toBeUndefined();
  expect((await current(record.id)).version).toBe(3);
  expect(await storedIndexKeys(record.id)).toEqual(expectedKeys(third!));
  expect(await storedIndexKeys(record.id)).toEqual(expect.arrayContaining([expect.stringContaining('#TOKEN#w:lov')]));
});

it('a record deleted before its indexing is written keeps none of it', async () => {
  const { record, deferred } = await createUnindexed({ name: 'Grace Hopper', tags: ['navy'] });
  await store.softDelete(person, ctx, record.id);
  await store.enterIndexing(deferred);
  expect(await storedIndexKeys(record.id)).toEqual([]);
});

it('another delivery writes the indexing of a record still at its first version from the record as stored', async () => {
  const { record } = await createUnindexed({ name: 'Katherine Johnson', tags: ['nasa'] });
  const stored = await current(record.id);
  await store.enterIndexing([store.indexingOf(person, ctx.org, stored.record, stored.version)]);
  expect(await storedIndexKeys(record.id)).toEqual(expectedKeys(record));
  expect((await current(record.id)).unindexed).toBeUndefined();
});

it('the audit finds no drift after all of the above, and counts a stale token, a missing one and a miscounted tally', async () => {
  expect(await store.auditIndexing(ctx.org, [person])).toMatchObject({
    total: 0,
    byType: { person: { missingIndexItems: 0, staleIndexItems: 0, tallyDrift: 0, unindexed: 0 } },
  });
  const { record, deferred } = await createUnindexed({ name: 'Mary Jackson' });
  expect((await store.auditIndexing(ctx.org, [person])).byType.person).toMatchObject({
    missingIndexItems: 2,
    unindexed: 1,
  });
  await store.enterIndexing(deferred);
  const [token] = deferred[0]!.indexItems;
  await client.send(new DeleteCommand({ TableName: tableName, Key: token }));
  await client.send(new PutCommand({ TableName: tableName, Item: { ...token, SK: `${token!.SK}X` } }));
  await store.commit([store.tallies.addItem(ctx.org, 'person', '*', record.id, 1)]);
  expect(await store.auditIndexing(ctx.org, [person])).toMatchObject({
    total: 3,
    byType: { person: { missingIndexItems: 1, staleIndexItems: 1, tallyDrift: 1, unindexed: 0 } },
  });
});
