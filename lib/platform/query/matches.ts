// Decides in memory whether a record passes the filters and the search that no key condition served.
import { valueAt } from '../field-path.js';
import { queryWords, recordWords, wordsMatch } from '../store/search-words.js';
import type { Filter } from './types.js';

type Scalar = string | number | boolean;

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function compare(value: unknown, operand: Scalar, test: (order: number) => boolean): boolean {
  if (isEmpty(value) || typeof value !== typeof operand) return false;
  return test(value! < operand ? -1 : value! > operand ? 1 : 0);
}

/** Whether one record passes one filter; an empty field passes only `equals=null`, `not` and `notIn`. */
export function passes(record: Record<string, unknown>, filter: Filter): boolean {
  const value = valueAt(record, filter.field.path);
  const [first] = filter.values;
  if (first === null) return filter.operator === 'equals' ? isEmpty(value) : !isEmpty(value);
  const operands = filter.values as Scalar[];
  switch (filter.operator) {
    case 'equals':
      return value === first;
    case 'not':
      return value !== first;
    case 'in':
      return operands.includes(value as Scalar);
    case 'notIn':
      return !operands.includes(value as Scalar);
    case 'contains':
      return typeof value === 'string' && value.includes(String(first));
    case 'startsWith':
      return typeof value === 'string' && value.startsWith(String(first));
    case 'endsWith':
      return typeof value === 'string' && value.endsWith(String(first));
    case 'gt':
      return compare(value, first!, (order) => order > 0);
    case 'gte':
      return compare(value, first!, (order) => order >= 0);
    case 'lt':
      return compare(value, first!, (order) => order < 0);
    case 'lte':
      return compare(value, first!, (order) => order <= 0);
    case 'has':
      return Array.isArray(value) && value.includes(first);
    case 'hasEvery':
      return Array.isArray(value) && operands.every((operand) => value.includes(operand));
    case 'hasSome':
      return Array.isArray(value) && operands.some((operand) => value.includes(operand));
    case 'isEmpty':
      return isEmpty(value) === first;
  }
}

/** Whether a record's search fields hold, for every word of the search, a word that begins with it. */
export function searchPredicate(
  search: string | undefined,
  searchFields: readonly string[],
): ((record: Record<string, unknown>) => boolean) | undefined {
  if (search === undefined) return undefined;
  const words = queryWords(search);
  return (record) => wordsMatch(words, recordWords(searchFields, record));
}

/** A predicate over stored items: every filter passes, and the search's words begin words of the search fields. */
export function recordPredicate(
  filters: readonly Filter[],
  search: string | undefined,
  searchFields: readonly string[],
): ((item: Record<string, unknown>) => boolean) | undefined {
  const searched = searchPredicate(search, searchFields);
  if (filters.length === 0 && !searched) return undefined;
  return (item) => filters.every((filter) => passes(item, filter)) && (!searched || searched(item));
}
