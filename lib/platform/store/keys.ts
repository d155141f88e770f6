// Every key of the single table: records, index slots and unique guards, and the keys of declared item types from their parts.
import { createHash } from 'node:crypto';
import { tableDefinition } from './table-definition.js';
import type { EntityType, UniqueConstraint } from './entity.js';
import { type ItemType, type PartValue, type Segment, shardsOf } from './item-type.js';
import { indexSortKey } from './sort-key-encoding.js';
import { valueAt } from '../field-path.js';

/** The primary key of an item (a type, not an interface, so that it passes as a plain item). */
export type ItemKey = { PK: string; SK: string };

/** Sort key of items that exist once per partition (guards, lookups, counters). */
export const SINGLETON_SK = '#';

/** DynamoDB's bounds on key attributes, in UTF-8 bytes: a partition key holds 2048, a sort key 1024. */
const MAX_PARTITION_KEY_BYTES = 2048;
export const MAX_SORT_KEY_BYTES = 1024;

/**
 * A key made of `prefix` and a value a client may make as long as it likes: `prefix + value` while it fits in
 * `maxBytes`, otherwise `hashedPrefix` and the value's SHA-256. DynamoDB refuses a key past its bound, so no stored
 * item has one: the keys of the values that fit stay what they always were, and only the refused ones change.
 */
export function keyWithin(maxBytes: number, prefix: string, value: string, hashedPrefix: string): string {
  const key = prefix + value;
  if (Buffer.byteLength(key, 'utf8') <= maxBytes) return key;
  return hashedPrefix + createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Sort key of the guard of a value too long for its key: apart from the guard of a short value that reads as a digest. */
const HASHED_GUARD_SK = '#sha256';

/** Partition of an organization's records of one type; its sort key is the id, so id order is creation order. */
export function recordPartition(org: string, object: string): string {
  return `ORG#${org}#${object}`;
}

export function recordKey(org: string, object: string, id: string): ItemKey {
  return { PK: recordPartition(org, object), SK: id };
}

/** Partition key of an index slot, optionally narrowed to one value of the partitioning field. */
export function indexPartition(org: string, object: string, partitionField?: string, partitionValue?: unknown): string {
  const base = recordPartition(org, object);
  if (partitionField === undefined) return base;
  const value = partitionValue === null || partitionValue === undefined ? '' : String(partitionValue);
  // `#` after the field, where a value that fits has `=`, keeps a digest apart from every value.
  return keyWithin(MAX_PARTITION_KEY_BYTES, `${base}#${partitionField}=`, value, `${base}#${partitionField}#sha256=`);
}

/** The index slot attributes of a record, for every slot its type maps (but a sparse one its value is null in). */
export function indexKeys(entity: EntityType, org: string, record: Record<string, unknown>): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const mapping of entity.indexes ?? []) {
    const index = tableDefinition.indexes[mapping.slot - 1];
    if (!index) throw new Error(`${entity.object} maps to index slot ${mapping.slot}, which the table does not have`);
    const sortValue = valueAt(record, mapping.sortBy.field);
    if (mapping.sparse && (sortValue === null || sortValue === undefined)) continue;
    const partitionValue = mapping.partitionBy ? valueAt(record, mapping.partitionBy.field) : undefined;
    keys[index.partitionKey] = indexPartition(org, entity.object, mapping.partitionBy?.field, partitionValue);
    keys[index.sortKey] = indexSortKey(mapping.sortBy.type, sortValue, String(record.id));
  }
  return keys;
}

/**
 * The normalised value a unique constraint compares (the fields' values joined), or undefined when one is empty or the
 * record is not in the state the constraint holds in.
 */
export function uniqueValue(constraint: UniqueConstraint, record: Record<string, unknown>): string | undefined {
  if (constraint.while && valueAt(record, constraint.while.field) !== constraint.while.equals) return undefined;
  const parts: string[] = [];
  for (const field of [constraint.field, ...(constraint.with ?? [])]) {
    const value = valueAt(record, field);
    if (value === null || value === undefined || value === '') return undefined;
    parts.push(String(value));
  }
  const value = parts.join('#');
  return constraint.normalize ? constraint.normalize(value) : value;
}

