// Keeps only the selected fields of a record, dotted paths building the nested objects they name.
import { valueAt } from '../store/field-path.js';

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
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[parts.at(-1)!] = value;
  }
  return selected;
}
