// Creates the bench's WEBHOOK imports and posts rows at them over keep-alive fetch, timing each request until its body is read (accept latency).
import type { LocalRuntime } from '../../infra/local/runtime.js';
import type { SeededKey } from '../../test/support/seed.js';
import { IMPORT_RULES, RATE_LIMIT } from './ingest-config.js';
import type { BenchRow } from './ingest-rows.js';
import { progressLine } from './progress.js';

export async function createImport(
  runtime: LocalRuntime,
  key: SeededKey,
  name: string,
): Promise<{ id: string; webhookUrl: string }> {
  const response = await fetch(`${runtime.url}/v5/imports`, {
    method: 'POST',
    headers: key.headers,
    body: JSON.stringify({ name, type: 'WEBHOOK', webhookRateLimit: RATE_LIMIT, ...IMPORT_RULES }),
  });
  const body = (await response.json()) as { id?: string; webhookUrl?: string };
  if (response.status !== 201 || !body.id || !body.webhookUrl)
    throw new Error(`Creating the import answered ${response.status}: ${JSON.stringify(body)}`);
  // The address names the host the request came to; post to the runtime's own origin whatever it says.
  const url = new URL(body.webhookUrl);
  return { id: body.id, webhookUrl: `${runtime.url}${url.pathname}` };
}

export interface PostOutcome {
  /** Accept latency of each request answered 200, in ms. */
  latencies: number[];
  /** Row id of each row answered 200, by row index. */
  rowIds: Map<number, string>;
  errors: Array<{ index: number; status: number; body: string }>;
  firstPostWall: number;
  firstPostPerf: number;
  lastResponsePerf: number;
}

/** Posts every row with `concurrency` requests in flight over keep-alive fetch; `onAccepted` sees the count of 200s. */
export async function postRows(
  webhookUrl: string,
  rows: BenchRow[],
  concurrency: number,
  label: string | undefined,
  onAccepted: (accepted: number) => void,
): Promise<PostOutcome> {
  const bodies = rows.map((row) => JSON.stringify(row.body));
  const outcome: PostOutcome = {
    latencies: [],
    rowIds: new Map(),
    errors: [],
    firstPostWall: Date.now(),
    firstPostPerf: performance.now(),
    lastResponsePerf: 0,
  };
  const progress = label ? progressLine(label, rows.length) : undefined;
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, rows.length) }, async () => {
      while (next < rows.length) {
        const index = next++;
        const start = performance.now();
        let status = 0;
        let text = '';
        try {
          const response = await fetch(webhookUrl, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: bodies[index],
          });
          status = response.status;
          text = await response.text();
        } catch (error) {
          text = (error as Error).message;
        }
        const ms = performance.now() - start;
        outcome.lastResponsePerf = Math.max(outcome.lastResponsePerf, performance.now());
        if (status === 200) {
          outcome.latencies.push(ms);
          const id = (JSON.parse(text) as { id?: string }).id;
          if (id) outcome.rowIds.set(index, id);
          else outcome.errors.push({ index, status, body: `200 without a row id: ${text.slice(0, 200)}` });
          onAccepted(outcome.rowIds.size);
        } else {
          outcome.errors.push({ index, status, body: text.slice(0, 300) });
        }
        progress?.tick(++done);
      }
    }),
  );
  progress?.finish(done);
  return outcome;
}
