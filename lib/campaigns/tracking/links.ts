// The http(s) links of a message body, in order: the click token's link index counts in this list.
const LINK = /https?:\/\/[^\s<>"'`]+/g;

/**
 * Whether a link may go through the click redirect: only what parses as an http(s) URL, so that the service's 302 never
 * sends a browser to another scheme or to a string browsers would each read differently. Anything else stays as written.
 */
function isTrackable(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol } = new URL(url);
  return protocol === 'http:' || protocol === 'https:';
}

/** Punctuation that ends a sentence rather than a URL ("see https://a.example/x."). */
const TRAILING = /[.,;:!?)\]}]+$/;

export interface FoundLink {
  url: string;
  start: number;
  end: number;
}

/** Every trackable http(s) URL of `text` with where it stands; the sent email's stored body gives the same list again. */
function findLinks(text: string): FoundLink[] {
  return [...text.matchAll(LINK)]
    .map((match) => {
      const url = match[0].replace(TRAILING, '');
      return { url, start: match.index, end: match.index + url.length };
    })
    .filter((link) => isTrackable(link.url));
}

/** `text` with each link replaced by what `replace` makes of it (its index among the links, and the URL). */
export function replaceLinks(
  text: string,
  replace: (link: FoundLink, index: number) => string,
  between: (part: string) => string = (part) => part,
): string {
  let out = '';
  let at = 0;
  findLinks(text).forEach((link, index) => {
    out += between(text.slice(at, link.start)) + replace(link, index);
    at = link.end;
  });
  return out + between(text.slice(at));
}

/** The URL the click token's link index names in a sent email's stored body, if there is one. */
export function linkOfBody(body: string, index: number): string | undefined {
  return findLinks(body)[index]?.url;
}
