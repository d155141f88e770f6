// The read a planned list or count makes: its key range, the in-memory check of the rest, and what that check reads.
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

/** The top-level attribute a dotted path reads. */
export const topLevel = (path: string) => path.split('.')[0]!;

export function listRead(entity: EntityType, org: string, query: ListQuery, plan: ListPlan): ListRead {
  return {
    range: {
      entity,
      org,
      index: plan.index,
      keyCondition: plan.keyCondition,
      includeDeleted: plan.includeDeleted,
      predicate: recordPredicate(plan.residual, query.search),
    },
    checkedAttributes: [
      ...plan.residual.map((filter) => topLevel(filter.field.path)),
      ...(query.search === undefined ? [] : ['_search']),
    ],
  };
}
