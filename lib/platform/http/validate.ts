// Runs a valibot schema at the edge and turns its issues into a 400 that names each failing field.
import * as v from 'valibot';
import { InvalidParameterError, InvalidRequestError, type FieldError, type HttpError } from './errors.js';

/** Path of an issue (`contact.email`, `rows[5].contact.email`), or `body` for the root. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  // An element of an array by its index in brackets (`rows[5].contact.email`), a property after a dot.
  const path = (issue.path ?? []).reduce(
    (text, item) =>
      typeof item.key === 'number' ? `${text}[${item.key}]` : text ? `${text}.${String(item.key)}` : String(item.key),
    '',
  );
  return path || 'body';
}

/** Field errors for every issue valibot found. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map((issue) => ({ path: pathOf(issue), message: issue.message }));
}

function describe(errors: FieldError[]): string {
  return errors.map((e) => `${e.path} (${e.message})`).join('; ');
}

/** Parses `input` with `schema`, or throws the error `refuse` makes of the failing paths. */
function parseOrRefuse<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  refuse: (errors: FieldError[]) => HttpError,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw refuse(fieldErrors(result.issues));
}

/** valibot's object schemas, which take an array for an object (its `sort` and `length` read as fields). */
const OBJECT_SCHEMAS: ReadonlySet<string> = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);

/**
 * Parses a request body, or throws a 400 invalid_request listing every failing path. A body that must be an object
 * is refused when it is an array.
 */
export function parseBody<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  if (Array.isArray(input) && OBJECT_SCHEMAS.has(schema.type)) {
    const errors = [{ path: 'body', message: 'must be a JSON object, not an array' }];
    throw new InvalidRequestError('The request body must be a JSON object, not an array.', errors);
  }
  return parseOrRefuse(
    schema,
    input,
    (errors) => new InvalidRequestError(`Invalid fields: ${describe(errors)}.`, errors),
  );
}

/** Parses query parameters, or throws a 400 invalid_parameter naming each failing parameter. */
export function parseQuery<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  return parseOrRefuse(
    schema,
    input,
    (errors) => new InvalidParameterError(`Invalid query parameters: ${describe(errors)}.`),
  );
}

/**
 * A top-level field of a body before its schema parsed it (a write policy's or a hook's look at what a write asks
 * for); undefined when the body is no object or has no such field.
 */
export function bodyField(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? Object.getOwnPropertyDescriptor(body, name)?.value : undefined;
}
