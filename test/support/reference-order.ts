// A reference model of the API's order and emptiness, written apart from the code under test, for the query suites.
import type { ApiRecord } from './api-client.js';

/** The value at a dotted path. */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.'))
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

/** Empty as the query language means it: null, missing, an empty string or an empty array. */
export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The reference order: strings by their UTF-8 bytes, numbers numerically, false before true, dates as their ISO text;
 * empty values after every value in ascending order (before them in descending); ties broken by id; desc is asc reversed.
 */
export function referenceOrder(records: ApiRecord[], orderBy: string, sort: 'asc' | 'desc'): ApiRecord[] {
  const compareValues = (a: unknown, b: unknown): number => {
    if (isEmptyValue(a) || isEmptyValue(b)) return Number(isEmptyValue(a)) - Number(isEmptyValue(b));
    if (typeof a === 'number') return Math.sign(a - (b as number));
    if (typeof a === 'boolean') return Number(a) - Number(b);
    return Buffer.compare(Buffer.from(String(a)), Buffer.from(String(b)));
  };
  // createdAt order is id order: ids are ULIDs minted at creation (records created in one millisecond tie on createdAt).
  const key = orderBy === 'createdAt' ? 'id' : orderBy;
  const ascending = [...records].sort(
    (x, y) => compareValues(valueAt(x, key), valueAt(y, key)) || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0),
  );
  return sort === 'asc' ? ascending : ascending.reverse();
}
