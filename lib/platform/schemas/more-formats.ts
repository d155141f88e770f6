// Value formats beyond formats.ts: lower-cased emails, partial dates, currency codes and closed nested objects.
import * as v from 'valibot';
import { emailAddress, utcDateTime } from './formats.js';

/** An email address stored lower-case, so that `equals` filters and unique checks ignore case. */
export const lowerCaseEmail = v.pipe(emailAddress, v.toLowerCase());

const isUtcDateTime = (value: string) => v.is(utcDateTime, value);
const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`)) &&
  new Date(`${value}T00:00:00.000Z`).toISOString().startsWith(value);

/** A date as precise as it is known: a month `2021-03`, a day `2021-03-15`, or an ISO 8601 UTC date-time. */
export const partialDate = v.pipe(
  v.string(),
  v.check(
    (value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value) || isCalendarDate(value) || isUtcDateTime(value),
    'must be a date YYYY-MM or YYYY-MM-DD, or an ISO 8601 UTC date-time',
  ),
);

const currencies = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 currency code, upper case: EUR, USD. */
export const currencyCode = v.pipe(
  v.string(),
  v.check((code) => currencies.has(code), 'must be an ISO 4217 currency code such as EUR'),
);

/** A nested object of a body: known keys only, with messages that name what is wrong (missing, unknown, not an object). */
export const closedObject = <const T extends v.ObjectEntries>(entries: T) =>
  v.strictObject(entries, (issue) =>
    issue.expected === 'never'
      ? 'is not a known field'
      : issue.input === undefined && issue.path?.length
        ? 'is required'
        : 'must be an object',
  );
