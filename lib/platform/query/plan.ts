// Chooses how a list is read: the base table in id order, or an index slot with a key condition; what is left is filtered in memory.
import type { EntityType, IndexMapping } from '../store/entity.js';
import { type IndexRead, type KeyCondition, valueEquals } from '../store/page-query.js';
import {
  ABSENT,
  AFTER_VALUE_END,
  encodeSortValue,
  encodeStringPrefix,
  exceedsSortKey,
  PRESENT,
  VALUE_END,
} from '../store/sort-key-encoding.js';
import { ID_ORDER } from './order-key.js';
import type { Filter, ListQuery } from './types.js';

export interface ListPlan {
  /** The index slot read, with its partitioning value; the base table (id order) when absent. */
  index?: IndexRead;
  keyCondition?: KeyCondition;
  /** Filters the key condition did not serve, checked in memory on every item read. */
  residual: Filter[];
  /** The read order is the requested order; otherwise every match is read and sorted in memory. */
  ordered: boolean;
  /** A filter on deletedAt asks for deleted records, which only the base table still holds. */
  includeDeleted: boolean;
}

/** An equality on one non-empty value: it can pick an index partition or a key prefix. */
function singleEquality(filter: Filter): boolean {
  return (
    filter.operator === 'equals' &&
    filter.values.length === 1 &&
    filter.values[0] !== null &&
    !(typeof filter.values[0] === 'string' && exceedsSortKey(filter.values[0]))
  );
}

/** Serves the filters on a slot's sort field as one key condition, and says which filters it consumed. */
function keyConditionFor(
  mapping: IndexMapping,
  filters: readonly Filter[],
): { condition?: KeyCondition; consumed: Filter[] } {
  const type = mapping.sortBy.type;
  const own = filters.filter((filter) => filter.field.path === mapping.sortBy.field);
  const equality =
    own.find(singleEquality) ?? own.find((filter) => filter.operator === 'equals' && filter.values[0] === null);
  if (equality) return { condition: valueEquals(type, equality.values[0]), consumed: [equality] };
  const prefix = own.find((filter) => filter.operator === 'startsWith' && type === 'string');
  if (prefix)
    return {
      condition: { op: 'begins_with', value: encodeStringPrefix(String(prefix.values[0])) },
      consumed: [prefix],
    };
  // Encoded present values start with PRESENT and absent ones with ABSENT: the range between spans every present value.
  let low = PRESENT;
  let high = ABSENT;
  const consumed: Filter[] = [];
  for (const filter of own) {
    const value = filter.values[0];
    if (value === null || value === undefined || (typeof value === 'string' && exceedsSortKey(value))) continue;
    const encoded = encodeSortValue(type, value);
    const bound = {
      gt: ['low', encoded + AFTER_VALUE_END],
      gte: ['low', encoded + VALUE_END],
      lt: ['high', encoded + VALUE_END],
      lte: ['high', encoded + AFTER_VALUE_END],
    }[filter.operator as 'gt' | 'gte' | 'lt' | 'lte'];
    if (!bound) continue;
    if (bound[0] === 'low' && bound[1]! > low) low = bound[1]!;
    if (bound[0] === 'high' && bound[1]! < high) high = bound[1]!;
    consumed.push(filter);
  }
  return consumed.length ? { condition: { op: 'between', low, high }, consumed } : { consumed: [] };
}

interface Candidate {
  mapping: IndexMapping;
  condition?: KeyCondition;
  consumed: Filter[];
  ordered: boolean;
  /** How much of the data the read skips: partition and equality 3, range or prefix 1. */
  selectivity: number;
  partitionValue?: unknown;
}

function candidateFor(mapping: IndexMapping, query: ListQuery): Candidate | undefined {
  const partitionFilter = mapping.partitionBy
    ? query.filters.find((filter) => filter.field.path === mapping.partitionBy!.field && singleEquality(filter))
    : undefined;
  if (mapping.partitionBy && !partitionFilter) return undefined;
  const { condition, consumed } = keyConditionFor(mapping, query.filters);
  // A sparse slot lists no record whose field is null: it serves only a condition that leaves them out anyway.
  if (mapping.sparse && (!condition || consumed.some((filter) => filter.values[0] === null))) return undefined;
  const byField = mapping.sortBy.field === query.orderBy.path;
  // Within one value of the sort field, ties break on id, so an equality there also reads in id (creation) order.
  const byIdWithinValue =
    ID_ORDER.has(query.orderBy.path) && condition?.op === 'begins_with' && condition.value.endsWith(VALUE_END);
  if (!byField && !condition) return undefined;
  const keySelectivity = !condition ? 0 : condition.op === 'begins_with' && condition.value.endsWith(VALUE_END) ? 3 : 1;
  return {
    mapping,
    condition,
    consumed: partitionFilter ? [partitionFilter, ...consumed] : consumed,
    ordered: byField || byIdWithinValue,
    selectivity: keySelectivity + (partitionFilter ? 3 : 0),
    partitionValue: partitionFilter?.values[0],
  };
}

/**
 * Picks the read: the most selective index that yields the requested order, since it streams pages with bounded work;
 * failing that, for an order no index gives, an index narrowed to one value, whose matches are sorted in memory;
 * failing that, the base table, which is in id order.
 */
export function planList(entity: EntityType, query: ListQuery): ListPlan {
  const includeDeleted = query.filters.some((filter) => filter.field.path === 'deletedAt');
  const idOrder = ID_ORDER.has(query.orderBy.path);
  const candidates = includeDeleted
    ? []
    : (entity.indexes ?? []).map((mapping) => candidateFor(mapping, query)).filter((c): c is Candidate => !!c);
  const mostSelective = (list: Candidate[]) => [...list].sort((a, b) => b.selectivity - a.selectivity)[0];
  const chosen =
    mostSelective(candidates.filter((c) => c.ordered)) ??
    (idOrder ? undefined : mostSelective(candidates.filter((c) => c.selectivity >= 3)));
  if (!chosen) return { residual: [...query.filters], ordered: idOrder, includeDeleted };
  return {
    index: { slot: chosen.mapping.slot, partitionValue: chosen.partitionValue },
    keyCondition: chosen.condition,
    residual: query.filters.filter((filter) => !chosen.consumed.includes(filter)),
    ordered: chosen.ordered,
    includeDeleted,
  };
}
