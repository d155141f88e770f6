// A file's lines as rows: the header's delimiter, each record's cells (or why it has none), and the row its cells
// make (or the error that fails it, naming its line and column).
import { parse } from 'csv-parse/sync';
import type { RawRecord } from './csv-records.js';
import { type ColumnPlan, rowOfCells } from './file-columns.js';

/** The longest line a file may have: a row is stored whole, in an item of at most 400 KB. */
export const MAX_LINE_BYTES = 100 * 1024;

/** One line read: where the next starts, and its row or error (with what was read of it). */
export interface ReadLine {
  line: number;
  end: number;
  row: { data: Record<string, unknown> } | { error: string; data: Record<string, unknown> };
}

/** The delimiter of a header line: the most frequent of comma, semicolon and tab outside quotes (comma on a tie). */
export function delimiterOf(header: string): string {
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
export function cellsOf(record: RawRecord, delimiter: string): { cells: string[] } | { error: string } {
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

/**
 * A line read into its row: the data its cells make, or its error with the cells by column, so that the FAILED row
 * shows what was read.
 */
export function readLine(
  plan: Extract<ColumnPlan, { columns: unknown }>,
  header: readonly string[],
  record: RawRecord,
  delimiter: string,
): ReadLine {
  const at = { line: record.line, end: record.end };
  const read = cellsOf(record, delimiter);
  if ('error' in read)
    return { ...at, row: { error: `line ${record.line}: ${read.error}`, data: { line: record.line } } };
  const row = rowOfCells(plan, read.cells);
  if ('data' in row) return { ...at, row };
  const cells = Object.fromEntries(header.map((name, i) => [name, read.cells[i] ?? null]));
  return { ...at, row: { error: `line ${record.line}: ${row.error}`, data: { line: record.line, cells } } };
}
