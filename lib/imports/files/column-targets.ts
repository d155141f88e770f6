// Where a file's column may go in a row (`contact.email`, `company.revenue`, `customProperties.tier`, ...), and the
// import's `mapping` that says it per column: parsed once, for the mapping's 400 and for the reader alike.
import * as v from 'valibot';
import { payloadFieldNames } from '../webhook/webhook-payload.js';

/** A row field a column fills: a field of the contact, company or employment, or a custom property of either. */
export type ColumnTarget =
  | { part: 'contact' | 'company' | 'employment'; field: string }
  | { part: 'contact' | 'company'; property: string };

/** Fields a single cell cannot give (a list of positions), or that a column names by its own target. */
const NOT_FROM_A_CELL = new Set(['customProperties', 'history']);

const PROPERTY_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The fields of each part a column may fill. */
export const payloadPartFields = {
  contact: payloadFieldNames.contact.filter((name) => !NOT_FROM_A_CELL.has(name)),
  company: payloadFieldNames.company.filter((name) => !NOT_FROM_A_CELL.has(name)),
  employment: payloadFieldNames.employment.filter((name) => !NOT_FROM_A_CELL.has(name)),
};

/** Every field target, as written in a mapping. */
const fieldTargets: readonly string[] = (['contact', 'company', 'employment'] as const).flatMap((part) =>
  payloadPartFields[part].map((field) => `${part}.${field}`),
);

/**
 * The target a mapping value names: `<part>.<field>`, `customProperties.<name>` (the contact's) or
 * `company.customProperties.<name>`; undefined for anything else.
 */
export function parseTarget(path: string): ColumnTarget | undefined {
  const segments = path.split('.');
  if (segments[0] === 'customProperties' && segments.length === 2 && PROPERTY_NAME.test(segments[1]!))
    return { part: 'contact', property: segments[1]! };
  if (
    (segments[0] === 'contact' || segments[0] === 'company') &&
    segments[1] === 'customProperties' &&
    segments.length === 3 &&
    PROPERTY_NAME.test(segments[2]!)
  )
    return { part: segments[0], property: segments[2]! };
  if (fieldTargets.includes(path)) {
    const [part, field] = segments as ['contact' | 'company' | 'employment', string];
    return { part, field };
  }
  return undefined;
}

/** A mapping target as written: what error messages and the header check name. */
export const targetPath = (target: ColumnTarget) =>
  'property' in target
    ? `${target.part === 'contact' ? '' : 'company.'}customProperties.${target.property}`
    : `${target.part}.${target.field}`;

/** The most columns a file or a mapping may have. */
export const MAX_COLUMNS = 1000;

/** The import's `mapping`: column header → target. */
export const columnMapping = v.pipe(
  v.record(
    v.pipe(v.string(), v.trim(), v.minLength(1, 'a column name is needed'), v.maxLength(200)),
    v.pipe(
      v.string(),
      v.check(
        (path) => parseTarget(path) !== undefined,
        'must be a field of a row such as contact.email, company.name or employment.title, or customProperties.<name> (company.customProperties.<name> for the company)',
      ),
    ),
  ),
  v.check((mapping) => Object.keys(mapping).length <= MAX_COLUMNS, `must map at most ${MAX_COLUMNS} columns`),
);
