// Unit tests of "did you mean" hints: case-insensitive equality, Levenshtein distance up to 2, and prefixes.
import { didYouMean, suggest } from '../../../lib/platform/query/did-you-mean.js';

const known = ['id', 'name', 'email', 'limit', 'createdAt', 'customProperties.tier'];

describe('suggest', () => {
  it.each([
    ['limt', 'limit'],
    ['emial', 'email'],
    ['EMAIL', 'email'],
    ['createdat', 'createdAt'],
    ['create', 'createdAt'],
    ['customProperties.tire', 'customProperties.tier'],
    ['nam', 'name'],
  ])('suggests %s -> %s', (name, expected) => {
    expect(suggest(name, known)).toBe(expected);
  });

  it('prefers a known name the given one starts, over one at distance 2', () => {
    // 'na' is at distance 2 from 'id' but a prefix of 'name'.
    expect(suggest('na', known)).toBe('name');
  });

  it('prefers the closer name, and the earlier on a tie', () => {
    expect(suggest('emaik', ['emails', 'email'])).toBe('email');
    expect(suggest('ab', ['ac', 'ad'])).toBe('ac');
  });

  it('suggests nothing when every character would change', () => {
    expect(suggest('x', known)).toBeUndefined();
    expect(suggest('gt', ['equals', 'not'])).toBeUndefined();
    expect(suggest('ix', known)).toBe('id');
  });

  it('suggests nothing for far names and for an empty name', () => {
    expect(suggest('zzzzzz', known)).toBeUndefined();
    expect(suggest('', known)).toBeUndefined();
    expect(suggest('x'.repeat(10_000), known)).toBeUndefined();
  });
});

describe('didYouMean', () => {
  it('formats the hint, or nothing', () => {
    expect(didYouMean('limt', known)).toBe(' (did you mean limit?)');
    expect(didYouMean('zzzzzz', known)).toBe('');
  });
});
