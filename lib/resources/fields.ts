// Field builders for resource definitions: each field states its schema, nullability, write rules and query type once.
import * as v from 'valibot';
import type { QueryType } from '../query/types.js';
import { boundedString, MAX_STRING } from '../schemas/common.js';
import { countryCode, domainName, emailAddress, httpUrl, timeZone, utcDateTime } from '../schemas/formats.js';

export interface FieldSpec {
  /** Schema of a present, non-null value. */
  schema: v.GenericSchema;
  /** Query-language type; undefined for objects, which can be selected but not filtered or ordered. */
  queryType?: QueryType;
  elementType?: Exclude<QueryType, 'array'>;
  nullable: boolean;
  /** Must be given on create. */
  required: boolean;
  /** Written by the service only; a body that sets it is refused. */
  readOnly: boolean;
  /** Given on create, refused on update. */
  immutable: boolean;
  /** Value on create when the body leaves the field out (a function is called each time). */
  default?: unknown;
  /** Looked in by the case-insensitive `query` search. */
  search: boolean;
  sortable: boolean;
  filterable: boolean;
  /** Never returned by the API (secrets' hashes stay returned; this is for values nobody may read back). */
  hidden: boolean;
  /** Custom properties: values checked against the organization's property definitions for this target. */
  customPropertiesTarget?: 'CONTACT' | 'COMPANY';
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

function field(
  schema: v.GenericSchema,
  queryType: QueryType | undefined,
  options: FieldOptions,
  extra: Partial<FieldSpec> = {},
): FieldSpec {
  const scalar = queryType !== undefined && queryType !== 'array';
  return {
    schema,
    queryType,
    nullable: options.nullable ?? false,
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

/** Builders for every kind of field; string fields are bounded at 10000 characters unless stated. */
export const f = {
  string: (options: StringOptions = {}) => {
    const min = options.min ?? 0;
    const max = options.max ?? MAX_STRING;
    const bounded = v.pipe(
      v.string(),
      v.minLength(min, `must be at least ${min} characters`),
      v.maxLength(max, `must be at most ${max} characters`),
    );
    const schema = options.pattern
      ? v.pipe(bounded, v.regex(options.pattern, `must match ${options.pattern}`))
      : bounded;
    return field(schema, 'string', options);
  },
  /** A string of 1 to 10000 characters. */
  text: (options: FieldOptions = {}) => field(boundedString(), 'string', options),
  email: (options: FieldOptions = {}) => field(emailAddress, 'string', options),
  url: (options: FieldOptions = {}) => field(httpUrl, 'string', options),
  domain: (options: FieldOptions = {}) => field(domainName, 'string', options),
  timeZone: (options: FieldOptions = {}) => field(timeZone, 'string', options),
  countryCode: (options: FieldOptions = {}) => field(countryCode, 'string', options),
  enum: <const T extends readonly [string, ...string[]]>(values: T, options: FieldOptions = {}) =>
    field(v.picklist(values, `must be one of ${values.join(', ')}`), 'string', options),
  number: (options: FieldOptions & { integer?: boolean; min?: number; max?: number; exclusiveMin?: number } = {}) => {
    const checks: v.PipeItem<number, number, v.BaseIssue<unknown>>[] = [v.finite('must be a finite number')];
    if (options.integer) checks.push(v.integer('must be an integer'));
    if (options.min !== undefined) checks.push(v.minValue(options.min, `must be at least ${options.min}`));
    if (options.exclusiveMin !== undefined)
      checks.push(v.gtValue(options.exclusiveMin, `must be greater than ${options.exclusiveMin}`));
    if (options.max !== undefined) checks.push(v.maxValue(options.max, `must be at most ${options.max}`));
    return field(v.pipe(v.number(), ...checks), 'number', options);
  },
  boolean: (options: FieldOptions = {}) => field(v.boolean(), 'boolean', options),
  /** An ISO 8601 UTC date-time with milliseconds. */
  dateTime: (options: FieldOptions = {}) => field(utcDateTime, 'date', options),
  /** An id of another resource: its prefix, an underscore and the rest (at least 4 characters in all). */
  ref: (prefix: string, options: FieldOptions = {}) =>
    field(
      v.pipe(
        v.string(),
        v.regex(new RegExp(`^${prefix}_[0-9A-Za-z]{1,100}$`), `must be an id starting with ${prefix}_`),
      ),
      'string',
      options,
    ),
  /** An array; `of` is a field builder's result for the items (its schema and query type are used). */
  array: (of: FieldSpec, options: FieldOptions & { maxItems?: number } = {}) =>
    field(
      v.pipe(
        v.array(of.schema),
        v.maxLength(options.maxItems ?? 1000, `must have at most ${options.maxItems ?? 1000} items`),
      ),
      'array',
      { default: () => [], ...options },
      {
        elementType: of.queryType === 'array' ? undefined : of.queryType,
      },
    ),
  /** A structured value: selectable as a whole or by nested path, not filterable. */
  object: (schema: v.GenericSchema, options: FieldOptions = {}) => field(schema, undefined, options),
  /** The customProperties map, checked against the organization's property definitions for the target. */
  customProperties: (target: 'CONTACT' | 'COMPANY') =>
    field(v.record(v.string(), v.unknown()), undefined, { default: () => ({}) }, { customPropertiesTarget: target }),
};

/** The five social networks whose handles contacts, companies and webhook rows carry. */
export const socialNetworks = ['facebook', 'github', 'instagram', 'linkedin', 'x'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** One field per social network, each made by `make`: the handles, declared once for every place that keeps them. */
export function perSocialNetwork<T>(make: () => T): Record<SocialNetwork, T> {
  return Object.fromEntries(socialNetworks.map((network) => [network, make()])) as Record<SocialNetwork, T>;
}

/** The schema of a field's value as stored and sent: null allowed where the field is nullable. */
export function valueSchema(spec: Pick<FieldSpec, 'schema' | 'nullable'>): v.GenericSchema {
  return spec.nullable ? v.nullable(spec.schema) : spec.schema;
}
