// A file's columns as its import reads them: which column fills which row field (by the import's mapping, by header
// names, by its property imports), and each line's cells turned into a row, or the error that fails the line.
import * as v from 'valibot';
import { fieldErrors } from '../../platform/http/validate.js';
import type { PropertyDefinition } from '../../platform/resources/custom-properties.js';
import { webhookPayload } from '../webhook/webhook-payload.js';
import { type ColumnTarget, MAX_COLUMNS, parseTarget, payloadPartFields, targetPath } from './column-targets.js';

/** A column the import reads: its place in the line, its header name and where it goes. */
interface ReadColumn {
  index: number;
  name: string;
  target: ColumnTarget;
  /** A custom property's type, from the organization's definition. */
  type?: PropertyDefinition['type'];
}

/** The plan of a file's columns, or the problems that keep the file from being read at all. */
export type ColumnPlan = { columns: ReadColumn[]; ignored: string[]; width: number } | { problems: string[] };

const NUMBER_FIELDS = new Set(['company.revenue', 'company.funding', 'company.employeeCount']);
const LIST_FIELDS = new Set(['company.industries', 'company.languages', 'company.stack', 'company.tags']);
/** Separates the items of a list in one cell: the file's own delimiter is usually the comma. */
const LIST_SEPARATOR = ';';

/** A header name the import reads without a mapping: `contact.email` and the like, or a contact field's bare name. */
function targetOfHeader(name: string): ColumnTarget | undefined {
  const exact = parseTarget(name);
  if (exact) return exact;
  const field = payloadPartFields.contact.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return field ? { part: 'contact', field } : undefined;
}

/**
 * Which column goes where: the import's `mapping` first (each column it names must be in the header), then, for the
 * columns it leaves, the header names (without a mapping) and the import's property imports (a column named like the
 * property). A custom property must be defined for its part (CONTACT or COMPANY).
 */
export function planColumns(
  header: readonly string[],
  mapping: Readonly<Record<string, string>> | null,
  definitions: readonly PropertyDefinition[],
  propertyImports: readonly string[],
): ColumnPlan {
  if (header.length > MAX_COLUMNS)
    return { problems: [`the header has ${header.length} columns; a file may have at most ${MAX_COLUMNS}`] };
  const problems: string[] = [];
  const columns: ReadColumn[] = [];
  const definitionOf = (target: ColumnTarget) =>
    'property' in target
      ? definitions.find(
          (definition) =>
            definition.name === target.property &&
            definition.target === (target.part === 'contact' ? 'CONTACT' : 'COMPANY'),
        )
      : undefined;
  const add = (index: number, target: ColumnTarget) => {
    const definition = definitionOf(target);
    if ('property' in target && !definition) {
      problems.push(
        `the column "${header[index]}" goes to ${targetPath(target)}, which is not a defined property (define it at /v5/properties)`,
      );
      return;
    }
    columns.push({ index, name: header[index]!, target, ...(definition ? { type: definition.type } : {}) });
  };
  for (const [column, path] of Object.entries(mapping ?? {})) {
    const index = header.indexOf(column);
    if (index < 0) problems.push(`the mapping names the column "${column}", which the file's header does not have`);
    else add(index, parseTarget(path)!);
  }
  const ignored: string[] = [];
  header.forEach((name, index) => {
    if (mapping && name in mapping) return;
    const property = definitions.find((definition) => definition.name === name && propertyImports.includes(name));
    const target = property
      ? ({ part: property.target === 'CONTACT' ? 'contact' : 'company', property: name } as const)
      : mapping
        ? undefined
        : targetOfHeader(name);
    if (target) add(index, target);
    else ignored.push(name);
  });
  if (!problems.length && !columns.length)
    problems.push(
      `no column of the header (${header.slice(0, 10).join(', ')}${header.length > 10 ? ', ...' : ''}) goes to a field of a row: name columns like contact.email, or give the import a mapping`,
    );
  return problems.length ? { problems } : { columns, ignored, width: header.length };
}

/** A cell's value for its column, or the reason it cannot be one. */
function cellValue(column: ReadColumn, cell: string): { value: unknown } | { error: string } {
  if (column.type) {
    switch (column.type) {
      case 'NUMBER':
        return numberOf(cell);
      case 'BOOLEAN': {
        const lower = cell.toLowerCase();
        if (['true', 'yes', '1'].includes(lower)) return { value: true };
        if (['false', 'no', '0'].includes(lower)) return { value: false };
        return { error: 'must be true or false (or yes, no, 1, 0)' };
      }
      case 'DATE': {
        const time = Date.parse(cell);
        return Number.isNaN(time)
          ? { error: 'must be a date such as 2026-11-29' }
          : { value: new Date(time).toISOString() };
      }
      case 'ARRAY':
        return { value: listOf(cell) };
      default:
        return { value: cell };
    }
  }
  const path = targetPath(column.target);
  if (NUMBER_FIELDS.has(path)) return numberOf(cell);
  if (LIST_FIELDS.has(path)) return { value: listOf(cell) };
  return { value: cell };
}

function numberOf(cell: string): { value: number } | { error: string } {
  const value = Number(cell);
  return cell !== '' && Number.isFinite(value) ? { value } : { error: 'must be a number' };
}

const listOf = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** How a column is named in an error: its header and where it goes. */
const columnLabel = (column: ReadColumn) => `column "${column.name}" (${targetPath(column.target)})`;

/**
 * The row a line's cells make, checked as a webhook row is; or the error that fails the line, naming its column. A
 * line with another number of cells than the header fails whole: its cells cannot be told apart.
 */
export function rowOfCells(
  plan: Extract<ColumnPlan, { columns: unknown }>,
  cells: readonly string[],
): { data: Record<string, unknown> } | { error: string } {
  if (cells.length !== plan.width)
    return { error: `it has ${cells.length} cells where the header has ${plan.width} columns` };
  const row: Record<string, Record<string, unknown>> = { contact: {} };
  const errors: string[] = [];
  for (const column of plan.columns) {
    const cell = cells[column.index]!.trim();
    if (cell === '') continue;
    const converted = cellValue(column, cell);
    if ('error' in converted) {
      errors.push(`${columnLabel(column)} ${converted.error}`);
      continue;
    }
    const part = (row[column.target.part] ??= {});
    if ('property' in column.target) {
      const properties = (part.customProperties ??= {}) as Record<string, unknown>;
      properties[column.target.property] = converted.value;
    } else part[column.target.field] = converted.value;
  }
  if (errors.length) return { error: errors.join('; ') };
  const parsed = v.safeParse(webhookPayload, row);
  if (parsed.success) return { data: parsed.output };
  return {
    error: fieldErrors(parsed.issues)
      .map(({ path, message }) => {
        const named = plan.columns.filter((column) => path.startsWith(targetPath(column.target)));
        return named.length ? `${named.map(columnLabel).join(', ')} ${message}` : `${path} ${message}`;
      })
      .join('; '),
  };
}
