// The parsed form of a list request's query string: filters, search, selection, order and cursors.

/** The query language's value types; every filterable field has one. */
export type QueryType = 'string' | 'number' | 'date' | 'boolean' | 'array';

type StringOperator = 'equals' | 'not' | 'contains' | 'startsWith' | 'endsWith' | 'in' | 'notIn';
type NumberOperator = 'equals' | 'not' | 'gt' | 'gte' | 'lt' | 'lte' | 'in';
export type DateOperator = 'equals' | 'gt' | 'gte' | 'lt' | 'lte';
type ArrayOperator = 'has' | 'hasEvery' | 'hasSome' | 'isEmpty';
type BooleanOperator = 'equals' | 'not';
export type Operator = StringOperator | NumberOperator | DateOperator | ArrayOperator | BooleanOperator;

/** The operators each type allows, as the specification lists them. */
export const operatorsByType: Record<QueryType, readonly Operator[]> = {
  string: ['equals', 'not', 'contains', 'startsWith', 'endsWith', 'in', 'notIn'],
  number: ['equals', 'not', 'gt', 'gte', 'lt', 'lte', 'in'],
  date: ['equals', 'gt', 'gte', 'lt', 'lte'],
  array: ['has', 'hasEvery', 'hasSome', 'isEmpty'],
  boolean: ['equals', 'not'],
};

/** A field the query language can name, with its type; `elementType` is the type of an array's items. */
export interface QueryField {
  path: string;
  type: QueryType;
  elementType?: Exclude<QueryType, 'array'>;
  /** Whether `orderBy` may name it. */
  sortable: boolean;
  /** Whether `filter.<path>.*` may name it. */
  filterable: boolean;
}

/** Resolves a dotted field path to its definition, or undefined; `known` lists names for "did you mean". */
export interface FieldCatalog {
  /** A filterable or sortable field. */
  resolve(path: string): QueryField | undefined;
  /** Whether `select[]` may name the path: any field of the record, nested paths of object fields included. */
  selectable(path: string): boolean;
  /** Every name the catalog knows, for "did you mean ...?" hints. */
  known(): string[];
}

/**
 * One parsed filter. `values` holds the typed value(s): one for single-value operators, several for in/notIn/
 * hasEvery/hasSome; `null` stands for `equals=null` (the field is empty); isEmpty has one boolean.
 */
export interface Filter {
  field: QueryField;
  operator: Operator;
  values: Array<string | number | boolean | null>;
}

export interface ListQuery {
  filters: Filter[];
  /** The case-insensitive full-text search, lower-cased; undefined when absent. */
  search?: string;
  /** Dotted paths to return; undefined means every field. */
  select?: string[];
  limit: number;
  orderBy: QueryField;
  sort: 'asc' | 'desc';
  startingAfter?: string;
  endingBefore?: string;
}

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 100;
