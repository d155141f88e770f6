// Maps records to the items the table holds and back: keys, index slots, expiry and the version.
import type { EntityType } from './entity.js';
import { RecordTooLargeError } from './errors.js';
import { indexKeys, isInternalAttribute, type ItemKey, recordKey } from './keys.js';
import type { StoredRecord, VersionedRecord } from './records.js';
import type { Item } from './table-access.js';
import { tableDefinition } from './table-definition.js';

/** The version the store keeps on an item for optimistic writes; 0 for items written before versions existed. */
function versionOf(item: Item): number {
  return Number(item._v ?? 0);
}

/**
 * The record of an item of `entity`, without the store's attributes. The one place a read trusts its type: the store
 * writes a type's records only through its entity, from data its family's schemas checked.
 */
export function toRecord<R extends StoredRecord>(_entity: EntityType<R>, item: Item): R {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !isInternalAttribute(name))) as R;
}

/** A live record of a raw item, with the version a write through `updateItems` must find; undefined for none or deleted. */
export function versionedOf<R extends StoredRecord>(
  entity: EntityType<R>,
  item: Item | undefined,
): VersionedRecord<R> | undefined {
  return item && item.deletedAt === null ? { record: toRecord(entity, item), version: versionOf(item) } : undefined;
}

/** How `getItems` keys what it found. */
export function itemKey(key: ItemKey | Item): string {
  return `${String(key.PK)}|${String(key.SK)}`;
}

function expiryOf(entity: EntityType, now: Date): Item {
  return entity.retentionDays
    ? { [tableDefinition.ttlAttribute]: Math.floor(now.getTime() / 1000) + entity.retentionDays * 86400 }
    : {};
}

/**
 * The most a record's item may take, measured as its JSON text: DynamoDB's 400 KB (409,600 bytes) counts attribute
 * names and values without JSON's quotes, colons and commas, so the JSON length is an upper bound, and the margin
 * covers the few attributes (booleans, nulls) that DynamoDB counts a byte or two above their JSON.
 */
const MAX_ITEM_BYTES = 380_000;

/** Throws RecordTooLargeError when the item would not fit in the table, before any write is sent. */
function bounded(entity: EntityType, item: Item): Item {
  const bytes = Buffer.byteLength(JSON.stringify(item));
  if (bytes > MAX_ITEM_BYTES) throw new RecordTooLargeError(entity.object, bytes, MAX_ITEM_BYTES);
  return item;
}

/** The full item of a record: its keys, index slots (none once deleted), expiry and version. */
export function itemOf<R extends StoredRecord>(
  entity: EntityType<R>,
  org: string,
  record: R,
  version: number,
  at: Date,
): Item {
  const live = record.deletedAt === null;
  return bounded(entity, {
    ...recordKey(org, entity.object, record.id),
    ...(live ? indexKeys(entity, org, record) : {}),
    ...expiryOf(entity, at),
    _v: version,
    ...record,
  });
}
