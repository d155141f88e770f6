// Typed operations on declared items: get, put, conditional update and delete, a query of one (sharded) partition, and the transaction items of each.
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { unwatchedWrites } from '../aws/write-watch.js';
import { isConditionFailure } from './errors.js';
import { itemKey } from './item-mapping.js';
import {
  expressionFields,
  expressionsOf,
  type ItemChange,
  type ItemCondition,
  type ItemFilter,
  VERSION_ATTRIBUTE,
} from './item-expressions.js';
import type { AttributesOf, ItemType, KeyOf, PartitionOf, SortPrefixOf, WriteOf } from './item-type.js';
import { type ItemKey, itemKeyOf, itemPartitionOf, sortPrefixOf } from './keys.js';
import type { RawItems } from './raw-items.js';
import type { EntityType } from './entity.js';
import type { StoredRecord } from './records.js';
import type { Item, TableAccess, TransactItem } from './table-access.js';
import { tableDefinition } from './table-definition.js';

/** Sorts after every character of a sort key: the upper end of "every key that begins so". */
const AFTER_ALL = '\uffff';

/** Options of a write: when the item expires (epoch seconds), for a type that expires. */
interface WriteOptions {
  expiresAt?: number;
}

/** The version a condition names: a put under it writes the next one. */
const versionIn = <A>(when: ItemCondition<A> | undefined) =>
  when && typeof when === 'object' && 'version' in when ? when.version : undefined;

/** Which items of one partition a query reads, and how. */
interface ItemQuery<T extends ItemType> {
  /** Sort keys from `from`, up to `to`, or up to every key that begins with `through`; leading parts of the sort key. */
  range?: { from?: SortPrefixOf<T>; to?: SortPrefixOf<T>; through?: SortPrefixOf<T> };
  where?: ItemFilter<AttributesOf<T>>;
  /** In descending sort-key order (newest first, for ULID keys). */
  descending?: boolean;
  /** Items asked of one Query page. */
  pageSize?: number;
  /** Stop after this many items. */
  limit?: number;
  consistent?: boolean;
}

/** A versioned item as read: its attributes (undefined when absent) and the version a write must find unchanged. */
interface VersionedItem<A> {
  attributes: A | undefined;
  version: number;
}

/** The store's typed operations on declared items: `items(type)` gives those of one type. */
export function createItemOperations(table: TableAccess, raw: RawItems) {
  return <T extends ItemType>(type: T) => itemOperations(table, raw, type);
}

const ttl = tableDefinition.ttlAttribute;

/** The item as the table holds it: its attributes (as the type's schema makes them), its key, expiry and version. */
function storedItemOf<T extends ItemType>(
  type: T,
  key: KeyOf<T>,
  attributes: WriteOf<T>,
  options: WriteOptions & { version?: number } = {},
): Item & ItemKey {
  return {
    ...v.parse(type.attributes, attributes),
    ...itemKeyOf(type, key),
    ...(type.expires && options.expiresAt !== undefined ? { [ttl]: options.expiresAt } : {}),
    ...(options.version !== undefined ? { [VERSION_ATTRIBUTE]: options.version + 1 } : {}),
  };
}

/** The companion items a record of `entity` has in its state (none once it is deleted). */
export function companionItemsOf(entity: EntityType, org: string, record: StoredRecord): Array<Item & ItemKey> {
  if (record.deletedAt !== null) return [];
  return (entity.companionItems ?? []).flatMap((companions) =>
    companions.of(org, record).map(({ key, attributes }) => storedItemOf(companions.type, key, attributes)),
  );
}

