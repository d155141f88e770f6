// Field builders for resource definitions: each field states its schema, nullability, write rules and query type once.
import * as v from 'valibot';
import type { QueryType } from '../query/types.js';
import { boundedString, MAX_STRING, type NumberBounds, storableNumber } from '../schemas/common.js';
import { countryCode, domainName, emailAddress, httpUrl, timeZone, utcDateTime } from '../schemas/formats.js';
import { type WithWriteOnlySet, writeOnlySchemas } from './write-only.js';

/** A field: `T` is the type of a present, non-null value, `N` whether the field may hold null. */
export interface FieldSpec<T = unknown, N extends boolean = boolean> {
  /** Schema of a present, non-null value. */
  schema: v.GenericSchema<unknown, T>;
  /** Query-language type; undefined for objects, which can be selected but not filtered or ordered. */
  queryType?: QueryType;
  elementType?: Exclude<QueryType, 'array'>;
  nullable: N;
  /** Must be given on create. */
  required: boolean;
  /** Written by the service only; a body that sets it is refused. */
  readOnly: boolean;
  /** Given on create, refused on update. */
  immutable: boolean;
  /** Value on create when the body leaves the field out (a function is called each time): see defaultOf. */
  default?: unknown;
  /** The values an enum field takes. */
  options?: readonly string[];
  /** The values of `options` a body may write, where the service sets the others (a campaign contact's final statuses). */
  writableOptions?: readonly string[];
  /** Looked in by the case-insensitive `query` search. */
  search: boolean;
  sortable: boolean;
  filterable: boolean;
  /** Never returned by the API (secrets' hashes stay returned; this is for values nobody may read back). */
  hidden: boolean;
  /** Custom properties: values checked against the organization's property definitions for this target. */
  customPropertiesTarget?: 'CONTACT' | 'COMPANY';
  /** An id of another record (each item's, on arrays): the id prefix of its family; writes must name a live one. */
  references?: string;
  /**
   * Entries of an object field that bodies may give and nothing ever shows (a password): the engine keeps
   * `<name>Set` in their place in the table and in answers (write-only.ts); the family's hooks keep the values sealed.
   */
  writeOnly?: readonly string[];
  /** What a body gives, where it differs from `schema`, the value as stored and presented (write-only entries). */
  bodySchema?: v.GenericSchema;
}

export interface FieldOptions {
  nullable?: boolean;
  required?: boolean;
  readOnly?: boolean;
  immutable?: boolean;
  default?: unknown;
  search?: boolean;
  sortable?: boolean;
  filterable?: boolean;
  hidden?: boolean;
}

/** Whether a builder's options make its field nullable, as a type: `{ nullable: true }` does. */
type NullableIn<O> = O extends { nullable: true } ? true : false;

/** The value a record holds in a field: the schema's output, or null where the field is nullable. */
export type ValueOf<S> = S extends FieldSpec<infer T, infer N> ? (N extends true ? T | null : T) : never;

function field<T, N extends boolean>(
  schema: v.GenericSchema<unknown, T>,
  queryType: QueryType | undefined,
  options: FieldOptions = {},
  extra: Pick<
    FieldSpec,
    'elementType' | 'customPropertiesTarget' | 'references' | 'options' | 'writableOptions' | 'writeOnly' | 'bodySchema'
  > = {},
): FieldSpec<T, N> {
  const scalar = queryType !== undefined && queryType !== 'array';
  return {
    schema,
    queryType,
    // The one place the flag and its type are tied: NullableIn<O> is true exactly when options.nullable is.
    nullable: (options.nullable ?? false) as N,
    required: options.required ?? false,
    readOnly: options.readOnly ?? false,
    immutable: options.immutable ?? false,
    default: options.default,
    search: options.search ?? false,
    sortable: options.sortable ?? scalar,
    filterable: options.filterable ?? queryType !== undefined,
    hidden: options.hidden ?? false,
    ...extra,
  };
}

export interface StringOptions extends FieldOptions {
  min?: number;
  max?: number;
  pattern?: RegExp;
}

