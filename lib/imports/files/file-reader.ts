import * as v from 'valibot';
import { logger } from '../../platform/http/logger.js';
import type { Clock } from '../../platform/clock.js';
import type { UploadBucket } from '../../platform/aws/upload-bucket.js';
import { getOnce } from '../../platform/http/get-once.js';
import { outboundUrlRefusal } from '../../platform/http/outbound-url.js';
import { allowedRanges, type OutboundRules } from '../../platform/http/public-address.js';
import type { WriteContext } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import type { PropertyDefinition } from '../../platform/resources/custom-properties.js';
import { properties } from '../../platform/resources/properties.js';
import { columnMapping } from './column-targets.js';
import { imports } from '../imports.js';
import { propertyImports } from '../property-imports.js';
import { completeIfDone, logToImport, markImporting } from '../rows/import-lifecycle.js';
import { importLogLines, importRowsScope, READING_RUNS } from '../rows/row-markers.js';
import { rowBatchTableUse } from '../rows/lifecycle-table-use.js';
import type { TableUse } from '../../platform/store/table-use.js';
import type { RowMessage } from '../rows/row-queue.js';
import { csvRecords } from './csv-records.js';
import { type ColumnPlan, planColumns } from './file-columns.js';
import { cellsOf, delimiterOf, MAX_LINE_BYTES, type ReadLine, readLine } from './file-lines.js';
import { commitUnlessRaced, type QueueRows } from '../rows/row-batch.js';
import { takeWindow, WINDOW_LINES } from './file-windows.js';
import { type FileRunKey, fileRuns, runOfUploadKey } from './file-runs.js';
import type { ImportFileSettings } from './file-run-settings.js';
import { MAX_FILE_BYTES } from './file-upload.js';

/**
 * What a run does to the table: reads and moves its checkpoint, reads the import, its property imports and the
 * organization's properties, takes rows as a batch does (with FAILED ones, their log lines and counts), and moves the
 * import (its logs too).
 */
export const fileReaderTableUse: readonly TableUse[] = [
  { items: fileRuns, may: ['get', 'update', 'transactUpdate'] },
  { records: [properties.entity, propertyImports.entity], may: ['list'] },
  { items: importLogLines, may: ['transactPut'] },
  ...rowBatchTableUse,
];

/** The states a run ends from. */
type RunState = 'FETCHING' | 'WAITING' | 'READING';

/** How long a recurring run waits for its source's whole answer. */
const FETCH_TIMEOUT_MS = 120_000;

export interface FileReaderDeps {
  store: Store;
  uploads: UploadBucket;
  queueRows: QueueRows;
  /** Queues the run's next part on the import-files queue. */
  continueRun: (run: FileRunKey) => Promise<void>;
  now: Clock;
  settings: Pick<ImportFileSettings, 'linesPerRun' | 'runSeconds'>;
  /** Where a recurring import's source may be fetched from (locally, this machine too). */
  outbound: OutboundRules;
}

const runKey = v.object({ org: v.string(), importId: v.string(), uploadId: v.string() });

/** An object created in the bucket (S3's notification; a test event has no Records) or a run going on. */
const readerMessage = v.union([
  v.object({
    Records: v.array(v.object({ s3: v.object({ object: v.object({ key: v.string() }) }) })),
  }),
  v.object({ run: runKey }),
  v.object({ fetch: runKey }),
  v.object({ Event: v.literal('s3:TestEvent') }),
]);

const propertyType = v.picklist(['STRING', 'NUMBER', 'BOOLEAN', 'DATE', 'ARRAY']);

/** S3 notifications carry keys URL-encoded, with spaces as `+`. */
const decodedKey = (key: string) => decodeURIComponent(key.replace(/\+/g, ' '));

/** A run a message names, and whether its file is still to be fetched (a recurring run). */
export interface RunMessage {
  run: FileRunKey;
  fetch: boolean;
}

/** The runs a message names. */
export function runsOf(body: string): RunMessage[] {
  let parsed: v.SafeParseResult<typeof readerMessage>;
  try {
    parsed = v.safeParse(readerMessage, JSON.parse(body));
  } catch {
    return [];
  }
  if (!parsed.success) return [];
  const message = parsed.output;
  if ('run' in message) return [{ run: message.run, fetch: false }];
  if ('fetch' in message) return [{ run: message.fetch, fetch: true }];
  if ('Event' in message) return [];
  return message.Records.flatMap(({ s3 }) => {
    const run = runOfUploadKey(decodedKey(s3.object.key));
    return run ? [{ run, fetch: false }] : [];
  });
}

