// The slots of created records taken out of their transaction, to be entered after it: only creations lose them.
import { deferSlots, slotsOf } from '../../../lib/platform/store/deferred-slots.js';
import type { EntityType } from '../../../lib/platform/store/entity.js';
import { expressionsOf } from '../../../lib/platform/store/item-expressions.js';
import type { StoredRecord } from '../../../lib/platform/store/records.js';
import { createWritePlanner } from '../../../lib/platform/store/write-planning.js';

const contact: EntityType = {
  object: 'contact',
  idPrefix: 'con',
  indexes: [
    { slot: 1, sortBy: { field: 'updatedAt', type: 'date' } },
    { slot: 2, sortBy: { field: 'score', type: 'number' }, sparse: true },
  ],
  unique: [{ field: 'email', scope: 'organization' }],
};
const planner = createWritePlanner({
  tableName: 't',
  now: () => new Date('2030-01-01T00:00:00.000Z'),
  newUlid: () => '01HZZZZZZZZZZZZZZZZZZZZZZZ',
});
const ctx = { org: 'org_1', actor: { type: 'system' as const, id: 'test' }, requestId: 'r' };

test('a created record is put without its slots, which are kept with the version it was written at', () => {
  const created = planner.createItems(contact, ctx, { email: 'a@x.example', score: 3 }, { id: 'con_A' });
  const { items, deferred } = deferSlots(created.items);
  const put = items[0]!.Put!.Item!;
  expect(Object.keys(put).filter((name) => name.startsWith('GSI'))).toEqual([]);
  expect(put).toMatchObject({ PK: 'ORG#org_1#contact', SK: 'con_A', email: 'a@x.example', _v: 1 });
  // Everything else (the guard, the event) goes into the transaction as planned.
  expect(items.slice(1)).toEqual(created.items.slice(1));
  expect(deferred).toEqual([
    {
      key: { PK: 'ORG#org_1#contact', SK: 'con_A' },
      version: 1,
      slots: Object.fromEntries(
        Object.entries(created.items[0]!.Put!.Item!).filter(([name]) => /^GSI\dP?S?K$/.test(name)),
      ),
    },
  ]);
  expect(Object.keys(deferred[0]!.slots).sort()).toEqual(['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK']);
  // What a later delivery computes from the stored record is the same.
  expect(slotsOf(contact, 'org_1', created.record, 1)).toEqual(deferred[0]);
});

test('a changed record keeps its slots in the transaction, and a deleted one has none to enter', () => {
  const created = planner.createItems(contact, ctx, { email: 'a@x.example' }, { id: 'con_A' });
  const changed = planner.updateItems(contact, ctx, { record: created.record, version: 1 }, { score: 4 });
  const { items, deferred } = deferSlots(changed.items);
  expect(items).toEqual(changed.items);
  expect(deferred).toEqual([]);
  const deleted: StoredRecord = { ...created.record, deletedAt: '2030-01-02T00:00:00.000Z' };
  expect(slotsOf(contact, 'org_1', deleted, 2).slots).toEqual({});
});

test('lacks: the item exists and has none of the named attributes', () => {
  expect(expressionsOf<{ pending: string; done: number }>({ when: { lacks: ['pending', 'done'] } }).condition).toBe(
    'attribute_exists(#n0) AND attribute_not_exists(#n1) AND attribute_not_exists(#n2)',
  );
});
