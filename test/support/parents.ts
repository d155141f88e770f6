// Parent records that fixture bodies refer to (a company, views, imports, pipelines), and a helper that points bodies at them.
import { idOf, resourceBodies, type WritableBodies } from '../fixtures/resource-bodies.js';
import { expectStatus, type Api, type ApiRecord } from './api-client.js';

/** Reference fields the engine checks (or that name a parent worth having), and the id prefix each takes. */
export const REFERENCE_FIELDS: Readonly<Record<string, string>> = {
  companyId: 'com',
  viewId: 'vie',
  importId: 'imp',
  pipelineId: 'pip',
};

/** Real ids per prefix: the first stands in for the fixtures' `idOf(prefix)`, the second for any other id of that prefix. */
export type Parents = Record<string, readonly [string, string]>;

const writable = (path: string) => resourceBodies[path] as WritableBodies;

/** Creates two records of each parent family through the API, from that family's fixture body, and returns their ids by prefix. */
export async function createParents(api: Api): Promise<Parents> {
  const families: Array<[prefix: string, path: string, nameField: string]> = [
    ['com', 'companies', 'name'],
    ['vie', 'views', 'name'],
    ['imp', 'imports', 'name'],
    ['pip', 'pipelines', 'name'],
  ];
  const entries = await Promise.all(
    families.map(async ([prefix, path, nameField]) => {
      const ids = await Promise.all(
        [1, 2].map(async (n) => {
          const body = { ...writable(path).create, [nameField]: `Parent ${n} of ${path}` };
          return expectStatus<ApiRecord>(await api.post(`/v5/${path}`, body), 201).id;
        }),
      );
      return [prefix, [ids[0]!, ids[1]!] as const] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * A copy of `body` whose known reference fields name real parents: a fixture id `<prefix>_01JD000...0` becomes the
 * first parent of that prefix, any other id of the prefix the second. Values that are not ids of the prefix (the
 * invalid bodies' `42`, `con_...`) are left as they are.
 */
export function withParents<T extends Record<string, unknown>>(body: T, parents: Parents): T {
  const copy: Record<string, unknown> = structuredClone(body);
  for (const [field, prefix] of Object.entries(REFERENCE_FIELDS)) {
    const value = copy[field];
    const pair = parents[prefix];
    if (!pair || typeof value !== 'string' || !value.startsWith(`${prefix}_`)) continue;
    copy[field] = value === idOf(prefix) ? pair[0] : pair[1];
  }
  return copy as T;
}
