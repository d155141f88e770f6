// Imports answer with their rows' progress: the rows taken count on a sharded tally (in the transaction that takes each) and failed or unqualified ones leave a log line (in the row's final one, lib/imports/rows/row-state.ts), added here to every answer that shows an import.
import { importLog, importRowsScope, TAKEN_ROWS } from './rows/row-markers.js';
import type { Store } from '../platform/store/store.js';
import { type ResourceAction, namespaceOf, writeContextOf } from '../platform/resources/behaviour.js';
import { listAnswer } from '../platform/resources/list-answer.js';

/** The import shows its first log lines, in the order their rows arrived; a row's own record has its reasons or error. */
const MAX_IMPORT_LOG_LINES = 100;

/**
 * The import as its readers see it: `total` is the number of rows it took, or, for an import that took none, the
 * stored total (what a caller set, or null); `logs` the stored lines followed by the rows' lines, at most MAX_IMPORT_LOG_LINES. It reads only what the
 * presented record shows: a tally of 8 shards (one BatchGetItem) and one Query of at most 100 small items.
 */
export async function withRowProgress(
  store: Store,
  org: string,
  record: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const id = record.id;
  if (typeof id !== 'string') return record;
  const stored: unknown[] = Array.isArray(record.logs) ? record.logs : [];
  const [taken, lines] = await Promise.all([
    'total' in record ? store.tallies.read(org, importRowsScope(id), TAKEN_ROWS) : 0,
    'logs' in record && stored.length < MAX_IMPORT_LOG_LINES
      ? importLog(store, org, id, MAX_IMPORT_LOG_LINES - stored.length)
      : [],
  ]);
  const shown = { ...record };
  if ('total' in record && taken > 0) shown.total = taken;
  if ('logs' in record && lines.length) shown.logs = [...stored, ...lines];
  return shown;
}

/**
 * Replace the generic routes of the same keys (imports have no write policy for them to skip). A list page reads the
 * progress of each import on it, all at once.
 */
export const importProgressActions: readonly ResourceAction[] = [
  {
    method: 'GET',
    suffix: '',
    access: 'read',
    async serve(services, { principal, event }, imports) {
      const org = namespaceOf(imports, principal!);
      const page = await services.engine.list(imports, org, event.rawQueryString);
      const body = await Promise.all(page.items.map((record) => withRowProgress(services.store, org, record)));
      return listAnswer(services, event, page, body);
    },
  },
  {
    method: 'GET',
    suffix: '/{id}',
    access: 'read',
    async serve({ engine, store }, { principal, pathParameters }, imports) {
      const org = namespaceOf(imports, principal!);
      return { body: await withRowProgress(store, org, await engine.get(imports, org, pathParameters.id!)) };
    },
  },
  {
    method: 'PATCH',
    suffix: '/{id}',
    access: 'write',
    async serve({ engine, store }, request, imports) {
      const ctx = writeContextOf(imports, request);
      const record = await engine.update(imports, ctx, request.pathParameters.id!, request.body, { request });
      return { body: await withRowProgress(store, ctx.org, record) };
    },
  },
];