function itemOperations<T extends ItemType>({ client, tableName }: TableAccess, raw: RawItems, type: T) {
  const keyOf = (key: KeyOf<T>) => itemKeyOf(type, key);
  /** The attributes of a read item, or undefined for none or one expired at `liveAt`. */
  const attributesOf = (item: Item | undefined, liveAt?: Date): AttributesOf<T> | undefined => {
    if (!item) return undefined;
    if (liveAt && type.expires && !(Number(item[ttl]) * 1000 >= liveAt.getTime())) return undefined;
    return v.parse(type.attributes, item);
  };
  const itemOf = (key: KeyOf<T>, attributes: WriteOf<T>, options: WriteOptions & { version?: number } = {}) =>
    storedItemOf(type, key, attributes, options);
  /** Sends a conditional write; false when its condition failed. */
  const conditionally = async (write: () => Promise<unknown>, conditional: boolean) => {
    try {
      await write();
      return true;
    } catch (error) {
      if (conditional && isConditionFailure(error)) return false;
      throw error;
    }
  };

  return {
    /** One item, read strongly consistent unless told otherwise; undefined when absent or expired at `liveAt`. */
    async get(key: KeyOf<T>, options: { consistent?: boolean; liveAt?: Date } = {}) {
      return attributesOf(await raw.getItem(keyOf(key), { consistent: options.consistent ?? true }), options.liveAt);
    },

    /** Items by key, strongly consistent, read together, in the order of `keys`. */
    async getMany(keys: readonly KeyOf<T>[], options: { liveAt?: Date } = {}) {
      const itemKeys = keys.map(keyOf);
      const found = await raw.getItems(itemKeys);
      return itemKeys.map((key) => attributesOf(found.get(itemKey(key)), options.liveAt));
    },

    /** A versioned item (a log rewritten whole) with its version, strongly consistent. */
    async getVersioned(key: KeyOf<T>): Promise<VersionedItem<AttributesOf<T>>> {
      const item = await raw.getItem(keyOf(key));
      return { attributes: attributesOf(item), version: Number(item?.[VERSION_ATTRIBUTE] ?? 0) };
    },

    /**
     * Puts an item, if `when` holds (with `{ version }`, as the next version); false when it did not. A versioned
     * item's claim is taken and handed on this way (idempotent-requests.ts).
     */
    async put(
      key: KeyOf<T>,
      attributes: WriteOf<T>,
      options: WriteOptions & { when?: ItemCondition<AttributesOf<T>> } = {},
    ): Promise<boolean> {
      const Item = itemOf(key, attributes, { ...options, version: versionIn(options.when) });
      const fields = expressionFields(expressionsOf({ when: options.when }));
      return conditionally(
        () => client.send(new PutCommand({ TableName: tableName, Item, ...fields })),
        options.when !== undefined,
      );
    },

    /** Puts items in batches (of 25, sent together), not in a transaction. */
    async putMany(entries: ReadonlyArray<{ key: KeyOf<T>; attributes: WriteOf<T> } & WriteOptions>) {
      await raw.writeItems({ puts: entries.map((entry) => itemOf(entry.key, entry.attributes, entry)) });
    },

    /** Changes an item (creating it, unless `when` says otherwise); false when `when` did not hold. */
    update(key: KeyOf<T>, change: ItemChange<AttributesOf<T>>, when?: ItemCondition<AttributesOf<T>>) {
      const fields = expressionFields(expressionsOf({ change, when }));
      const send = () => client.send(new UpdateCommand({ TableName: tableName, Key: keyOf(key), ...fields }));
      return conditionally(() => (type.repeatable ? unwatchedWrites(send) : send()), when !== undefined);
    },

    /** Deletes an item; false when `when` did not hold. */
    delete(key: KeyOf<T>, when?: ItemCondition<AttributesOf<T>>) {
      const fields = expressionFields(expressionsOf({ when }));
      return conditionally(
        () => client.send(new DeleteCommand({ TableName: tableName, Key: keyOf(key), ...fields })),
        when !== undefined,
      );
    },

    /** The items of one partition (a shard's, for a sharded type), in sort-key order, page by page. */
    async *query(partition: PartitionOf<T>, options: ItemQuery<T> = {}): AsyncGenerator<AttributesOf<T>> {
      const { range = {}, limit = Number.POSITIVE_INFINITY } = options;
      const low = range.from && sortPrefixOf(type, range.from);
      const high = range.through
        ? `${sortPrefixOf(type, range.through)}#${AFTER_ALL}`
        : range.to && sortPrefixOf(type, range.to);
      const sortCondition =
        low !== undefined && high !== undefined
          ? ' AND SK BETWEEN :low AND :high'
          : low !== undefined
            ? ' AND SK >= :low'
            : high !== undefined
              ? ' AND SK <= :high'
              : '';
      const filter = expressionsOf({ filter: options.where });
      let yielded = 0;
      let start: Item | undefined;
      do {
        const pageLimit = Math.min(options.pageSize ?? limit, limit - yielded);
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: `PK = :pk${sortCondition}`,
            ...(filter.filter ? { FilterExpression: filter.filter } : {}),
            ...(Object.keys(filter.names).length ? { ExpressionAttributeNames: filter.names } : {}),
            ExpressionAttributeValues: {
              ':pk': itemPartitionOf(type, partition),
              ...(low !== undefined ? { ':low': low } : {}),
              ...(high !== undefined ? { ':high': high } : {}),
              ...filter.values,
            },
            ScanIndexForward: options.descending ? false : undefined,
            Limit: Number.isFinite(pageLimit) ? pageLimit : undefined,
            ConsistentRead: options.consistent ? true : undefined,
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) {
          if (yielded >= limit) return;
          yielded++;
          yield v.parse(type.attributes, item);
        }
        start = page.LastEvaluatedKey;
      } while (start && yielded < limit);
    },

    /** The transaction item that puts an item, if `when` holds; with `{ version }`, it writes the next version. */
    transactPut(
      key: KeyOf<T>,
      attributes: WriteOf<T>,
      options: WriteOptions & { when?: ItemCondition<AttributesOf<T>> } = {},
    ): TransactItem {
      return {
        Put: {
          TableName: tableName,
          Item: itemOf(key, attributes, { ...options, version: versionIn(options.when) }),
          ...expressionFields(expressionsOf({ when: options.when })),
        },
      };
    },

    /** The transaction item that changes an item, if `when` holds. */
    transactUpdate(
      key: KeyOf<T>,
      change: ItemChange<AttributesOf<T>>,
      when?: ItemCondition<AttributesOf<T>>,
    ): TransactItem {
      const { UpdateExpression = '', ...fields } = expressionFields(expressionsOf({ change, when }));
      return { Update: { TableName: tableName, Key: keyOf(key), UpdateExpression, ...fields } };
    },

    /** The transaction item that deletes an item, if `when` holds. */
    transactDelete(key: KeyOf<T>, when?: ItemCondition<AttributesOf<T>>): TransactItem {
      return { Delete: { TableName: tableName, Key: keyOf(key), ...expressionFields(expressionsOf({ when })) } };
    },
  };
}
