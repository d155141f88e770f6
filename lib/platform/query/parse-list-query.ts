// Entry point of the query language: a list or count request's raw query string to a checked ListQuery.
import { parseCursors } from './parse-cursors.js';
import { parseFilter } from './parse-filter.js';
import { parseLimit } from './parse-limit.js';
import { parseOrderBy } from './parse-order-by.js';
import { readParameters, type QueryMode } from './parse-parameters.js';
import { parseSearch } from './parse-search.js';
import { parseSelect } from './parse-select.js';
import { parseSort } from './parse-sort.js';
import type { FieldCatalog, ListQuery } from './types.js';

export interface ListQueryOptions {
  /** The resource's id prefix (`con`), which cursors must carry. */
  idPrefix: string;
  /** count takes only filters and query; its ListQuery carries the defaults for the rest. */
  mode: QueryMode;
  /** The order when orderBy is absent; createdAt unless the resource says otherwise. */
  defaultOrderBy?: string;
}

/** Throws InvalidParameterError or InvalidFilterError (400) for anything the caller got wrong. */
export function parseListQuery(rawQueryString: string, catalog: FieldCatalog, options: ListQueryOptions): ListQuery {
  const { single, select, filters } = readParameters(rawQueryString, options.mode);
  return {
    filters: filters.flatMap(([name, value]) => parseFilter(name, value, catalog)),
    search: parseSearch(single.query),
    select: parseSelect(select, catalog),
    limit: parseLimit(single.limit),
    orderBy: parseOrderBy(single.orderBy, catalog, options.defaultOrderBy),
    sort: parseSort(single.sort),
    ...parseCursors(single, options.idPrefix),
  };
}
