// Parses the sort field, `orderBy`: a sortable field of the catalog, the resource's default order when absent.
import { InvalidParameterError } from '../http/errors.js';
import { didYouMean } from './did-you-mean.js';
import type { FieldCatalog, QueryField } from './types.js';

export const DEFAULT_ORDER_BY = 'createdAt';

export function parseOrderBy(
  raw: string | undefined,
  catalog: FieldCatalog,
  defaultOrderBy = DEFAULT_ORDER_BY,
): QueryField {
  if (raw === undefined) {
    const field = catalog.resolve(defaultOrderBy);
    // A resource declared without its default order is a bug of ours, not the caller's: no 400.
    if (!field?.sortable)
      throw new Error(`The default orderBy ${defaultOrderBy} is not a sortable field of the catalog`);
    return field;
  }
  const field = catalog.resolve(raw);
  if (field?.sortable) return field;
  const sortable = catalog.known().filter((name) => catalog.resolve(name)?.sortable);
  throw new InvalidParameterError(
    `orderBy names ${raw || '(nothing)'}, which is not a sortable field${didYouMean(raw, sortable)}. ` +
      `Sortable fields: ${sortable.join(', ')}.`,
  );
}
