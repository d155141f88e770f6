// The path parameters of a route, each with the pattern its route declares and the edge checks (an `{id}`: `con_...`).
import { type PathPattern, pathParameterNames } from '../platform/http/path-patterns.js';
import type { JsonSchema } from './json-schema.js';

/** Every `{name}` of `path` as a required path parameter with its pattern; one without a pattern fails the build. */
export function pathParameters(path: string, patterns: Readonly<Record<string, PathPattern>> = {}): JsonSchema[] {
  return pathParameterNames(path).map((name) => {
    const declared = Object.hasOwn(patterns, name) ? patterns[name] : undefined;
    if (!declared) throw new Error(`The path parameter {${name}} of ${path} has no pattern (RouteSpec.pathPatterns)`);
    return {
      name,
      in: 'path',
      required: true,
      description: declared.description,
      schema: { type: 'string', pattern: declared.pattern },
    };
  });
}
