// Counts kept as items that change in the write's own transaction: sharded over partitions so none is hot, summed by one BatchGet.
import { createHash } from 'node:crypto';
import type { EntityType } from './entity.js';
import { indexedElements } from './index-items.js';
import { valueAt } from '../field-path.js';
import { type ItemKey, keyWithin, MAX_SORT_KEY_BYTES, recordPartition } from './keys.js';
import type { StoredRecord } from './records.js';
import type { RawItems } from './raw-items.js';
import type { Item, TableAccess, TransactItem } from './table-access.js';
import { itemKey } from './item-mapping.js';

/** Each tally is spread over this many items; a record always counts on the one its id picks. */
export const TALLY_SHARDS = 8;

/** Marks a tally's partition: `<scope partition>#TALLY#<shard>`. */
const TALLY_MARK = '#TALLY#';

/**
 * Partition of one shard of the tallies of one scope (an organization's records of one type, or one import's rows).
 * Shards are partitions, not sort keys of one: a partition takes 1,000 writes a second, and every create of the scope
 * writes its tallies.
 */
export function tallyPartition(org: string, scope: string, shard: number | '*'): string {
  return `${recordPartition(org, scope)}${TALLY_MARK}${shard}`;
}

/** Whether `pk` is the partition of a shard of one scope's tallies. */
export const isTallyPartition = (pk: string, org: string, scope: string) =>
  pk.startsWith(`${recordPartition(org, scope)}${TALLY_MARK}`);

/** The shard a record (or a row) counts on, from its id, so that its +1 and its later −1 meet on one item. */
export function tallyShard(id: string): number {
  return createHash('sha256').update(id).digest()[0]! % TALLY_SHARDS;
}

export function tallyKey(org: string, scope: string, name: string, shard: number): ItemKey {
  return { PK: tallyPartition(org, scope, shard), SK: name };
}

/** The whole family's tally. */
export const ALL = '*';

/**
 * The name of the tally of one value of a field. The value is URI-encoded so that a name holds no `#`; null and absent
 * count together, apart from the empty string. A value too long for a sort key is named by its digest (after a `#`,
 * which no encoded value holds), so that a count of it reads a tally like any other.
 */
export function valueTally(field: string, value: unknown): string {
  if (value === null || value === undefined) return `${field}~`;
  return keyWithin(MAX_SORT_KEY_BYTES, `${field}=`, encodeURIComponent(String(value)), `${field}#sha256=`);
}

/** The tally of the records whose array field has too many or too long values to count each (lib/platform/store/index-items.ts). */
export const overflowTally = (field: string) => `${field}!`;

/** The fields a type counts per value: the fields its indexes partition by, and those it declares tallied. */
export function talliedFields(entity: EntityType): string[] {
  const partitioned = (entity.indexes ?? []).flatMap((mapping) =>
    mapping.partitionBy ? [mapping.partitionBy.field] : [],
  );
  return [...new Set([...partitioned, ...(entity.tallied ?? [])])];
}

/**
 * The tallies a record counts in: the family's and one per value of each tallied field (each element of an array). A
 * deleted record counts in none; nor does a type whose records expire, since TTL removes them without a write.
 */
export function talliesOf(entity: EntityType, record: StoredRecord | undefined): Set<string> {
  if (!record || record.deletedAt !== null || entity.retentionDays) return new Set();
  const names = new Set([ALL]);
  for (const field of talliedFields(entity)) {
    const value = valueAt(record, field);
    // An array counts per value only while its values are few and short enough to list (as its memberships do).
    const elements = Array.isArray(value) ? indexedElements(value) : [value];
    if (elements === 'overflow') names.add(overflowTally(field));
    else for (const element of elements) names.add(valueTally(field, element));
  }
  for (const name of entity.countedIn?.(record) ?? []) names.add(name);
  return names;
}

