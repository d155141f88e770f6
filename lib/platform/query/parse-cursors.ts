// Parses the page cursors, `startingAfter` and `endingBefore`: at most one, the id of a record of this resource.
import { InvalidParameterError } from '../http/errors.js';

export interface Cursors {
  startingAfter?: string;
  endingBefore?: string;
}

/** A ULID in Crockford base32, upper case as the ids are minted. */
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

function checkCursor(parameter: keyof Cursors, value: string, idPrefix: string): string {
  const prefix = `${idPrefix}_`;
  if (value.startsWith(prefix) && ULID.test(value.slice(prefix.length))) return value;
  throw new InvalidParameterError(
    `${parameter} must be the id of a ${idPrefix} record (${prefix} followed by a 26-character ULID).`,
  );
}

export function parseCursors(raw: Cursors, idPrefix: string): Cursors {
  const { startingAfter, endingBefore } = raw;
  if (startingAfter !== undefined && endingBefore !== undefined) {
    throw new InvalidParameterError('startingAfter and endingBefore cannot be used together; give one of them.');
  }
  if (startingAfter !== undefined) return { startingAfter: checkCursor('startingAfter', startingAfter, idPrefix) };
  if (endingBefore !== undefined) return { endingBefore: checkCursor('endingBefore', endingBefore, idPrefix) };
  return {};
}