const oneOf = (values: readonly [string, ...string[]]) => v.picklist(values, `must be one of ${values.join(', ')}`);

/** Builders for every kind of field; string fields are bounded at 10000 characters unless stated. */
export const f = {
  string: <const O extends StringOptions>(options?: O) => {
    const min = options?.min ?? 0;
    const max = options?.max ?? MAX_STRING;
    const bounded = v.pipe(
      v.string(),
      v.minLength(min, `must be at least ${min} characters`),
      v.maxLength(max, `must be at most ${max} characters`),
    );
    const schema = options?.pattern
      ? v.pipe(bounded, v.regex(options.pattern, `must match ${options.pattern}`))
      : bounded;
    return field<string, NullableIn<O>>(schema, 'string', options);
  },
  /** A string of 1 to 10000 characters. */
  text: <const O extends FieldOptions>(options?: O) => field<string, NullableIn<O>>(boundedString(), 'string', options),
  email: <const O extends FieldOptions>(options?: O) => field<string, NullableIn<O>>(emailAddress, 'string', options),
  url: <const O extends FieldOptions>(options?: O) => field<string, NullableIn<O>>(httpUrl, 'string', options),
  domain: <const O extends FieldOptions>(options?: O) => field<string, NullableIn<O>>(domainName, 'string', options),
  timeZone: <const O extends FieldOptions>(options?: O) => field<string, NullableIn<O>>(timeZone, 'string', options),
  countryCode: <const O extends FieldOptions>(options?: O) =>
    field<string, NullableIn<O>>(countryCode, 'string', options),
  /** One of `values`; `writable` narrows what a body may write when the service sets the others. */
  enum: <
    const T extends readonly [string, ...string[]],
    const O extends FieldOptions & { writable?: readonly [T[number], ...T[number][]] },
  >(
    values: T,
    options?: O,
  ) =>
    field<T[number], NullableIn<O>>(oneOf(values), 'string', options, {
      options: values,
      writableOptions: options?.writable,
    }),
  /** A number the store keeps exactly (storableNumber): within ±(2^53 − 1) unless narrower bounds are given. */
  number: <const O extends FieldOptions & NumberBounds>(options?: O) =>
    field<number, NullableIn<O>>(storableNumber(options), 'number', options),
  boolean: <const O extends FieldOptions>(options?: O) =>
    field<boolean, NullableIn<O>>(v.boolean(), 'boolean', options),
  /** An ISO 8601 UTC date-time with milliseconds. */
  dateTime: <const O extends FieldOptions>(options?: O) => field<string, NullableIn<O>>(utcDateTime, 'date', options),
  /**
   * An id of another resource: its prefix, an underscore and the rest (at least 4 characters in all). The engine checks
   * on every write that it names a live record (see reference-check.ts).
   */
  ref: <const O extends FieldOptions>(prefix: string, options?: O) =>
    field<string, NullableIn<O>>(
      v.pipe(
        v.string(),
        v.regex(new RegExp(`^${prefix}_[0-9A-Za-z]{1,100}$`), `must be an id starting with ${prefix}_`),
      ),
      'string',
      options,
      { references: prefix },
    ),
  /**
   * An array; `of` is a field builder's result for the items (its schema and query type are used). `maxJsonBytes`
   * bounds the whole array as JSON (UTF-8), for items that each fit but together would cost too much where they go.
   */
  array: <E, const O extends FieldOptions & { minItems?: number; maxItems?: number; maxJsonBytes?: number }>(
    of: FieldSpec<E>,
    options?: O,
  ) =>
    field<E[], NullableIn<O>>(
      withJsonBytesBound(
        v.pipe(
          options?.minItems
            ? v.pipe(v.array(of.schema), v.minLength(options.minItems, `must have at least ${options.minItems} items`))
            : v.array(of.schema),
          v.maxLength(options?.maxItems ?? 1000, `must have at most ${options?.maxItems ?? 1000} items`),
        ),
        options?.maxJsonBytes,
      ),
      'array',
      { default: () => [], ...options },
      {
        elementType: of.queryType === 'array' ? undefined : of.queryType,
        references: of.references,
      },
    ),
  /** A structured value: selectable as a whole or by nested path, not filterable. */
  object: <S extends v.GenericSchema, const O extends FieldOptions>(schema: S, options?: O) =>
    field<v.InferOutput<S>, NullableIn<O>>(schema, undefined, options),
  /**
   * An object of `entries` of which the `writeOnly` ones (a password) are given by bodies, marked writeOnly in the
   * interface description, and never stored or shown: the record and answers hold `<name>Set` instead.
   */
  objectWithWriteOnly: <
    const E extends v.ObjectEntries,
    const K extends keyof E & string,
    const O extends FieldOptions,
  >(
    entries: E,
    writeOnly: readonly K[],
    options?: O,
  ) => {
    const { body, stored } = writeOnlySchemas(entries, writeOnly);
    // The stored schema is built from the same entries, so its output is the declared shape.
    const schema = stored as unknown as v.GenericSchema<unknown, WithWriteOnlySet<E, K>>;
    return field<WithWriteOnlySet<E, K>, NullableIn<O>>(schema, undefined, options, { writeOnly, bodySchema: body });
  },
  /** The customProperties map, checked against the organization's property definitions for the target. */
  customProperties: (target: 'CONTACT' | 'COMPANY') =>
    field<Record<string, unknown>, false>(
      v.record(v.string(), v.unknown()),
      undefined,
      { default: () => ({}) },
      { customPropertiesTarget: target },
    ),
};