/** An ADD of `delta` to one tally item, as a transaction item; it has no condition, so it never cancels a write. */
export function tallyUpdate(tableName: string, key: Item, delta: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: 'ADD #count :delta',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

/** The tally updates that take a record from `before` to `after`: −1 for each tally it leaves, +1 for each it joins. */
export function tallyChanges(
  tableName: string,
  entity: EntityType,
  org: string,
  before: StoredRecord | undefined,
  after: StoredRecord,
): TransactItem[] {
  const old = talliesOf(entity, before);
  const next = talliesOf(entity, after);
  const shard = tallyShard(after.id);
  const update = (name: string, delta: number) =>
    tallyUpdate(tableName, tallyKey(org, entity.object, name, shard), delta);
  return [
    ...[...old].filter((name) => !next.has(name)).map((name) => update(name, -1)),
    ...[...next].filter((name) => !old.has(name)).map((name) => update(name, 1)),
  ];
}

/**
 * One transaction may touch an item once: tally updates on one key become one update of their summed delta (none when
 * it sums to 0). `origin[i]` is the index in `items` of the merged list's item i, for errors that name an item.
 */
export function mergeTallies(items: readonly TransactItem[]): { items: TransactItem[]; origin: number[] } {
  const merged: TransactItem[] = [];
  const origin: number[] = [];
  const tallies = new Map<string, { index: number; key: Item; tableName: string; delta: number }>();
  items.forEach((item, index) => {
    const { Key: key, TableName: tableName = '', ExpressionAttributeValues: values } = item.Update ?? {};
    if (!key || !String(key.PK).includes(TALLY_MARK)) {
      merged.push(item);
      origin.push(index);
      return;
    }
    const id = itemKey(key);
    const delta = Number(values?.[':delta']);
    const known = tallies.get(id);
    if (known) known.delta += delta;
    else tallies.set(id, { index, key, tableName, delta });
  });
  for (const { index, key, tableName, delta } of tallies.values()) {
    if (delta === 0) continue;
    merged.push(tallyUpdate(tableName, key, delta));
    origin.push(index);
  }
  return { items: merged, origin };
}

/** The sum of a tally's shards, as `readShards` reads them. */
export const tallySum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);

export function createTallies({ tableName }: Pick<TableAccess, 'tableName'>, raw: Pick<RawItems, 'getItems'>) {
  return {
    /**
     * The transaction item that adds `delta` to one tally of a scope (an import's rows, say), on the shard `id` picks:
     * it has no condition, so it never cancels the write it counts.
     */
    addItem(org: string, scope: string, name: string, id: string, delta: number): TransactItem {
      return tallyUpdate(tableName, tallyKey(org, scope, name, tallyShard(id)), delta);
    },

    /** The sum of one tally over its shards: one strongly consistent BatchGetItem of TALLY_SHARDS small items. */
    async read(org: string, scope: string, name: string): Promise<number> {
      return (await this.readMany(org, scope, [name])).get(name) ?? 0;
    },

    /** Each shard's count of several tallies of a scope, by name and shard: what `unchangedItems` holds a write to. */
    async readShards(org: string, scope: string, names: readonly string[]): Promise<Map<string, number[]>> {
      const keys = names.map((name) =>
        Array.from({ length: TALLY_SHARDS }, (_, shard) => tallyKey(org, scope, name, shard)),
      );
      const items = await raw.getItems(keys.flat());
      return new Map(
        names.map((name, i) => [name, keys[i]!.map((key) => Number(items.get(itemKey(key))?.count ?? 0))]),
      );
    },

    /**
     * Condition checks that cancel a transaction unless each shard of one tally still holds the count `readShards`
     * read: a decision made on a sum is written only while the sum stands.
     */
    unchangedItems(org: string, scope: string, name: string, shards: readonly number[]): TransactItem[] {
      return shards.map((count, shard) => ({
        ConditionCheck: {
          TableName: tableName,
          Key: tallyKey(org, scope, name, shard),
          ConditionExpression: count === 0 ? 'attribute_not_exists(#count) OR #count = :count' : '#count = :count',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':count': count },
        },
      }));
    },

    /** The sums of several tallies of a scope, by name: their shards read together in BatchGetItems. */
    async readMany(org: string, scope: string, names: readonly string[]): Promise<Map<string, number>> {
      const shards = await this.readShards(org, scope, names);
      return new Map(names.map((name) => [name, tallySum(shards.get(name)!)]));
    },
  };
}
