// Unit tests of the list planner's use of a sparse index slot: it serves reads that leave null values out, never an order alone.
import { planList } from '../../../lib/platform/query/plan.js';
import type { Filter, ListQuery, QueryField } from '../../../lib/platform/query/types.js';
import type { EntityType } from '../../../lib/platform/store/entity.js';

const field = (path: string, type: QueryField['type'] = 'string'): QueryField => ({
  path,
  type,
  sortable: true,
  filterable: true,
});
const contactId = field('contactId');
const updatedAt = field('updatedAt', 'date');
const createdAt = field('createdAt', 'date');

/** Import rows as declared: contactId's slot is sparse. */
const rows: EntityType = {
  object: 'importRow',
  idPrefix: 'row',
  indexes: [
    { slot: 1, sortBy: { field: 'updatedAt', type: 'date' } },
    { slot: 3, sortBy: { field: 'contactId', type: 'string' }, sparse: true },
  ],
};

const query = (filters: Filter[], orderBy = updatedAt): ListQuery => ({
  filters,
  orderBy,
  sort: 'asc',
  limit: 25,
});

describe('a sparse index slot', () => {
  it('serves an equality on a value, in creation order', () => {
    const plan = planList(rows, query([{ field: contactId, operator: 'equals', values: ['con_1'] }], createdAt));
    expect(plan).toMatchObject({ index: { slot: 3 }, residual: [], ordered: true });
  });

  it('serves a prefix and a range, in its own order', () => {
    for (const filter of [
      { field: contactId, operator: 'startsWith', values: ['con_0'] },
      { field: contactId, operator: 'gt', values: ['con_0'] },
    ] satisfies Filter[]) {
      const plan = planList(rows, query([filter], contactId));
      expect({ slot: plan.index?.slot, ordered: plan.ordered }).toEqual({ slot: 3, ordered: true });
    }
  });

  it('never serves an equality on null: those records have no entry in it', () => {
    const empty: Filter = { field: contactId, operator: 'equals', values: [null] };
    const plan = planList(rows, query([empty], createdAt));
    expect(plan.index?.slot).not.toBe(3);
    expect(plan.residual).toEqual([empty]);
  });

  it('never serves its order alone: the records without a value would be missing from the list', () => {
    const plan = planList(rows, query([], contactId));
    expect(plan.index?.slot).not.toBe(3);
    expect(plan.ordered).toBe(false);
  });
});
