// Types one filter value by the field's type; a malformed value is an invalid_filter naming the parameter.
import { InvalidFilterError } from '../http/errors.js';
import { parseDate, type ParsedDate } from './parse-date.js';
import type { QueryType } from './types.js';

export type ScalarType = Exclude<QueryType, 'array'>;

// Plain decimals only: Number() alone would also take '', ' ', '0x1f', '0b1' and 'Infinity'.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

const EXPECTED: Record<ScalarType, string> = {
  string: 'a string',
  number: 'a finite decimal number such as 42 or -1.5',
  boolean: 'true or false',
  // '+' in a query string decodes to a space, so an unencoded offset is the usual mistake.
  date: 'an ISO 8601 date (2024-01-31) or date-time with a zone (2024-01-31T09:30:00Z or 2024-01-31T09:30:00%2B02:00)',
};

function malformed(parameter: string, type: ScalarType): InvalidFilterError {
  return new InvalidFilterError(`${parameter} must be ${EXPECTED[type]}.`);
}

/** A date or date-time value, keeping whether it was date-only. */
export function parseDateValue(raw: string, parameter: string): ParsedDate {
  const date = parseDate(raw);
  if (date === undefined) throw malformed(parameter, 'date');
  return date;
}

/** The typed value; a date becomes its UTC instant (`toISOString()`), a date-only one its day's midnight. */
export function parseValue(raw: string, type: ScalarType, parameter: string): string | number | boolean {
  switch (type) {
    case 'string':
      return raw;
    case 'number': {
      const value = DECIMAL.test(raw) ? Number(raw) : NaN;
      if (!Number.isFinite(value)) throw malformed(parameter, type);
      // -0 would encode differently from 0 in a sort key.
      return value === 0 ? 0 : value;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw malformed(parameter, type);
      return raw === 'true';
    case 'date':
      return parseDateValue(raw, parameter).instant.toISOString();
  }
}
