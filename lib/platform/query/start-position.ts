// Where a keyed page starts after a cursor record: the record's key position in the order the page reads.
import { indexKeys, recordKey } from '../store/keys.js';
import { keyRange, type PageQuery } from '../store/page-query.js';
import type { StoredRecord } from '../store/records.js';
import { tableDefinition } from '../store/table-definition.js';
import type { ListPlan } from './plan.js';

type Position = Record<string, unknown>;

/** The key position of a record in the order a query reads, for `startAfter`; deleted records keep their place. */
export function positionOf(query: Pick<PageQuery, 'entity' | 'org' | 'index'>, record: StoredRecord): Position {
  const key: Position = recordKey(query.org, query.entity.object, record.id);
  if (!query.index) return key;
  const index = tableDefinition.indexes[query.index.slot - 1]!;
  const slotKeys = indexKeys(
    { ...query.entity, indexes: query.entity.indexes?.filter((m) => m.slot === query.index!.slot) },
    query.org,
    record,
  );
  return { ...key, [index.partitionKey]: slotKeys[index.partitionKey], [index.sortKey]: slotKeys[index.sortKey] };
}

/**
 * Where to start after the cursor, or `undefined` to start at the range's beginning, or 'past-end' for an empty page;
 * `remembered` is the sort key a page showed the cursor at, if it has moved since.
 */
export function startPosition(
  base: PageQuery,
  plan: ListPlan,
  cursor: StoredRecord,
  remembered: string | undefined,
): Position | undefined | 'past-end' {
  const position = positionOf(base, cursor);
  if (!plan.index) return position;
  const index = tableDefinition.indexes[plan.index.slot - 1]!;
  // A cursor whose record has since moved keeps the position the page showed it at, in the queried partition.
  position[index.partitionKey] = plan.index.partition;
  if (remembered !== undefined) position[index.sortKey] = remembered;
  if (!plan.keyCondition) return position;
  const sortKey = String(position[index.sortKey]);
  const [low, high] = keyRange(plan.keyCondition);
  // DynamoDB refuses a start key outside the key condition's range: before the range means from its start, after it
  // means nothing left.
  if (base.direction === 'asc') return sortKey < low ? undefined : sortKey > high ? 'past-end' : position;
  return sortKey > high ? undefined : sortKey < low ? 'past-end' : position;
}
