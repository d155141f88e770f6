// Builds the single table's keys: record keys, index slot keys, unique guards and global lookups; every tenant key starts with the organization.
import { tableDefinition } from './table-definition.js';
import type { EntityType, UniqueConstraint } from './entity.js';
import { indexSortKey } from './sort-key-encoding.js';

/** Sort key of items that exist once per partition (guards, lookups, counters). */
export const SINGLETON_SK = '#';

/** Partition of an organization's records of one type; its sort key is the id, so id order is creation order. */
export function recordPartition(org: string, object: string): string {
  return `ORG#${org}#${object}`;
}

export function recordKey(org: string, object: string, id: string): { PK: string; SK: string } {
  return { PK: recordPartition(org, object), SK: id };
}

/** Reads a dotted path (`customProperties.tier`) from a record. */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Partition key of an index slot, optionally narrowed to one value of the partitioning field. */
export function indexPartition(org: string, object: string, partitionField?: string, partitionValue?: unknown): string {
  const base = recordPartition(org, object);
  return partitionField === undefined
    ? base
    : `${base}#${partitionField}=${partitionValue === null || partitionValue === undefined ? '' : String(partitionValue)}`;
}

/** The index slot attributes of a record, for every slot its type maps. */
export function indexKeys(entity: EntityType, org: string, record: Record<string, unknown>): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const mapping of entity.indexes ?? []) {
    const index = tableDefinition.indexes[mapping.slot - 1];
    if (!index) throw new Error(`${entity.object} maps to index slot ${mapping.slot}, which the table does not have`);
    const partitionValue = mapping.partitionBy ? valueAt(record, mapping.partitionBy.field) : undefined;
    keys[index.partitionKey] = indexPartition(org, entity.object, mapping.partitionBy?.field, partitionValue);
    keys[index.sortKey] = indexSortKey(mapping.sortBy.type, valueAt(record, mapping.sortBy.field), String(record.id));
  }
  return keys;
}

/** The normalised value a unique constraint compares (the fields' values joined), or undefined when one is empty. */
export function uniqueValue(constraint: UniqueConstraint, record: Record<string, unknown>): string | undefined {
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
export function guardKey(
  entity: EntityType,
  constraint: UniqueConstraint,
  org: string,
  value: string,
): { PK: string; SK: string } {
  const PK =
    constraint.scope === 'global'
      ? `UNIQUE#${entity.object}#${constraintName(constraint)}#${value}`
      : `UNIQUE#${org}#${entity.object}#${constraintName(constraint)}#${value}`;
  return { PK, SK: SINGLETON_SK };
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
