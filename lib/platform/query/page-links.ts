// The Link header of a list answer (RFC 8288): the next page after the last item when the page is full (or was read
// backwards: the cursor's record follows it), the previous one before the first item when the request came with a
// cursor; the body stays the specification's bare array.
import type { ListQuery } from './types.js';

/** What a page's links are built from: the query it answered and the ids of its first and last records. */
export interface PageEnds {
  limit: number;
  count: number;
  firstId?: string;
  lastId?: string;
  /** The request named startingAfter or endingBefore. */
  cursorGiven: boolean;
  /** The request named endingBefore: the page came from reading backwards. */
  backward: boolean;
}

/** The ends of a page read with `query`: the ids of its records in the order answered (before fields are selected). */
export function pageEndsOf(query: Pick<ListQuery, 'limit' | 'startingAfter' | 'endingBefore'>, ids: readonly string[]) {
  return {
    limit: query.limit,
    count: ids.length,
    firstId: ids[0],
    lastId: ids.at(-1),
    cursorGiven: query.startingAfter !== undefined || query.endingBefore !== undefined,
    backward: query.endingBefore !== undefined,
  } satisfies PageEnds;
}

const CURSOR_NAMES = new Set(['startingAfter', 'endingBefore']);

/** A query string parameter's name as written, decoded when it can be (a broken escape stays as it is). */
function nameOf(parameter: string): string {
  const raw = parameter.split('=', 1)[0]!.replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The request's own address with its cursor replaced: every other parameter as the caller wrote it. */
function withCursor(base: string, rawQuery: string, cursor: 'startingAfter' | 'endingBefore', id: string): string {
  const kept = rawQuery.split('&').filter((parameter) => parameter && !CURSOR_NAMES.has(nameOf(parameter)));
  return `${base}?${[...kept, `${cursor}=${encodeURIComponent(id)}`].join('&')}`;
}

/**
 * The Link header for a page answered at `url` (the public base and path, no query) for `rawQuery`, or undefined on
 * a last page read without a cursor.
 */
export function pageLinkHeader(url: string, rawQuery: string, ends: PageEnds): string | undefined {
  const links: string[] = [];
  if (ends.lastId && (ends.count >= ends.limit || ends.backward))
    links.push(`<${withCursor(url, rawQuery, 'startingAfter', ends.lastId)}>; rel="next"`);
  if (ends.firstId && ends.cursorGiven)
    links.push(`<${withCursor(url, rawQuery, 'endingBefore', ends.firstId)}>; rel="prev"`);
  return links.length ? links.join(', ') : undefined;
}