/** The name a constraint's guard keys carry: its fields joined with `+`. */
function constraintName(constraint: UniqueConstraint): string {
  return [constraint.field, ...(constraint.with ?? [])].join('+');
}

/** Key of the guard item that holds a unique value; a global guard also serves as a lookup without an organization. */
export function guardKey(entity: EntityType, constraint: UniqueConstraint, org: string, value: string): ItemKey {
  const prefix =
    constraint.scope === 'global'
      ? `UNIQUE#${entity.object}#${constraintName(constraint)}#`
      : `UNIQUE#${org}#${entity.object}#${constraintName(constraint)}#`;
  const PK = keyWithin(MAX_PARTITION_KEY_BYTES, prefix, value, prefix);
  return { PK, SK: PK === prefix + value ? SINGLETON_SK : HASHED_GUARD_SK };
}

/** Names of the attributes the store adds to an item for its own use; they never leave the store. */
export function isInternalAttribute(name: string): boolean {
  return (
    name === 'PK' ||
    name === 'SK' ||
    name.startsWith('_') ||
    name === tableDefinition.ttlAttribute ||
    /^GSI\d+(PK|SK)$/.test(name)
  );
}

/** The parts of a declared item's key, by name. */
export type KeyParts = Readonly<Record<string, PartValue | undefined>>;

/** The shard a value picks among `count`: the first byte of its SHA-256, so that it spreads evenly and never moves. */
function shardOfValue(value: PartValue, count: number): number {
  return createHash('sha256').update(String(value)).digest()[0]! % count;
}

function partValue(type: ItemType, parts: KeyParts, name: string): PartValue {
  const value = parts[name];
  if (value === undefined) throw new Error(`The key of a ${type.name} needs its ${name}`);
  return value;
}

function segmentText(type: ItemType, segment: Segment, parts: KeyParts): string {
  if (typeof segment === 'string') return segment;
  if ('part' in segment) return String(partValue(type, parts, segment.part));
  return String(shardOfValue(partValue(type, parts, segment.shardOf), segment.count));
}

/** The key of a declared item. */
export function itemKeyOf(type: ItemType, parts: KeyParts): ItemKey {
  const PK = type.partition.map((segment) => segmentText(type, segment, parts)).join('#');
  const SK = type.sort.length ? type.sort.map((segment) => segmentText(type, segment, parts)).join('#') : SINGLETON_SK;
  return { PK, SK };
}

/** One partition of a declared item type; a sharded partition is named by its shard's number (`shard`). */
export function itemPartitionOf(type: ItemType, parts: KeyParts): string {
  return type.partition
    .map((segment) =>
      typeof segment === 'object' && 'shardOf' in segment
        ? String(partValue(type, parts, 'shard'))
        : segmentText(type, segment, parts),
    )
    .join('#');
}

/** The sort key of the leading parts given (stopping at the first missing one), for a range of sort keys. */
export function sortPrefixOf(type: ItemType, parts: KeyParts): string {
  const texts: string[] = [];
  for (const segment of type.sort) {
    if (typeof segment === 'object' && parts['part' in segment ? segment.part : segment.shardOf] === undefined) break;
    texts.push(segmentText(type, segment, parts));
  }
  return texts.join('#');
}

/**
 * The partition keys of every item of a type, as IAM's StringLike patterns: each part any text (`*`), and a sharded
 * partition one exact key per shard.
 */
export function partitionPatternsOf(type: ItemType): string[] {
  return shardsOf(type).map((shardNumber) =>
    type.partition
      .map((segment) => (typeof segment === 'string' ? segment : 'part' in segment ? '*' : String(shardNumber)))
      .join('#'),
  );
}
