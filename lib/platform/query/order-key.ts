// The order of a list as a comparable key per record: the index sort-key encoding, so in-memory and index orders agree.
import type { EntityType } from '../store/entity.js';
import { valueAt } from '../field-path.js';
import type { StoredRecord } from '../store/records.js';
import { indexSortKey, type IndexedFieldType } from '../store/sort-key-encoding.js';
import type { ListQuery } from './types.js';

/** Orders that are id order: ids are ULIDs, minted at creation (lib/platform/store/write-planning.ts). */
export const ID_ORDER: ReadonlySet<string> = new Set(['createdAt', 'id']);

/**
 * The query in the order a read serves it: in a family whose records never change (appendOnly), updatedAt is createdAt,
 * so an order by it is the same order as by createdAt, which is id order and needs no index slot.
 */
export function servedOrder(entity: EntityType, query: ListQuery): ListQuery {
  if (!entity.appendOnly || query.orderBy.path !== 'updatedAt') return query;
  return { ...query, orderBy: { ...query.orderBy, path: 'createdAt' } };
}

/** The key of a record in the query's order (ascending), ties broken by id. */
export function orderKey(query: ListQuery): (record: StoredRecord) => string {
  const path = query.orderBy.path;
  if (ID_ORDER.has(path)) return (record) => record.id;
  const type = query.orderBy.type as IndexedFieldType;
  return (record) => indexSortKey(type, valueAt(record, path), record.id);
}
