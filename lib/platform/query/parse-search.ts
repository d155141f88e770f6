// Parses the full-text search, `query`: trimmed and lower-cased because the search is case-insensitive.
import { InvalidParameterError } from '../http/errors.js';

export const MAX_SEARCH_LENGTH = 10_000;

/** The search text, or undefined when absent or blank (a blank search would match everything anyway). */
export function parseSearch(raw: string | undefined): string | undefined {
  const text = raw?.trim().toLowerCase();
  if (!text) return undefined;
  if (text.length > MAX_SEARCH_LENGTH) {
    throw new InvalidParameterError(`query must be at most ${MAX_SEARCH_LENGTH} characters long.`);
  }
  return text;
}