/** The size of a value as JSON, in UTF-8 bytes: what it weighs wherever it is sent on. */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** `schema`, refusing a value over `maxBytes` as JSON and saying the bound in the interface description. */
function withJsonBytesBound<T>(schema: v.GenericSchema<unknown, T>, maxBytes: number | undefined) {
  if (maxBytes === undefined) return schema;
  return v.pipe(
    schema,
    v.check((value) => jsonBytes(value) <= maxBytes, `must be at most ${maxBytes} bytes in all, as JSON`),
    v.description(`At most ${maxBytes} bytes in all, as JSON (UTF-8).`),
  );
}

/** The five social networks whose handles contacts, companies and webhook rows carry. */
const socialNetworks = ['facebook', 'github', 'instagram', 'linkedin', 'x'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** One field per social network, each made by `make`: the handles, declared once for every place that keeps them. */
export function perSocialNetwork<T>(make: () => T): Record<SocialNetwork, T> {
  return { facebook: make(), github: make(), instagram: make(), linkedin: make(), x: make() };
}

/** The value a create gives a field the body leaves out: the declared default, or what its function makes now. */
export function defaultOf(spec: Pick<FieldSpec, 'default'>): unknown {
  return typeof spec.default === 'function' ? spec.default() : spec.default;
}

/** The schema of a field's value as stored and sent: null allowed where the field is nullable. */
export function valueSchema(spec: Pick<FieldSpec, 'schema' | 'nullable'>): v.GenericSchema {
  return spec.nullable ? v.nullable(spec.schema) : spec.schema;
}

/**
 * The schema of a field's value as a body gives it: the body's own schema where the field has one (write-only entries),
 * narrowed to its writable options where it has them; null allowed where the field is nullable.
 */
export function writeValueSchema(
  spec: Pick<FieldSpec, 'schema' | 'bodySchema' | 'nullable' | 'writableOptions'>,
): v.GenericSchema {
  const [first, ...rest] = spec.writableOptions ?? [];
  const schema = first === undefined ? (spec.bodySchema ?? spec.schema) : oneOf([first, ...rest]);
  return valueSchema({ schema, nullable: spec.nullable });
}

/** The schema of a whole stored record of a resource: every field present, null where the field is nullable. */
export const recordOf = (fields: Record<string, { schema: v.GenericSchema; nullable: boolean }>) =>
  v.object(Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, valueSchema(spec)])));
