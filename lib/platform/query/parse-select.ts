// Parses the field selection, `select[]`: selectable dotted paths, de-duplicated in the order given.
import { InvalidParameterError } from '../http/errors.js';
import { didYouMean } from './did-you-mean.js';
import type { FieldCatalog } from './types.js';

/** The selected paths, or undefined (every field) when none was given; each value may hold comma-separated paths. */
export function parseSelect(values: readonly string[], catalog: FieldCatalog): string[] | undefined {
  if (values.length === 0) return undefined;
  const paths = values.flatMap((value) => value.split(','));
  for (const path of paths) {
    if (path === '') throw new InvalidParameterError('select[] must name a field; an empty name was given.');
    if (catalog.selectable(path)) continue;
    const selectable = catalog.known().filter((name) => catalog.selectable(name));
    throw new InvalidParameterError(
      `select[] names ${path}, which is not a field of this resource${didYouMean(path, selectable)}. ` +
        `Fields: ${selectable.join(', ')}.`,
    );
  }
  return [...new Set(paths)];
}
