// The id pattern of each path parameter of a family's routes: `{id}` names the family whose path segment precedes it,
// `{<object>Id}` the family of that object (`{teamId}`: tea_...); a numbered family's get also takes the number.
import { idPathPattern, type PathPattern, pathParameterNames } from '../http/path-patterns.js';
import type { RouteSpec } from '../http/route.js';
import type { Resource } from './define.js';

function familyOf(path: string, name: string, families: readonly Resource[]): Resource | undefined {
  if (name === 'id') {
    const segment = /\/([^/{}]+)\/\{id\}/.exec(path)?.[1];
    return families.find((family) => family.path === segment);
  }
  const object = /^(\w+)Id$/.exec(name)?.[1];
  return families.find((family) => family.object === object);
}

/** Whether the parameter is the id of the family's generic get, which a numbered family answers by number too. */
const takesNumber = ({ method, path }: Pick<RouteSpec, 'method' | 'path'>, family: Resource) =>
  family.numberedBy !== undefined && method === 'GET' && path === `/v5/${family.path}/{id}`;

/** The pattern of every parameter of the route; a parameter that names no family of `families` is a declaration mistake. */
export function idPathPatterns(
  route: Pick<RouteSpec, 'method' | 'path'>,
  families: readonly Resource[],
): Record<string, PathPattern> {
  return Object.fromEntries(
    pathParameterNames(route.path).map((name) => {
      const family = familyOf(route.path, name, families);
      if (!family) throw new Error(`The path parameter {${name}} of ${route.path} names no resource family`);
      return [name, idPathPattern(family.idPrefix, { numbered: takesNumber(route, family) })];
    }),
  );
}
