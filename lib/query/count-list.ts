// Counts a planned list: the same range, check and read budget as the list, reading only what the check needs.
import type { EntityType } from '../store/entity.js';
import type { Store } from '../store/store.js';
import { listRead } from './list-read.js';
import type { ListPlan } from './plan.js';
import type { ListQuery } from './types.js';

export async function countList(
  store: Pick<Store, 'count'>,
  entity: EntityType,
  org: string,
  query: ListQuery,
  plan: ListPlan,
  readBudget: number,
): Promise<{ count: number; scannedCount: number }> {
  const { range, checkedAttributes } = listRead(entity, org, query, plan, readBudget);
  return store.count({ ...range, projection: range.predicate ? checkedAttributes : undefined });
}
