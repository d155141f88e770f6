// Reads a record's field by its dotted path (`customProperties.tier`): the store's keys and the query's filters both name fields so.

/**
 * The value at a dotted path of a record; undefined where the path leaves the record's objects. Only the objects' own
 * properties are read, so that a path through `constructor` or `__proto__` finds nothing rather than the prototype.
 */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = Reflect.get(value, part);
  }
  return value;
}
