// The path parameters of a route, with the id pattern of the family each one names (`{id}` under /v5/contacts: `con_...`).
import { resourceByPath, resources } from '../families/index.js';
import type { JsonSchema } from './json-schema.js';

/** The family an `{id}` names is the path segment before it; an `{<object>Id}` names the family of that object. */
function idPrefixOf(path: string, name: string): string | undefined {
  if (name === 'id') {
    const family = new RegExp(`/([^/{}]+)/\\{${name}\\}`).exec(path)?.[1];
    return family ? resourceByPath(family)?.idPrefix : undefined;
  }
  const object = /^(\w+)Id$/.exec(name)?.[1];
  return resources.find((resource) => resource.object === object)?.idPrefix;
}

const otherParameters: Record<string, string> = {
  token: 'The signed token of the tracking address, as the message carries it.',
  secret: 'The secret of the webhook address, shown when the import was created or its address rotated.',
};

/** Every `{name}` of `path` as a required path parameter, with its id pattern where it names a record. */
export function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const prefix = idPrefixOf(path, name!);
    return {
      name,
      in: 'path',
      required: true,
      description: prefix ? `An id: \`${prefix}_\` followed by a ULID.` : (otherParameters[name!] ?? name),
      schema: prefix ? { type: 'string', pattern: `^${prefix}_[0-9A-Za-z]{1,100}$` } : { type: 'string' },
    };
  });
}
