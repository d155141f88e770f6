// The file reader: one run of an uploaded CSV file, streamed from where the last run stopped, each line a row taken
// into the import (QUEUED for the worker, or FAILED with its line number), in transactions that move the run's
// checkpoint with them; a run that reaches its budget goes on in the next.
import { parse } from 'csv-parse/sync';
import * as v from 'valibot';
import { logger } from '../../platform/http/logger.js';
import type { Clock } from '../../platform/clock.js';
import type { UploadBucket } from '../../platform/aws/upload-bucket.js';
import { WriteRaceError } from '../../platform/store/errors.js';
import type { WriteContext } from '../../platform/store/records.js';
import type { Store, TransactItem } from '../../platform/store/store.js';
import type { PropertyDefinition } from '../../platform/resources/custom-properties.js';
import { properties } from '../../platform/resources/properties.js';
import { columnMapping } from './column-targets.js';
import { imports } from '../imports.js';
import { propertyImports } from '../property-imports.js';
import { completeIfDone, logToImport, markImporting } from '../rows/import-lifecycle.js';
import { nextRowId, planFailedRow, planQueuedRow, type QueueRows } from '../rows/row-batch.js';
import { importLogLines, rowMarkers, takenItem } from '../rows/row-markers.js';
import { rowBatchTableUse } from '../rows/lifecycle-table-use.js';
import type { TableUse } from '../../platform/store/table-use.js';
import { type RowMessage, rowAddress } from '../rows/row-queue.js';
import { csvRecords, type RawRecord } from './csv-records.js';
import { type ColumnPlan, planColumns, rowOfCells } from './file-columns.js';
import { type FileRunKey, fileRuns, runOfUploadKey } from './file-runs.js';
import type { ImportFileSettings } from './file-run-settings.js';
import { MAX_FILE_BYTES } from './file-upload.js';

/** The longest line a file may have: a row is stored whole, in an item of at most 400 KB. */
export const MAX_LINE_BYTES = 100 * 1024;

/** The most items a transaction takes, with room for the tallies' shards, the taken count and the checkpoint. */
const ITEMS_PER_TRANSACTION = 80;

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

export interface FileReaderDeps {
  store: Store;
  uploads: UploadBucket;
  queueRows: QueueRows;
  /** Queues the run's next part on the import-files queue. */
  continueRun: (run: FileRunKey) => Promise<void>;
  now: Clock;
  settings: Pick<ImportFileSettings, 'linesPerRun' | 'runSeconds'>;
}

/** An object created in the bucket (S3's notification; a test event has no Records) or a run going on. */
const readerMessage = v.union([
  v.object({
    Records: v.array(v.object({ s3: v.object({ object: v.object({ key: v.string() }) }) })),
  }),
  v.object({ run: v.object({ org: v.string(), importId: v.string(), uploadId: v.string() }) }),
  v.object({ Event: v.literal('s3:TestEvent') }),
]);

const propertyType = v.picklist(['STRING', 'NUMBER', 'BOOLEAN', 'DATE', 'ARRAY']);

/** S3 notifications carry keys URL-encoded, with spaces as `+`. */
const decodedKey = (key: string) => decodeURIComponent(key.replace(/\+/g, ' '));

/** The runs a message names. */
export function runsOf(body: string): FileRunKey[] {
  let parsed: v.SafeParseResult<typeof readerMessage>;
  try {
    parsed = v.safeParse(readerMessage, JSON.parse(body));
  } catch {
    return [];
  }
  if (!parsed.success) return [];
  const message = parsed.output;
  if ('run' in message) return [message.run];
  if ('Event' in message) return [];
  return message.Records.flatMap(({ s3 }) => runOfUploadKey(decodedKey(s3.object.key)) ?? []);
}

