// The id pattern of each path parameter of a family's routes: `{id}` names the family whose path segment precedes it,
// `{<object>Id}` the family of that object (`{teamId}`: tea_...).
import { idPathPattern, type PathPattern, pathParameterNames } from '../http/path-patterns.js';
import type { Resource } from './define.js';

function familyOf(path: string, name: string, families: readonly Resource[]): Resource | undefined {
  if (name === 'id') {
    const segment = /\/([^/{}]+)\/\{id\}/.exec(path)?.[1];
    return families.find((family) => family.path === segment);
  }
  const object = /^(\w+)Id$/.exec(name)?.[1];
  return families.find((family) => family.object === object);
}

/** The pattern of every parameter of `path`; a parameter that names no family of `families` is a declaration mistake. */
export function idPathPatterns(path: string, families: readonly Resource[]): Record<string, PathPattern> {
  return Object.fromEntries(
    pathParameterNames(path).map((name) => {
      const family = familyOf(path, name, families);
      if (!family) throw new Error(`The path parameter {${name}} of ${path} names no resource family`);
      return [name, idPathPattern(family.idPrefix)];
    }),
  );
}
