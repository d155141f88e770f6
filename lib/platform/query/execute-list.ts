// Runs a planned list: a page of index runs in id order, one keyed page in the requested order, or every match sorted
// in memory; cursors in both directions.
import { InvalidParameterError } from '../http/errors.js';
import type { EntityType } from '../store/entity.js';
import { type PageQuery, startPosition } from '../store/page-query.js';
import type { StoredRecord } from '../store/records.js';
import type { Store } from '../store/store.js';
import { recallPosition, rememberPositions } from './cursor-positions.js';
import { listRead, topLevel } from './list-read.js';
import { recordPredicate } from './matches.js';
import { ID_ORDER, orderKey } from './order-key.js';
import type { ListPlan } from './plan.js';
import { planIdRuns } from './plan-id-runs.js';
import { pageOfRuns } from './read-id-runs.js';
import type { ListQuery } from './types.js';

export interface ListResult {
  items: StoredRecord[];
  /** Items DynamoDB read for this page: the cost of the plan. */
  scannedCount: number;
}

export async function executeList(
  store: Store,
  entity: EntityType,
  org: string,
  query: ListQuery,
  plan: ListPlan,
  /** Items the list's reads may take (ScannedCount over its Query pages); past it the store refuses to read on. */
  readBudget: number,
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
  // In an order by a field that changes, a record moves when it is written: resume where the page showed the cursor.
  const movable = !ID_ORDER.has(query.orderBy.path);
  const remembered =
    cursor && movable ? await recallPosition(store, entity, org, query.orderBy.path, cursor.id) : undefined;
  const key = orderKey(query);
  const remember = async (items: StoredRecord[]) => {
    const ends = [items[0], items.at(-1)].filter((record): record is StoredRecord => !!record);
    if (movable)
      await rememberPositions(store, entity, org, query.orderBy.path, [
        ...new Map(ends.map((record) => [record.id, { id: record.id, key: key(record) }])).values(),
      ]);
    return items;
  };
  const finish = (items: StoredRecord[]) => (backward ? items.reverse() : items);
  const runs = await planIdRuns(store, entity, org, query);
  if (runs) {
    const check = recordPredicate(query.filters, query.search, entity.searchFields ?? []) ?? (() => true);
    const page = await pageOfRuns(
      store,
      { entity, org, runs: runs.runs, check, readBudget, scannedCount: runs.scannedCount },
      { asc: ascending, after: cursorId, limit: query.limit },
    );
    return { items: finish(page.items), scannedCount: page.scannedCount };
  }
  const { range, checkedAttributes } = listRead(entity, org, query, plan, readBudget);
  const base: PageQuery = { ...range, direction: ascending ? 'asc' : 'desc', limit: query.limit };

  if (plan.ordered) {
    const start = cursor ? startPosition(base, cursor, remembered) : undefined;
    if (start === 'past-end') return { items: [], scannedCount: 0 };
    const page = await store.queryPage({ ...base, startAfter: start });
    return { items: await remember(finish(page.items)), scannedCount: page.scannedCount };
  }

  // No read yields this order: collect the matches' order fields only, sort, then fetch the page's records whole.
  const projection = [topLevel(query.orderBy.path), ...checkedAttributes];
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
