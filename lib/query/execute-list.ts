// Runs a planned list: one keyed page in the requested order, or every match sorted in memory; cursors in both directions.
import { InvalidParameterError } from '../http/errors.js';
import type { EntityType } from '../store/entity.js';
import type { StoredRecord } from '../store/records.js';
import type { KeyCondition, PageQuery, Store } from '../store/store.js';
import { tableDefinition } from '../store/table-definition.js';
import { recordPredicate } from './matches.js';
import { ID_ORDER, orderKey } from './order-key.js';
import type { ListPlan } from './plan.js';
import type { ListQuery } from './types.js';

export interface ListResult {
  items: StoredRecord[];
  /** Items DynamoDB read for this page: the cost of the plan. */
  scannedCount: number;
}

/** Sorts after every character an encoded key uses: the end of a begins_with range. */
const RANGE_END = '\uffff';

function rangeOf(condition: KeyCondition): [string, string] {
  return condition.op === 'between' ? [condition.low, condition.high] : [condition.value, condition.value + RANGE_END];
}

/** Where to start after the cursor, or `undefined` to start at the range's beginning, or 'past-end' for an empty page. */
function startPosition(
  store: Store,
  base: PageQuery,
  plan: ListPlan,
  cursor: StoredRecord,
  remembered: string | undefined,
): Record<string, unknown> | undefined | 'past-end' {
  const position = store.positionOf(base, cursor);
  if (!plan.index) return position;
  const index = tableDefinition.indexes[plan.index.slot - 1]!;
  // A cursor whose record has since moved keeps the position the page showed it at, in the queried partition.
  position[index.partitionKey] = plan.index.partition;
  if (remembered !== undefined) position[index.sortKey] = remembered;
  if (!plan.keyCondition) return position;
  const sortKey = String(position[index.sortKey]);
  const [low, high] = rangeOf(plan.keyCondition);
  // DynamoDB refuses a start key outside the key condition's range: before the range means from its start, after it means nothing left.
  if (base.direction === 'asc') return sortKey < low ? undefined : sortKey > high ? 'past-end' : position;
  return sortKey > high ? undefined : sortKey < low ? 'past-end' : position;
}

export async function executeList(
  store: Store,
  entity: EntityType,
  org: string,
  query: ListQuery,
  plan: ListPlan,
): Promise<ListResult> {
  const backward = query.endingBefore !== undefined;
  const cursorId = query.startingAfter ?? query.endingBefore;
  const ascending = (query.sort === 'asc') !== backward;
  const cursor = cursorId ? await store.get(entity, org, cursorId, { includeDeleted: true }) : undefined;
  if (cursorId && !cursor) {
    throw new InvalidParameterError(
      `${backward ? 'endingBefore' : 'startingAfter'} must be the id of a ${entity.object} of this organization; ${cursorId} is not.`,
    );
  }
  const predicate = recordPredicate(plan.residual, query.search);
  // In an order by a field that changes, a record moves when it is written: resume where the page showed the cursor.
  const movable = !ID_ORDER.has(query.orderBy.path);
  const remembered =
    cursor && movable ? await store.recallPosition(entity, org, query.orderBy.path, cursor.id) : undefined;
  const key = orderKey(query);
  const remember = async (items: StoredRecord[]) => {
    const ends = [items[0], items.at(-1)].filter((record): record is StoredRecord => !!record);
    if (movable)
      await store.rememberPositions(entity, org, query.orderBy.path, [
        ...new Map(ends.map((record) => [record.id, { id: record.id, key: key(record) }])).values(),
      ]);
    return items;
  };
  const base: PageQuery = {
    entity,
    org,
    index: plan.index,
    keyCondition: plan.keyCondition,
    includeDeleted: plan.includeDeleted,
    predicate,
    direction: ascending ? 'asc' : 'desc',
    limit: query.limit,
  };
  const finish = (items: StoredRecord[]) => (backward ? items.reverse() : items);

  if (plan.ordered) {
    const start = cursor ? startPosition(store, base, plan, cursor, remembered) : undefined;
    if (start === 'past-end') return { items: [], scannedCount: 0 };
    const page = await store.queryPage({ ...base, startAfter: start });
    return { items: await remember(finish(page.items)), scannedCount: page.scannedCount };
  }

  // No read yields this order: collect the matches' order fields only, sort, then fetch the page's records whole.
  const topLevel = (path: string) => path.split('.')[0]!;
  const projection = [
    topLevel(query.orderBy.path),
    ...plan.residual.map((filter) => topLevel(filter.field.path)),
    ...(query.search ? ['_search'] : []),
  ];
  const { items, scannedCount } = await store.collect({ ...base, projection });
  const keyed = items.map((record) => ({ id: record.id, key: key(record) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * (ascending ? 1 : -1));
  const after = cursor ? (remembered ?? key(cursor)) : undefined;
  const page = keyed
    .filter((entry) => after === undefined || (ascending ? entry.key > after : entry.key < after))
    .slice(0, query.limit);
  const records = await store.batchGet(
    entity,
    org,
    page.map((entry) => entry.id),
  );
  return { items: await remember(finish(records)), scannedCount: scannedCount + records.length };
}
