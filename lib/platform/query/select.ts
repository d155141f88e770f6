// Keeps only the selected fields of a record, dotted paths building the nested objects they name.
import { valueAt } from '../field-path.js';

/** Sets an own property, even one named `__proto__` (a key of an open map), which assignment would take as the prototype. */
function setOwn(target: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

export function selectFields(
  record: Record<string, unknown>,
  paths: readonly string[] | undefined,
): Record<string, unknown> {
  if (!paths) return record;
  const selected: Record<string, unknown> = {};
  for (const path of paths) {
    const value = valueAt(record, path);
    if (value === undefined) continue;
    const parts = path.split('.');
    let target = selected;
    for (const part of parts.slice(0, -1)) {
      if (!Object.hasOwn(target, part)) setOwn(target, part, {});
      target = target[part] as Record<string, unknown>;
    }
    setOwn(target, parts.at(-1)!, value);
  }
  return selected;
}
