// The Link header of a list page: next when full or read backwards, prev when a cursor was given, other parameters kept.
import { pageEndsOf, pageLinkHeader } from '../../../lib/platform/query/page-links.js';

const url = 'https://api.example.com/v5/contacts';
const ends = (limit: number, ids: string[], cursor: { startingAfter?: string; endingBefore?: string } = {}) =>
  pageEndsOf({ limit, ...cursor }, ids);

describe('pageLinkHeader', () => {
  it('links the next page after the last id of a full first page, and no previous one', () => {
    expect(pageLinkHeader(url, 'limit=2', ends(2, ['con_a', 'con_b']))).toBe(
      `<${url}?limit=2&startingAfter=con_b>; rel="next"`,
    );
  });

  it('gives a last page read without a cursor no link at all', () => {
    expect(pageLinkHeader(url, 'limit=3', ends(3, ['con_a', 'con_b']))).toBeUndefined();
    expect(pageLinkHeader(url, '', ends(25, []))).toBeUndefined();
  });

  it('replaces the cursor it was given and keeps every other parameter as written', () => {
    const raw = 'filter.name.contains=a%20b&select%5B%5D=name&startingAfter=con_x&limit=2';
    expect(pageLinkHeader(url, raw, ends(2, ['con_c', 'con_d'], { startingAfter: 'con_x' }))).toBe(
      [
        `<${url}?filter.name.contains=a%20b&select%5B%5D=name&limit=2&startingAfter=con_d>; rel="next"`,
        `<${url}?filter.name.contains=a%20b&select%5B%5D=name&limit=2&endingBefore=con_c>; rel="prev"`,
      ].join(', '),
    );
  });

  it('gives the last page of a cursor only its previous page', () => {
    expect(pageLinkHeader(url, 'startingAfter=con_x', ends(25, ['con_y'], { startingAfter: 'con_x' }))).toBe(
      `<${url}?endingBefore=con_y>; rel="prev"`,
    );
  });

  it('gives a page read backwards a next page (the cursor follows it) even when it is not full', () => {
    expect(pageLinkHeader(url, 'endingBefore=con_c', ends(25, ['con_a', 'con_b'], { endingBefore: 'con_c' }))).toBe(
      `<${url}?startingAfter=con_b>; rel="next", <${url}?endingBefore=con_a>; rel="prev"`,
    );
  });

  it('drops a cursor whose name was percent-encoded, and encodes the id it writes', () => {
    expect(pageLinkHeader(url, 'starting%41fter=x', ends(1, ['a b'], { startingAfter: 'x' }))).toBe(
      `<${url}?startingAfter=a%20b>; rel="next", <${url}?endingBefore=a%20b>; rel="prev"`,
    );
  });
});
