// Parses the query language's ISO 8601 dates and date-times, accepting real calendar dates only.

/** The instant a value names; `dateOnly` marks a `YYYY-MM-DD` value, which means its whole UTC day. */
export interface ParsedDate {
  instant: Date;
  dateOnly: boolean;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// A zone is required: a zoneless date-time would mean whatever the server's zone is.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** The UTC instant of these wall-clock fields, or undefined when any is out of range (2023-02-29, 24:00, ...). */
function utcInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): Date | undefined {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  // Out-of-range fields roll over into the next unit, so a round trip exposes them.
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return same ? date : undefined;
}

function parseDateTime(match: RegExpExecArray): Date | undefined {
  const [, year, month, day, hour, minute, second = '0', fraction = '', sign, offsetHours = '0', offsetMinutes = '0'] =
    match;
  // Digits beyond milliseconds are truncated: a JavaScript date holds no more.
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const local = utcInstant(Number(year), Number(month), Number(day), Number(hour), Number(minute), Number(second), ms);
  if (local === undefined || Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return undefined;
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * MS_PER_MINUTE;
  return new Date(local.getTime() - offset);
}

/** `YYYY-MM-DD`, or a date-time with `T` and a zone (`Z` or `±hh:mm`); undefined when malformed. */
export function parseDate(raw: string): ParsedDate | undefined {
  const date = DATE.exec(raw);
  if (date) {
    const instant = utcInstant(Number(date[1]), Number(date[2]), Number(date[3]));
    return instant && { instant, dateOnly: true };
  }
  const dateTime = DATE_TIME.exec(raw);
  const instant = dateTime ? parseDateTime(dateTime) : undefined;
  return instant && { instant, dateOnly: false };
}

/** The start of the next UTC day after a date-only value's midnight. */
export function nextUtcDay(midnight: Date): Date {
  return new Date(midnight.getTime() + MS_PER_DAY);
}
