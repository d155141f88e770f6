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

const PARTIAL_DATE_MESSAGE = 'must be a date YYYY-MM or YYYY-MM-DD, or an ISO 8601 UTC date-time';
/** The three forms, as JSON Schema can say them (the document shows this pattern); whether the date is real is checked apart. */
const PARTIAL_DATE_FORM = /^\d{4}-(0[1-9]|1[0-2])(-\d{2}(T\d{2}:\d{2}:\d{2}\.\d{3}Z)?)?$/;

/** A date as precise as it is known: a month `2021-03`, a day `2021-03-15`, or an ISO 8601 UTC date-time. */
export const partialDate = v.pipe(
  v.string(),
  v.regex(PARTIAL_DATE_FORM, PARTIAL_DATE_MESSAGE),
  // A value of another form is the regex's issue alone.
  v.check(
    (value) =>
      !PARTIAL_DATE_FORM.test(value) ||
      /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ||
      isCalendarDate(value) ||
      isUtcDateTime(value),
    PARTIAL_DATE_MESSAGE,
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
