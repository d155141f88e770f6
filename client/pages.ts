// The typed client's page iterator: walks a list of the API by following each answer's Link rel="next" (RFC 8288),
// so that a client pages without counting or building cursors.

/** The target of `rel` in a Link header, or undefined. */
export function linkTarget(header: string | null, rel: string): string | undefined {
  for (const part of header?.split(/,(?=\s*<)/) ?? []) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    const rels = /;\s*rel="?([^";]*)"?/.exec(match?.[2] ?? '')?.[1]?.split(/\s+/) ?? [];
    if (match && rels.includes(rel)) return match[1];
  }
  return undefined;
}

/** One page as openapi-fetch answers it. */
interface Answer<T> {
  data?: T[];
  error?: unknown;
  response: Response;
}

/**
 * Yields each page's records. `get` reads a page: the first with no argument, each next one with the query string of
 * the Link before it, which it hands to openapi-fetch as its querySerializer (`following` below):
 *
 *   for await (const page of pages((next) =>
 *     client.GET('/v5/contacts', { params: { query: { limit: 100 } }, ...following(next) }))) ...
 */
export async function* pages<T>(get: (next?: string) => Promise<Answer<T>>): AsyncGenerator<T[]> {
  let next: string | undefined;
  for (;;) {
    const { data, error, response } = await get(next);
    if (error !== undefined || !data) throw new Error(`The list answered ${response.status}: ${JSON.stringify(error)}`);
    yield data;
    const target = linkTarget(response.headers.get('link'), 'next');
    if (!target) return;
    next = new URL(target, response.url).search.slice(1);
  }
}

/** The request options that send a Link's query string as it is, or none for the first page. */
export const following = (next: string | undefined) => (next ? { querySerializer: () => next } : {});