/** The delimiter of a header line: the most frequent of comma, semicolon and tab outside quotes (comma on a tie). */
function delimiterOf(header: string): string {
  const counts = new Map([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of header) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A record's cells, or why it has none. */
function cellsOf(record: RawRecord, delimiter: string): { cells: string[] } | { error: string } {
  if (!record.bytes) return { error: `it is longer than ${MAX_LINE_BYTES / 1024} KB (an unclosed quote?)` };
  let text: string;
  try {
    text = utf8.decode(record.bytes);
  } catch {
    return { error: 'it is not valid UTF-8 text' };
  }
  if (text.includes('\u0000')) return { error: 'it holds a NUL character: the file is not text' };
  try {
    const records: string[][] = parse(text, { delimiter, relax_column_count: true });
    const [cells, ...more] = records;
    if (!cells || more.length) return { error: 'it is not one CSV record' };
    return { cells };
  } catch (error) {
    return { error: `it is not valid CSV: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** One line read: where the next starts, and its row or error. */
interface ReadLine {
  line: number;
  end: number;
  row: { data: Record<string, unknown> } | { error: string; data: Record<string, unknown> };
}

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

  /** The run FAILED with `problem`, said in the import's logs; the import settles (no run of it waits). */
  async function failRun(ctx: WriteContext, run: FileRunKey, fileName: string, problem: string) {
    await runs.update(run, { set: { state: 'FAILED', problem } });
    await logToImport(store, imports.entity, ctx, run.importId, `file ${fileName}: ${problem}`);
    logger.info('A file import run failed', { ...run, problem });
  }

  /**
   * Takes `lines` into the import in one transaction with the run's checkpoint moved from `from` to past the last
   * line: false when another delivery of the run moved it first (this one then stops).
   */
  async function take(
    ctx: WriteContext,
    run: FileRunKey,
    from: number,
    lines: readonly ReadLine[],
  ): Promise<RowMessage[] | undefined> {
    const last = lines.at(-1)!;
    const items: TransactItem[] = [];
    const messages: RowMessage[] = [];
    for (const { row } of lines) {
      const rowId = nextRowId();
      if ('error' in row) {
        items.push(...planFailedRow(store, ctx, run.importId, row.data, rowId, row.error));
        continue;
      }
      const planned = planQueuedRow(store, ctx, run.importId, row.data, rowId);
      const marker = rowAddress(planned.message);
      items.push(
        planned.put,
        ...planned.counts,
        store.items(rowMarkers).transactPut(marker, { ...marker, attempts: 0 }),
      );
      messages.push(planned.message);
    }
    items.push(
      takenItem(store, ctx.org, run.importId, messages[0]?.rowId ?? run.uploadId, lines.length),
      runs.transactUpdate(
        run,
        { set: { offset: last.end, line: last.line + 1 }, add: { rows: lines.length } },
        { equals: { offset: from } },
      ),
    );
    try {
      await store.commit(items);
      return messages;
    } catch (error) {
      if (error instanceof WriteRaceError) return undefined;
      throw error;
    }
  }

  /** Reads the run from its checkpoint until the file ends or the run's budget does. */
  async function readRun(run: FileRunKey): Promise<void> {
    const ctx: WriteContext = {
      org: run.org,
      actor: { type: 'system', id: 'file-import' },
      requestId: run.uploadId,
    };
    const state = await runs.get(run);
    if (!state || state.state === 'DONE' || state.state === 'FAILED') return;
    const importRecord = await store.get(imports.entity, run.org, run.importId);
    if (!importRecord) {
      await runs.update(run, { set: { state: 'FAILED', problem: 'the import was deleted' } });
      return;
    }
    const size = await uploads.sizeOf(state.key);
    if (size === undefined) return;
    if (size > MAX_FILE_BYTES)
      return failRun(ctx, run, state.fileName, `it is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);

    const { defined, names } = await propertiesOf(run.org, run.importId);
    const mapping = v.is(columnMapping, importRecord.mapping) ? importRecord.mapping : null;
    let header = state.header;
    let delimiter = state.delimiter ?? ',';
    let plan: ColumnPlan | undefined = header ? planColumns(header, mapping, defined, names) : undefined;
    if (plan && 'problems' in plan) return failRun(ctx, run, state.fileName, plan.problems.join('; '));

    const started = now().getTime();
    const budgetLeft = (taken: number) =>
      taken < settings.linesPerRun && now().getTime() - started < settings.runSeconds * 1000;
    let offset = state.offset;
    let taken = 0;
    let pending: ReadLine[] = [];
    let pendingItems = 0;
    let moved = false;
    const flush = async () => {
      if (!pending.length || !header) return true;
      const messages = await take(ctx, run, offset, pending);
      if (!messages) return false;
      offset = pending.at(-1)!.end;
      taken += pending.length;
      pending = [];
      pendingItems = 0;
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
      return true;
    };

    const records = csvRecords(await uploads.read(state.key, offset), { offset, line: state.line }, MAX_LINE_BYTES);
    for await (const record of records) {
      if (!header) {
        const read = record.bytes
          ? cellsOf(record, (delimiter = delimiterOf(record.bytes.toString('utf8'))))
          : undefined;
        if (!read || 'error' in read)
          return failRun(
            ctx,
            run,
            state.fileName,
            `its first line is not a CSV header: ${read?.error ?? 'it is too long'}`,
          );
        header = read.cells.map((cell) => cell.trim());
        plan = planColumns(header, mapping, defined, names);
        if ('problems' in plan) return failRun(ctx, run, state.fileName, plan.problems.join('; '));
        // Past the header at once, so that the next run (or another delivery of this one) reads it from the run.
        const set = { header, delimiter, state: 'READING' as const, offset: record.end, line: record.line + 1 };
        if (!(await runs.update(run, { set }, { equals: { offset } }))) return;
        offset = record.end;
        continue;
      }
      const cells = cellsOf(record, delimiter);
      const row =
        'error' in cells
          ? { error: `line ${record.line}: ${cells.error}`, data: { line: record.line } }
          : lineRow(plan!, cells.cells, record.line, header);
      const cost = 'error' in row ? 3 : 2;
      if (pendingItems + cost > ITEMS_PER_TRANSACTION && !(await flush())) return;
      pending.push({ line: record.line, end: record.end, row });
      pendingItems += cost;
      if (!budgetLeft(taken + pending.length)) {
        if (!(await flush())) return;
        await deps.continueRun(run);
        logger.info('A file import run goes on in the next', { ...run, offset, taken });
        return;
      }
    }
    if (!(await flush())) return;
    await runs.update(run, { set: { state: 'DONE' } });
    const total = (state.rows ?? 0) + taken;
    if (!header) return failRun(ctx, run, state.fileName, 'it is empty');
    if (total === 0) return failRun(ctx, run, state.fileName, 'it has no lines after its header');
    await completeIfDone(store, imports.entity, ctx, run.importId);
    logger.info('A file import run finished', { ...run, lines: total });
  }

  return { readRun };
}

/** A line's row: the data its cells make, or its error with the cells by column, so that the row shows what was read. */
function lineRow(plan: Extract<ColumnPlan, { columns: unknown }>, cells: string[], line: number, header: string[]) {
  const row = rowOfCells(plan, cells);
  if ('data' in row) return row;
  const byColumn = Object.fromEntries(header.map((name, i) => [name, cells[i] ?? null]));
  return { error: `line ${line}: ${row.error}`, data: { line, cells: byColumn } };
}
