// Counts a planned list: from its tally when one is kept, from index runs when they serve it, otherwise by reading the
// same range as the list within the read budget, only what the check needs.
import type { EntityType } from '../store/entity.js';
import { listable, membershipOverflowRun } from '../store/index-items.js';
import type { Store } from '../store/store.js';
import { ALL, overflowTally, talliedFields, valueTally } from '../store/tallies.js';
import { listRead } from './list-read.js';
import { passes, recordPredicate } from './matches.js';
import type { ListPlan } from './plan.js';
import { planIdRuns } from './plan-id-runs.js';
import { countOfRuns } from './read-id-runs.js';
import type { Filter, ListQuery } from './types.js';

type CountStore = Pick<Store, 'count' | 'tallies' | 'idRuns' | 'getLive'>;
type Counted = { count: number; scannedCount: number };

/** Whether the filter asks for one value of a field the family tallies (for an array, one it lists). */
function tallied(entity: EntityType, filter: Filter): boolean {
  const [value] = filter.values;
  if (filter.values.length !== 1 || value === null || !talliedFields(entity).includes(filter.field.path)) return false;
  if (filter.operator === 'equals') return filter.field.type !== 'array';
  return filter.operator === 'has' && !!entity.memberships?.includes(filter.field.path) && listable(value);
}

/**
 * The count of a query that is one tally: no search and no filter (the family's), or one value of a tallied field.
 * Records with more values of an array than it counts one by one are counted in its overflow, and checked here.
 */
async function countFromTally(store: CountStore, entity: EntityType, org: string, query: ListQuery, budget: number) {
  const [filter, ...others] = query.filters;
  if (query.search !== undefined || others.length > 0 || entity.retentionDays) return undefined;
  if (!filter) return { count: await store.tallies.read(org, entity.object, ALL), scannedCount: 0 };
  if (!tallied(entity, filter)) return undefined;
  const field = filter.field.path;
  const [count, overflow] = await Promise.all([
    store.tallies.read(org, entity.object, valueTally(field, filter.values[0])),
    filter.field.type === 'array' ? store.tallies.read(org, entity.object, overflowTally(field)) : 0,
  ]);
  if (overflow === 0) return { count, scannedCount: 0 };
  const runs = [{ ...membershipOverflowRun(org, entity.object, field), exact: false }];
  const check = (record: Record<string, unknown>) => passes(record, filter);
  const more = await countOfRuns(store, { entity, org, runs, check, readBudget: budget, scannedCount: 0 });
  return { count: count + more.count, scannedCount: more.scannedCount };
}

export async function countList(
  store: CountStore,
  entity: EntityType,
  org: string,
  query: ListQuery,
  plan: ListPlan,
  readBudget: number,
): Promise<Counted> {
  const fromTally = await countFromTally(store, entity, org, query, readBudget);
  if (fromTally) return fromTally;
  const runs = await planIdRuns(store, entity, org, query);
  if (runs) {
    const check = recordPredicate(query.filters, query.search, entity.searchFields ?? []) ?? (() => true);
    return countOfRuns(store, { entity, org, runs: runs.runs, check, readBudget, scannedCount: runs.scannedCount });
  }
  const { range, checkedAttributes } = listRead(entity, org, query, plan, readBudget);
  return store.count({ ...range, projection: range.predicate ? checkedAttributes : undefined });
}
