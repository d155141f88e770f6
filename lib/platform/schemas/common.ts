// Building blocks shared by every schema: the specification's string bound and common field types.
import * as v from 'valibot';

/** The specification's bound on free-text fields (names, notes, logs, hashes, tokens). */
export const MAX_STRING = 10000;

/** A string of `min` (default 1) to 10000 characters. */
export const boundedString = (min = 1) =>
  v.pipe(
    v.string(),
    v.minLength(min, `must be at least ${min} characters`),
    v.maxLength(MAX_STRING, `must be at most ${MAX_STRING} characters`),
  );

/** Whether a value is a valibot schema (one nested in another's `wrapped` or `entries`, read by introspection). */
export function isSchema(value: unknown): value is v.GenericSchema {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema';
}
