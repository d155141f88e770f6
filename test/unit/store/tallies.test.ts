// The tallies a record counts in, their updates between two states, and their merging within one transaction.
import type { EntityType } from '../../../lib/platform/store/entity.js';
import type { StoredRecord } from '../../../lib/platform/store/records.js';
import {
  ALL,
  mergeTallies,
  TALLY_SHARDS,
  tallyChanges,
  tallyKey,
  tallyShard,
  tallyUpdate,
  talliesOf,
  valueTally,
} from '../../../lib/platform/store/tallies.js';

const contact: EntityType = {
  object: 'contact',
  idPrefix: 'con',
  indexes: [
    { slot: 1, sortBy: { field: 'updatedAt', type: 'date' }, partitionBy: { field: 'status', type: 'string' } },
  ],
  tallied: ['tags'],
};

const record = (fields: Record<string, unknown>): StoredRecord =>
  ({ object: 'contact', id: 'con_1', createdAt: '', updatedAt: '', deletedAt: null, ...fields }) as StoredRecord;

const deltas = (items: ReturnType<typeof tallyChanges>) =>
  Object.fromEntries(
    items.map((item) => [String(item.Update!.Key!.SK), item.Update!.ExpressionAttributeValues![':delta']]),
  );

describe('talliesOf', () => {
  it('counts a live record in the family, its partition values and each distinct array element', () => {
    expect([...talliesOf(contact, record({ status: 'NEW', tags: ['vip', 'a#b', 'vip'] }))].sort()).toEqual(
      [ALL, 'status=NEW', 'tags=a%23b', 'tags=vip'].sort(),
    );
  });

  it('counts an absent value apart from the empty string, and a deleted record or an expiring type nowhere', () => {
    expect(talliesOf(contact, record({}))).toEqual(new Set([ALL, 'status~', 'tags~']));
    expect(talliesOf(contact, record({ status: '' })).has('status=')).toBe(true);
    expect(talliesOf(contact, record({ deletedAt: '2026-01-01T00:00:00.000Z' })).size).toBe(0);
    expect(talliesOf({ ...contact, retentionDays: 90 }, record({ status: 'NEW' })).size).toBe(0);
  });

  it('keeps the shard separator out of names', () => {
    expect(valueTally('status', 'A#1')).toBe('status=A%231');
  });
});

describe('tallyChanges', () => {
  it('moves a record from the tallies it leaves to those it joins, on the shard of its id', () => {
    const before = record({ status: 'NEW', tags: ['vip', 'old'] });
    const after = record({ status: 'REPLIED', tags: ['vip', 'new'] });
    const items = tallyChanges('t', contact, 'org_1', before, after);
    expect(deltas(items)).toEqual({ 'status=NEW': -1, 'tags=old': -1, 'status=REPLIED': 1, 'tags=new': 1 });
    expect(items.every((item) => item.Update!.Key!.PK.endsWith(`#TALLY#${tallyShard('con_1')}`))).toBe(true);
  });

  it('takes a soft-deleted record out of every tally, and a create puts it in each', () => {
    const live = record({ status: 'NEW', tags: [] });
    expect(deltas(tallyChanges('t', contact, 'o', live, record({ status: 'NEW', deletedAt: 'x' })))).toEqual({
      [ALL]: -1,
      'status=NEW': -1,
    });
    expect(deltas(tallyChanges('t', contact, 'o', undefined, live))).toEqual({ [ALL]: 1, 'status=NEW': 1 });
  });
});

describe('mergeTallies', () => {
  it('sums the updates of one key, drops those that sum to 0, and maps merged items back to their origin', () => {
    const put = { Put: { TableName: 't', Item: { PK: 'ORG#o#contact', SK: 'con_1' } } };
    const a = tallyKey('o', 'contact', ALL, 1);
    const b = tallyKey('o', 'contact', 'status=NEW', 1);
    const { items, origin } = mergeTallies([
      tallyUpdate('t', a, 1),
      put,
      tallyUpdate('t', b, 1),
      tallyUpdate('t', a, 1),
      tallyUpdate('t', b, -1),
      put,
    ]);
    expect(items).toEqual([put, put, tallyUpdate('t', a, 2)]);
    expect(origin).toEqual([1, 5, 0]);
  });

  it('spreads ids over every shard', () => {
    const shards = new Set(Array.from({ length: 200 }, (_, i) => tallyShard(`con_${i}`)));
    expect(shards.size).toBe(TALLY_SHARDS);
  });
});
