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

/**
 * The largest magnitude of a number the service keeps, 2^53 − 1: past it a JSON number is no longer one exact integer,
 * and the AWS SDK refuses to store it. The index sort keys (lib/platform/store/sort-key-encoding.ts) order every double,
 * so the store is the bound.
 */
export const MAX_NUMBER = Number.MAX_SAFE_INTEGER;
/** The smallest magnitude besides 0 that DynamoDB stores (1E-130); it refuses a smaller one as an underflow. */
export const MIN_MAGNITUDE = 1e-130;

export interface NumberBounds {
  integer?: boolean;
  min?: number;
  max?: number;
  exclusiveMin?: number;
}

/**
 * A number the store and the index sort keys keep exactly: finite, within ±MAX_NUMBER (or the narrower `min`/`max`,
 * which the OpenAPI document states as minimum and maximum), and 0 or at least MIN_MAGNITUDE in size.
 */
export function storableNumber(bounds: NumberBounds = {}) {
  const min = Math.max(bounds.min ?? -MAX_NUMBER, -MAX_NUMBER);
  const max = Math.min(bounds.max ?? MAX_NUMBER, MAX_NUMBER);
  const checks: v.PipeItem<number, number, v.BaseIssue<unknown>>[] = [v.finite('must be a finite number')];
  if (bounds.integer) checks.push(v.integer('must be an integer'));
  // An exclusive lower bound stands in for the minimum, so that the document states one lower bound.
  if (bounds.exclusiveMin === undefined || bounds.min !== undefined)
    checks.push(v.minValue(min, `must be at least ${min}`));
  if (bounds.exclusiveMin !== undefined)
    checks.push(v.gtValue(bounds.exclusiveMin, `must be greater than ${bounds.exclusiveMin}`));
  checks.push(v.maxValue(max, `must be at most ${max}`));
  if (!bounds.integer)
    checks.push(
      v.check(
        (value) => value === 0 || Math.abs(value) >= MIN_MAGNITUDE,
        `must be 0 or at least ${MIN_MAGNITUDE} in size`,
      ),
    );
  return v.pipe(v.number('must be a number'), ...checks);
}
