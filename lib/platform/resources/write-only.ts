// Write-only entries of object fields (a mailbox's password): what the table and every answer hold in their place.
import * as v from 'valibot';
import { closedObject } from '../schemas/more-formats.js';
import type { FieldSpec } from './fields.js';

/** The entry an answer shows for a write-only entry `name`: whether a value was given (`passwordSet`). */
const setMarkerOf = (name: string) => `${name}Set`;

/** The value of a write-only entry of an object field as a body gives it, and as the record keeps it. */
export type WithWriteOnlySet<E extends v.ObjectEntries, K extends keyof E & string> = Omit<
  v.InferOutput<v.StrictObjectSchema<E, undefined>>,
  K
> & { [P in K as `${P}Set`]: boolean };

/**
 * The two schemas of an object with write-only entries: `body` (every entry, the write-only ones marked writeOnly for
 * the interface description) and `stored` (without them, each with its read-only `<name>Set` marker instead).
 */
export function writeOnlySchemas<const E extends v.ObjectEntries, const K extends keyof E & string>(
  entries: E,
  writeOnly: readonly K[],
) {
  const hidden = new Set<string>(writeOnly);
  const body: v.ObjectEntries = {};
  const stored: v.ObjectEntries = {};
  for (const [name, schema] of Object.entries(entries)) {
    if (!hidden.has(name)) {
      body[name] = schema;
      stored[name] = schema;
      continue;
    }
    body[name] = v.pipe(schema, v.metadata({ writeOnly: true }));
    stored[setMarkerOf(name)] = v.pipe(v.boolean(), v.metadata({ readOnly: true }));
  }
  return { body: closedObject(body), stored: closedObject(stored) };
}

/**
 * A field's value with its write-only entries taken out: each becomes `<name>Set`, true when the value carried it or
 * already said so. What the engine writes and presents, so that neither the table nor an answer ever holds one.
 */
function withoutWriteOnlyEntries(spec: Pick<FieldSpec, 'writeOnly'>, value: unknown): unknown {
  if (!spec.writeOnly?.length || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const kept: Record<string, unknown> = {};
  const given = new Set<string>();
  for (const [name, entry] of Object.entries(value)) {
    if (spec.writeOnly.includes(name)) given.add(name);
    else kept[name] = entry;
  }
  for (const name of spec.writeOnly) kept[setMarkerOf(name)] = given.has(name) || kept[setMarkerOf(name)] === true;
  return kept;
}

/** `data` (a record or a write's fields) with every write-only entry of its object fields taken out. */
export function withoutWriteOnly(fields: Record<string, FieldSpec>, data: Record<string, unknown>) {
  const names = Object.keys(fields).filter((name) => fields[name]!.writeOnly?.length && name in data);
  if (!names.length) return data;
  const cleaned = { ...data };
  for (const name of names) cleaned[name] = withoutWriteOnlyEntries(fields[name]!, data[name]);
  return cleaned;
}
