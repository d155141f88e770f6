// Applies a parsed list query to records already in memory (a handful: a user's organizations): filter, order, cursor,
// limit, then presents and selects; answers the page's ends for its links.
import { InvalidParameterError } from '../http/errors.js';
import type { StoredRecord } from '../store/records.js';
import { passes, searchPredicate } from './matches.js';
import { orderKey } from './order-key.js';
import { type PageEnds, pageEndsOf } from './page-links.js';
import { selectFields } from './select.js';
import type { ListQuery } from './types.js';

export function pageInMemory<R extends StoredRecord>(
  records: readonly R[],
  query: ListQuery,
  searchFields: readonly string[],
  present: (record: R) => Record<string, unknown>,
): { items: Record<string, unknown>[]; ends: PageEnds } {
  const key = orderKey(query);
  const matchesSearch = searchPredicate(query.search, searchFields);
  const searched = (record: StoredRecord) => !matchesSearch || matchesSearch(record);
  const backward = query.endingBefore !== undefined;
  const ascending = (query.sort === 'asc') !== backward;
  const ordered = records
    .filter((record) => query.filters.every((filter) => passes(record, filter)) && searched(record))
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (ascending ? 1 : -1));
  const cursorId = query.startingAfter ?? query.endingBefore;
  const cursor = cursorId ? records.find((record) => record.id === cursorId) : undefined;
  if (cursorId && !cursor)
    throw new InvalidParameterError(
      `${backward ? 'endingBefore' : 'startingAfter'} must be the id of a record in this list; ${cursorId} is not.`,
    );
  const after = cursor ? key(cursor) : undefined;
  const page = ordered
    .filter((record) => after === undefined || (ascending ? key(record) > after : key(record) < after))
    .slice(0, query.limit);
  const answered = backward ? page.reverse() : page;
  return {
    items: answered.map((record) => selectFields(present(record), query.select)),
    ends: pageEndsOf(
      query,
      answered.map((record) => record.id),
    ),
  };
}
