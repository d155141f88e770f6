// Imports a function's handler module from its entry path, once, as the Lambda runtime would on a cold start.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FunctionSpec } from '../../lib/app/function-table.js';
import { runAs } from './table-grant-check.js';

/** Root of the repository, against which function entries are resolved. */
export const repositoryRoot = join(import.meta.dirname, '..', '..');

export type AnyHandler = (event: unknown, context: unknown) => Promise<unknown>;

/** Loads handlers; each one runs as an invocation of its function, so the table grant check knows whose call it sees. */
export function createHandlerLoader(root = repositoryRoot) {
  const loaded = new Map<string, Promise<AnyHandler>>();
  return async (fn: FunctionSpec): Promise<AnyHandler> => {
    let handler = loaded.get(fn.entry);
    if (!handler) {
      handler = import(pathToFileURL(join(root, fn.entry)).href).then((module: { handler?: AnyHandler }) => {
        if (typeof module.handler !== 'function') throw new Error(`${fn.entry} does not export a handler`);
        return module.handler;
      });
      loaded.set(fn.entry, handler);
    }
    const serve = await handler;
    return (event, context) => runAs(fn, () => serve(event, context));
  };
}
