// A set of resource families, checked for clashes at load, looked up by path or id prefix: what references resolve against.
import { INDEX_SLOTS } from '../store/table-definition.js';
import type { Resource } from './define.js';

export interface Families {
  /** Every family, in the order the service lists them. */
  all: readonly Resource[];
  /** The family served at `/v5/<path>`, or undefined. */
  byPath(path: string): Resource | undefined;
  /** The family whose ids start with `<prefix>_`, or undefined (`rcn_` root contacts are no family of this service). */
  byIdPrefix(prefix: string): Resource | undefined;
}

/** Throws when two resources share a path, an object name or an id prefix, or one maps more indexes than the table has. */
export function checkRegistry(list: readonly Resource[]): void {
  for (const key of ['path', 'object', 'idPrefix'] as const) {
    const seen = new Map<string, string>();
    for (const resource of list) {
      const other = seen.get(resource[key]);
      if (other) throw new Error(`${resource.path} and ${other} share the ${key} ${resource[key]}`);
      seen.set(resource[key], resource.path);
    }
  }
  for (const resource of list) {
    const slots = resource.indexes?.length ?? 0;
    if (slots > INDEX_SLOTS) throw new Error(`${resource.path} maps ${slots} indexes; the table has ${INDEX_SLOTS}`);
  }
}

/** The families of `list`, checked. */
export function familiesOf(list: readonly Resource[]): Families {
  checkRegistry(list);
  const byPath = new Map(list.map((resource) => [resource.path, resource]));
  const byIdPrefix = new Map(list.map((resource) => [resource.idPrefix, resource]));
  return { all: list, byPath: (path) => byPath.get(path), byIdPrefix: (prefix) => byIdPrefix.get(prefix) };
}
