// Imports a function's handler module from its entry path, once, as the Lambda runtime would on a cold start.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FunctionSpec } from '../../lib/app/function-table.js';

/** Root of the repository, against which function entries are resolved. */
export const repositoryRoot = join(import.meta.dirname, '..', '..');

export type AnyHandler = (event: unknown, context: unknown) => Promise<unknown>;

export function createHandlerLoader(root = repositoryRoot) {
  const loaded = new Map<string, Promise<AnyHandler>>();
  return (fn: FunctionSpec): Promise<AnyHandler> => {
    let handler = loaded.get(fn.entry);
    if (!handler) {
      handler = import(pathToFileURL(join(root, fn.entry)).href).then((module: { handler?: AnyHandler }) => {
        if (typeof module.handler !== 'function') throw new Error(`${fn.entry} does not export a handler`);
        return module.handler;
      });
      loaded.set(fn.entry, handler);
    }
    return handler;
  };
}