/** A run's writes: the file import's, with the run as their request. */
const runContext = (run: FileRunKey): WriteContext => ({
  org: run.org,
  actor: { type: 'system', id: 'file-import' },
  requestId: run.uploadId,
});

export function createFileReader(deps: FileReaderDeps) {
  const { store, uploads, now, settings } = deps;
  const runs = store.items(fileRuns);

  /** The organization's custom properties and the names the import's property imports fill. */
  async function propertiesOf(org: string, importId: string) {
    const [definitions, linked] = await Promise.all([
      store.collect({ entity: properties.entity, org, consistent: true }),
      store.collect({
        entity: propertyImports.entity,
        org,
        consistent: true,
        predicate: (item) => item.importId === importId,
      }),
    ]);
    const defined = definitions.items.flatMap((item): PropertyDefinition[] => {
      const type = v.safeParse(propertyType, item.type);
      return type.success
        ? [{ name: String(item.name), type: type.output, target: item.target === 'COMPANY' ? 'COMPANY' : 'CONTACT' }]
        : [];
    });
    const linkedIds = new Set(linked.items.map((item) => item.propertyId));
    const names = definitions.items.filter((item) => linkedIds.has(item.id)).map((item) => String(item.name));
    return { defined, names };
  }

  /**
   * Ends the run from the state it is in (READING, or FETCHING or WAITING before it read its header), taking it off its import's reading
   * tally with the same transaction; false when another delivery ended it or moved it first.
   */
  async function endRun(
    ctx: WriteContext,
    run: FileRunKey,
    from: RunState,
    end: { state: 'DONE' } | { state: 'FAILED'; problem: string },
  ): Promise<boolean> {
    const items = [runs.transactUpdate(run, { set: end }, { equals: { state: from } })];
    if (from === 'READING') items.push(readingItem(ctx.org, run, -1));
    return commitUnlessRaced(store, items);
  }

  /** The run's count on its import's reading tally. */
  const readingItem = (org: string, run: FileRunKey, delta: number) =>
    store.tallies.addItem(org, importRowsScope(run.importId), READING_RUNS, run.uploadId, delta);

  /** The run FAILED with `problem`, said in the import's logs; the import settles (no run of it waits). */
  async function failRun(ctx: WriteContext, run: FileRunKey, from: RunState, fileName: string, problem: string) {
    if (!(await endRun(ctx, run, from, { state: 'FAILED', problem }))) return;
    await logToImport(store, imports.entity, ctx, run.importId, `file ${fileName}: ${problem}`);
    logger.info('A file import run failed', { ...run, problem });
  }

  /** Reads the run from its checkpoint until the file ends or the run's budget does. */
  async function readRun(run: FileRunKey): Promise<void> {
    const ctx = runContext(run);
    const state = await runs.get(run);
    if (!state || (state.state !== 'WAITING' && state.state !== 'READING')) return;
    let from: RunState = state.state;
    const importRecord = await store.get(imports.entity, run.org, run.importId);
    if (!importRecord) {
      await endRun(ctx, run, from, { state: 'FAILED', problem: 'the import was deleted' });
      return;
    }
    const size = await uploads.sizeOf(state.key);
    if (size === undefined) return;
    if (size > MAX_FILE_BYTES)
      return failRun(ctx, run, from, state.fileName, `it is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);

    const { defined, names } = await propertiesOf(run.org, run.importId);
    const mapping = v.is(columnMapping, importRecord.mapping) ? importRecord.mapping : null;
    let header = state.header;
    let delimiter = state.delimiter ?? ',';
    let plan: ColumnPlan | undefined = header ? planColumns(header, mapping, defined, names) : undefined;
    if (plan && 'problems' in plan) return failRun(ctx, run, from, state.fileName, plan.problems.join('; '));

    const started = now().getTime();
    const windowLines = Math.min(WINDOW_LINES, settings.linesPerRun);
    const budgetLeft = (taken: number) =>
      taken < settings.linesPerRun && now().getTime() - started < settings.runSeconds * 1000;
    let offset = state.offset;
    // The transactions of the first window an earlier delivery took: its lines are read again, and taken from there.
    let startAt = state.chunk;
    let taken = 0;
    let window: ReadLine[] = [];
    let moved = false;
    const queued = async (messages: RowMessage[]) => {
      if (!moved) {
        moved = true;
        await markImporting(store, imports.entity, ctx, run.importId);
      }
      if (messages.length)
        await deps
          .queueRows(messages)
          .catch((error: Error) =>
            logger.error('Queueing rows of a file failed; their markers queue them later', { error, ...run }),
          );
    };
    const flush = async () => {
      if (!window.length) return true;
      const lines = { from: offset, lines: window };
      if (!(await takeWindow(store, ctx, run, lines, { order: importRecord.order, startAt, taken: queued }))) {
        logger.info('A file import run stops: another delivery of it took its window first', { ...run, offset });
        return false;
      }
      offset = window.at(-1)!.end;
      taken += window.length;
      window = [];
      startAt = 0;
      return true;
    };

    const records = csvRecords(await uploads.read(state.key, offset), { offset, line: state.line }, MAX_LINE_BYTES);
    for await (const record of records) {
      if (!header || !plan || 'problems' in plan) {
        const read = record.bytes
          ? cellsOf(record, (delimiter = delimiterOf(record.bytes.toString('utf8'))))
          : undefined;
        if (!read || 'error' in read)
          return failRun(
            ctx,
            run,
            from,
            state.fileName,
            `its first line is not a CSV header: ${read?.error ?? 'it is too long'}`,
          );
        header = read.cells.map((cell) => cell.trim());
        plan = planColumns(header, mapping, defined, names);
        if ('problems' in plan) return failRun(ctx, run, from, state.fileName, plan.problems.join('; '));
        // Past the header at once, so that the next run (or another delivery of this one) reads it from the run.
        const set = { header, delimiter, state: 'READING' as const, offset: record.end, line: record.line + 1 };
        // The run counts as reading on its import from here: the import is not IMPORTED before the run ends.
        const started = [
          runs.transactUpdate(run, { set }, { equals: { offset, chunk: 0, state: 'WAITING' } }),
          readingItem(run.org, run, 1),
        ];
        if (!(await commitUnlessRaced(store, started))) return;
        from = 'READING';
        offset = record.end;
        continue;
      }
      window.push(readLine(plan, header, record, delimiter));
      if (window.length < windowLines) continue;
      if (!(await flush())) return;
      if (!budgetLeft(taken)) {
        await deps.continueRun(run);
        logger.info('A file import run goes on in the next', { ...run, offset, taken });
        return;
      }
    }
    if (!(await flush())) return;
    const total = (state.rows ?? 0) + taken;
    if (!header) return failRun(ctx, run, from, state.fileName, 'it is empty');
    if (total === 0) return failRun(ctx, run, from, state.fileName, 'it has no lines after its header');
    if (!(await endRun(ctx, run, from, { state: 'DONE' }))) return;
    await completeIfDone(store, imports.entity, ctx, run.importId);
    logger.info('A file import run finished', { ...run, lines: total });
  }

  /**
   * A recurring run: fetches the import's sourceUrl (the URL rules of webhook endpoints, at most MAX_FILE_BYTES) into
   * the run's object, then reads it as an uploaded file. A source that cannot be fetched fails the run, said in the
   * import's logs.
   */
  async function fetchRun(run: FileRunKey): Promise<void> {
    const ctx = runContext(run);
    const state = await runs.get(run);
    if (!state) return;
    if (state.state !== 'FETCHING') return readRun(run);
    const importRecord = await store.get(imports.entity, run.org, run.importId);
    const source = typeof importRecord?.sourceUrl === 'string' ? importRecord.sourceUrl : undefined;
    if (!source) return failRun(ctx, run, 'FETCHING', state.fileName, 'the import no longer has a sourceUrl');
    const refusal = await outboundUrlRefusal(source, deps.outbound);
    if (refusal) return failRun(ctx, run, 'FETCHING', source, `sourceUrl ${refusal}`);
    const answer = await getOnce(new URL(source), {
      allowed: allowedRanges(deps.outbound),
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: MAX_FILE_BYTES,
    });
    if ('error' in answer) return failRun(ctx, run, 'FETCHING', source, answer.error);
    if (answer.status !== 200) return failRun(ctx, run, 'FETCHING', source, `it answered ${answer.status}`);
    await uploads.store(state.key, answer.body);
    if (!(await runs.update(run, { set: { state: 'WAITING' } }, { equals: { state: 'FETCHING' } }))) return;
    await readRun(run);
  }

  return { readRun, fetchRun };
}
