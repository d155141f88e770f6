// Counts a planned list: the same range and in-memory check as the list, reading only what the check needs.
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
): Promise<{ count: number; scannedCount: number }> {
  const { range, checkedAttributes } = listRead(entity, org, query, plan);
  return store.count({ ...range, projection: range.predicate ? checkedAttributes : undefined });
}
