// Parses one filter parameter, filter.<path>.<operator>=<value>, into the typed filters the planner runs.
import { InvalidFilterError } from '../http/errors.js';
import { nextUtcDay, type ParsedDate } from './parse-date.js';
import { checkOperator, parseFilterKey } from './parse-filter-key.js';
import { parseDateValue, parseValue } from './parse-value.js';
import type { DateOperator, FieldCatalog, Filter, Operator, QueryField } from './types.js';

const MULTI_VALUE: ReadonlySet<Operator> = new Set(['in', 'notIn', 'hasEvery', 'hasSome']);
/** DynamoDB's IN takes at most 100 operands; refusing more here keeps that a 400 rather than a store error. */
export const MAX_FILTER_VALUES = 100;

/**
 * A date-only value means its whole UTC day, so each operator becomes bounds on instants, the only thing the
 * planner compares: `equals D` is `[D, D+1)`, `gt D` is `>= D+1`, `lte D` is `< D+1`.
 */
const WHOLE_DAY: Record<DateOperator, ReadonlyArray<readonly [DateOperator, 'day' | 'nextDay']>> = {
  equals: [
    ['gte', 'day'],
    ['lt', 'nextDay'],
  ],
  gt: [['gte', 'nextDay']],
  gte: [['gte', 'day']],
  lt: [['lt', 'day']],
  lte: [['lt', 'nextDay']],
};

const isDateOperator = (operator: Operator): operator is DateOperator => Object.hasOwn(WHOLE_DAY, operator);

function dateFilters(field: QueryField, operator: DateOperator, date: ParsedDate): Filter[] {
  if (!date.dateOnly) return [{ field, operator, values: [date.instant.toISOString()] }];
  const bounds = { day: date.instant, nextDay: nextUtcDay(date.instant) };
  return WHOLE_DAY[operator].map(([op, bound]) => ({ field, operator: op, values: [bounds[bound].toISOString()] }));
}

/**
 * Comma-separated values, split AFTER URL-decoding: `%2C` is a comma too, so a value holding a literal comma
 * cannot be expressed. Items are not trimmed (values are exact), and an empty item is an error.
 */
function splitValues(raw: string, parameter: string): string[] {
  const items = raw.split(',');
  if (items.includes(''))
    throw new InvalidFilterError(`${parameter} takes comma-separated values and none may be empty.`);
  if (items.length > MAX_FILTER_VALUES) {
    throw new InvalidFilterError(`${parameter} takes at most ${MAX_FILTER_VALUES} comma-separated values.`);
  }
  return items;
}

/** The filters one parameter stands for: usually one, two for a date-only `equals`. */
export function parseFilter(parameter: string, raw: string, catalog: FieldCatalog): Filter[] {
  const { field, operator: name } = parseFilterKey(parameter, catalog);
  // equals=null ("the field is empty") applies to every type, arrays included, whose operators lack equals.
  if (name === 'equals' && raw === 'null') return [{ field, operator: 'equals', values: [null] }];
  const operator = checkOperator(parameter, field, name);
  if (operator === 'not' && raw === 'null') return [{ field, operator, values: [null] }];
  if (operator === 'isEmpty') return [{ field, operator, values: [parseValue(raw, 'boolean', parameter)] }];
  // checkOperator has limited a date field to the date operators.
  if (field.type === 'date' && isDateOperator(operator))
    return dateFilters(field, operator, parseDateValue(raw, parameter));
  const type = field.type === 'array' ? (field.elementType ?? 'string') : field.type;
  const items = MULTI_VALUE.has(operator) ? splitValues(raw, parameter) : [raw];
  return [{ field, operator, values: items.map((item) => parseValue(item, type, parameter)) }];
}
