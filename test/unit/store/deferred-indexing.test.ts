// The indexing of created records taken out of their transaction, to be written after it: only creations lose it, a record with index items to come is marked, and the next version's write puts all of its own.
import { deferIndexing, indexingOf } from '../../../lib/platform/store/deferred-indexing.js';
import type { EntityType } from '../../../lib/platform/store/entity.js';
import { expressionsOf } from '../../../lib/platform/store/item-expressions.js';
import { itemKey, versionedOf } from '../../../lib/platform/store/item-mapping.js';
import type { StoredRecord } from '../../../lib/platform/store/records.js';
import type { TransactItem } from '../../../lib/platform/store/table-access.js';
import { createWritePlanner } from '../../../lib/platform/store/write-planning.js';

const contact: EntityType = {
  object: 'contact',
  idPrefix: 'con',
  indexes: [
    { slot: 1, sortBy: { field: 'updatedAt', type: 'date' } },
    { slot: 2, sortBy: { field: 'score', type: 'number' }, sparse: true },
  ],
  unique: [{ field: 'email', scope: 'organization' }],
  searchIndexed: true,
  searchFields: ['name'],
  memberships: ['tags'],
};
const planner = createWritePlanner({
  tableName: 't',
  now: () => new Date('2030-01-01T00:00:00.000Z'),
  newUlid: () => '01HZZZZZZZZZZZZZZZZZZZZZZZ',
});
const ctx = { org: 'org_1', actor: { type: 'system' as const, id: 'test' }, requestId: 'r' };

const isIndexPut = (item: TransactItem) => /#(TOKEN|TERM)#/.test(String(item.Put?.Item?.PK ?? ''));
const putKeys = (items: TransactItem[]) => items.filter(isIndexPut).map((item) => itemKey(item.Put!.Item!));
const deleteKeys = (items: TransactItem[]) =>
  items.filter((item) => item.Delete).map((item) => itemKey(item.Delete!.Key!));

test('a created record is put without its slots and index items, marked, and they are kept with its version', () => {
  const data = { email: 'a@x.example', score: 3, name: 'Ada Lovelace', tags: ['vip'] };
  const created = planner.createItems(contact, ctx, data, { id: 'con_A' });
  const { items, deferred } = deferIndexing('org_1', created.items, [contact]);
  const put = items[0]!.Put!.Item!;
  expect(Object.keys(put).filter((name) => name.startsWith('GSI'))).toEqual([]);
  expect(put).toMatchObject({ PK: 'ORG#org_1#contact', SK: 'con_A', email: 'a@x.example', _v: 1, _unindexed: true });
  // The tokens (ada, lovelace) and the membership (tags=vip) leave the transaction; the guard and the event stay.
  expect(putKeys(created.items)).toHaveLength(3);
  expect(items.filter(isIndexPut)).toEqual([]);
  expect(items.slice(1)).toEqual(created.items.slice(1).filter((item) => !isIndexPut(item)));
  expect(deferred).toHaveLength(1);
  expect(deferred[0]).toMatchObject({ key: { PK: 'ORG#org_1#contact', SK: 'con_A' }, version: 1 });
  expect(Object.keys(deferred[0]!.slots).sort()).toEqual(['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK']);
  expect(deferred[0]!.indexItems.map(itemKey).sort()).toEqual(putKeys(created.items).sort());
  // What a later delivery computes from the stored record is the same.
  expect(indexingOf(contact, 'org_1', created.record, 1)).toEqual(deferred[0]);
  // A read of the marked item says so; the record itself carries no trace of it.
  const read = versionedOf(contact, put)!;
  expect(read.unindexed).toBe(true);
  expect(read.record).not.toHaveProperty('_unindexed');
});

test('a record with slots and no index items is not marked; a type not named keeps everything in the transaction', () => {
  const plain: EntityType = { ...contact, searchIndexed: false, memberships: [] };
  const created = planner.createItems(plain, ctx, { email: 'a@x.example' }, { id: 'con_A' });
  const { items, deferred } = deferIndexing('org_1', created.items, [plain]);
  expect(items[0]!.Put!.Item).not.toHaveProperty('_unindexed');
  expect(deferred[0]!.indexItems).toEqual([]);
  expect(versionedOf(plain, items[0]!.Put!.Item)).not.toHaveProperty('unindexed');
  expect(deferIndexing('org_1', created.items, []).items).toEqual(created.items);
});

test('a changed record keeps its indexing in the transaction, and a deleted one has none to write', () => {
  const created = planner.createItems(contact, ctx, { email: 'a@x.example', name: 'Ada' }, { id: 'con_A' });
  const changed = planner.updateItems(contact, ctx, { record: created.record, version: 1 }, { score: 4 });
  const { items, deferred } = deferIndexing('org_1', changed.items, [contact]);
  expect(items).toEqual(changed.items);
  expect(deferred).toEqual([]);
  const deleted: StoredRecord = { ...created.record, deletedAt: '2030-01-02T00:00:00.000Z' };
  expect(indexingOf(contact, 'org_1', deleted, 2)).toMatchObject({ slots: {}, indexItems: [] });
});

test('the write after an unindexed version puts every index item of its own and deletes those it drops', () => {
  const created = planner.createItems(contact, ctx, { name: 'Ada Lovelace', tags: ['vip'] }, { id: 'con_A' });
  const rename = { name: 'Ada Byron' };
  const indexed = planner.updateItems(contact, ctx, { record: created.record, version: 1 }, rename);
  const unindexed = planner.updateItems(contact, ctx, { record: created.record, version: 1, unindexed: true }, rename);
  // After an indexed version only the new token moves in; after an unindexed one, all of the new version's do.
  expect(putKeys(indexed.items)).toEqual([expect.stringContaining('#TOKEN#w:byr')]);
  expect(putKeys(unindexed.items).sort()).toEqual(
    indexingOf(contact, 'org_1', unindexed.record, 2).indexItems.map(itemKey).sort(),
  );
  expect(deleteKeys(unindexed.items)).toEqual(deleteKeys(indexed.items));
  expect(deleteKeys(unindexed.items)).toEqual([expect.stringContaining('#TOKEN#w:lov')]);
  // The next version's item is whole: no mark.
  expect(unindexed.items[0]!.Put!.Item).not.toHaveProperty('_unindexed');
});

test('lacks: the item exists and has none of the named attributes; remove: attributes taken off', () => {
  expect(expressionsOf<{ pending: string; done: number }>({ when: { lacks: ['pending', 'done'] } }).condition).toBe(
    'attribute_exists(#n0) AND attribute_not_exists(#n1) AND attribute_not_exists(#n2)',
  );
  expect(expressionsOf<{ a: string; b: number }>({ change: { set: { a: 'x' }, remove: ['b'] } }).update).toBe(
    'SET #n0 = :v0 REMOVE #n1',
  );
});
