// Helpers for webhook-import tests: make a WEBHOOK import, post rows to its address, and wait until rows are final.
import type { LocalRuntime } from '../../infra/local/runtime.js';
import { api, expectStatus, type ApiRecord, type ApiResponse, checkedFetch, retryWhileBusy } from './api-client.js';
import type { SeededKey } from './seed.js';
import { EVENT_WAIT_MS, waitUntil } from './wait-until.js';

/** A WEBHOOK import with its secret address; `options` sets any other import field (rules, connectExisting, ...). */
export async function createWebhookImport(
  runtime: { url: string },
  key: SeededKey,
  options: Record<string, unknown> = {},
): Promise<ApiRecord & { webhookUrl: string }> {
  return expectStatus(
    await api(runtime, key).post('/v5/imports', { name: 'Webhook import', type: 'WEBHOOK', ...options }),
    201,
  );
}

/** Posts one row to a webhook address, as a third-party tool would: no credential but the address. */
export async function postRow(
  webhookUrl: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  const response = await checkedFetch(webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: the raw text is the body.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Tries an integrator makes before giving up on a row the intake keeps answering 429. */
const INTEGRATOR_TRIES = 5;

/**
 * Posts a row as the specification tells integrators to: a 429 (the intake's limit, or a table too busy to take the row
 * now, with nothing written) is tried again after its Retry-After. Answers the accepted row; any other answer fails.
 */
export async function acceptedRow(
  webhookUrl: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiRecord> {
  const { answer } = await retryWhileBusy(() => postRow(webhookUrl, body, headers), {
    busy: [429],
    tries: INTEGRATOR_TRIES,
  });
  return expectStatus(answer, 200) as ApiRecord;
}

/** Every record of a family (up to 100 per page, all pages), optionally filtered: `{ 'filter.importId.equals': id }`. */
export async function listAll(
  runtime: { url: string },
  key: SeededKey,
  path: string,
  filters: Record<string, string> = {},
): Promise<ApiRecord[]> {
  const records: ApiRecord[] = [];
  for (let after: string | undefined; ; ) {
    const query = new URLSearchParams({ limit: '100', ...filters, ...(after ? { startingAfter: after } : {}) });
    const page = expectStatus(await api(runtime, key).get<ApiRecord[]>(`${path}?${query}`), 200);
    records.push(...page);
    if (page.length < 100) return records;
    after = page[page.length - 1]!.id;
  }
}

/** Waits until the row is no longer QUEUED and returns it. */
export async function waitForRow(
  runtime: LocalRuntime | { url: string },
  key: SeededKey,
  rowId: string,
  timeoutMs = EVENT_WAIT_MS,
): Promise<ApiRecord> {
  return waitUntil(
    async () => expectStatus(await api(runtime, key).get<ApiRecord>(`/v5/import-rows/${rowId}`), 200),
    (row) => row.status !== 'QUEUED',
    `row ${rowId} to be final`,
    timeoutMs,
  );
}

/** Waits until every row of the import is final and returns them. */
export async function waitForImportRows(
  runtime: { url: string },
  key: SeededKey,
  importId: string,
  count: number,
  timeoutMs = EVENT_WAIT_MS,
): Promise<ApiRecord[]> {
  return waitUntil(
    () => listAll(runtime, key, '/v5/import-rows', { 'filter.importId.equals': importId }),
    (rows) => rows.length >= count && rows.every((row) => row.status !== 'QUEUED'),
    `${count} final rows of ${importId}`,
    timeoutMs,
  );
}
