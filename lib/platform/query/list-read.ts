// The read a planned list or count makes: its key range, read budget and in-memory check, and what that check reads.
import type { EntityType } from '../store/entity.js';
import type { RangeQuery } from '../store/page-query.js';
import { recordPredicate } from './matches.js';
import type { ListPlan } from './plan.js';
import type { ListQuery } from './types.js';

export interface ListRead {
  range: RangeQuery;
  /** What `range.predicate` reads: a projection must keep these attributes. */
  checkedAttributes: string[];
}

/**
 * Items one list or count may read when QUERY_READ_BUDGET is not set: far above what an indexed page reads (its limit,
 * plus the deleted records it skips), well below a whole large organization, which the request timeout would cut off.
 */
export const DEFAULT_READ_BUDGET = 10_000;

/** The top-level attribute a dotted path reads. */
export const topLevel = (path: string) => path.split('.')[0]!;

export function listRead(
  entity: EntityType,
  org: string,
  query: ListQuery,
  plan: ListPlan,
  readBudget: number,
): ListRead {
  return {
    range: {
      entity,
      org,
      readBudget,
      index: plan.index,
      keyCondition: plan.keyCondition,
      includeDeleted: plan.includeDeleted,
      predicate: recordPredicate(plan.residual, query.search, entity.searchFields ?? []),
    },
    checkedAttributes: [
      ...plan.residual.map((filter) => topLevel(filter.field.path)),
      ...(query.search === undefined ? [] : (entity.searchFields ?? []).map(topLevel)),
    ],
  };
}
