// The words of the full-text `query` search: what a record's search fields hold and what a query asks, and the match.
import { valueAt } from '../field-path.js';

/** A run of anything but letters, digits and combining marks: where words split. */
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;
const EDGE_SEPARATORS = /^[^\p{L}\p{N}\p{M}]+|[^\p{L}\p{N}\p{M}]+$/gu;
/** A value made only of what phone numbers are written with, with enough digits to be one. */
const PHONE = /^\+?[\d\s().-]{5,}$/;

/** Lower-cased, composed (NFC) text: `Æ` typed as one character or as two matches either way. */
const normalized = (text: string) => text.normalize('NFC').toLowerCase();

/** The whitespace-separated chunks of a text, trimmed of punctuation at their ends; empty ones dropped. */
const chunksOf = (text: string) =>
  normalized(text)
    .split(/\s+/)
    .map((chunk) => chunk.replace(EDGE_SEPARATORS, ''))
    .filter(Boolean);

/**
 * The words of one field value: each chunk whole, and a chunk with punctuation inside (an email address, a domain, a
 * hyphenated name) also split into its parts and, for an address, its domain; a phone number also as its digits.
 */
export function wordsOfValue(text: string): string[] {
  const words: string[] = [];
  for (const chunk of chunksOf(text)) {
    words.push(chunk);
    const parts = chunk.split(SEPARATORS).filter(Boolean);
    if (parts.length < 2) continue;
    words.push(...parts);
    const domain = chunk.slice(chunk.lastIndexOf('@') + 1);
    if (chunk.includes('@') && SEPARATORS.test(domain)) words.push(domain);
  }
  if (PHONE.test(text.trim())) words.push(text.replace(/\D/g, ''));
  return [...new Set(words)];
}

/** The distinct words of a record's search fields (dotted paths; array values count element by element). */
export function recordWords(searchFields: readonly string[], record: Record<string, unknown>): string[] {
  const values = searchFields.flatMap((field) => [valueAt(record, field)].flat());
  return [
    ...new Set(
      values.flatMap((value) =>
        typeof value === 'string' || typeof value === 'number' ? wordsOfValue(String(value)) : [],
      ),
    ),
  ];
}

/** The words of a search: its chunks, trimmed of punctuation at their ends; one without letters or digits is dropped. */
export function queryWords(search: string): string[] {
  return [...new Set(chunksOf(search))];
}

/** Whether every query word is a prefix of one of the record's words. */
export function wordsMatch(query: readonly string[], record: readonly string[]): boolean {
  return query.every((word) => record.some((own) => own.startsWith(word)));
}

/** Whether a word has punctuation inside: it can only be a prefix of a chunk kept whole, never of a plain word. */
export function isCompound(word: string): boolean {
  return SEPARATORS.test(word);
}
