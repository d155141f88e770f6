// Items that index a record beside it, written in its own transactions: its search tokens and its array memberships.
import type { EntityType } from './entity.js';
import { valueAt } from '../field-path.js';
import { type ItemKey, recordPartition } from './keys.js';
import type { StoredRecord } from './records.js';
import { isCompound, recordWords } from './search-words.js';

/** Tokens are bucketed by their first characters; a query word shorter than this cannot pick a bucket. */
export const MIN_TOKEN_CHARS = 3;
/** Longer words are indexed by their first characters; the rest is checked on the record. */
export const TOKEN_CHARS = 40;
/**
 * Tokens one record may have in the index; a record with more is listed once in its family's overflow partition,
 * which every indexed search reads and checks. With the memberships' cap, it keeps a contact and a company created in
 * one transaction (an import row) within DynamoDB's 100 items.
 */
const MAX_TOKENS = 16;
/** Values of an indexed array field one record is listed under; past it, the record is in the field's overflow. */
export const MAX_INDEXED_VALUES = 8;
/** Longer values are not listed (a partition key holds at most 2048 bytes): their records are in the overflow. */
const MAX_VALUE_BYTES = 200;

/** A run of record ids in one partition: items whose sort key is `prefix` followed by the id, so it reads in id order. */
export interface IdRun {
  PK: string;
  prefix: string;
}

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
const firstChars = (text: string, count: number) => [...text].slice(0, count).join('');

/** The token a word is indexed by. */
export const tokenOf = (word: string) => firstChars(word, TOKEN_CHARS);

/** Every index item of a type in one organization has a partition that begins with one of these. */
export const indexPartitionPrefixes = (org: string, object: string) => ({
  tokens: `${recordPartition(org, object)}#TOKEN#`,
  memberships: `${recordPartition(org, object)}#TERM#`,
});

/** Plain words and compound ones (with punctuation inside) live apart, so a plain word never walks past addresses. */
export function tokenPartition(org: string, object: string, token: string): string {
  return `${recordPartition(org, object)}#TOKEN#${isCompound(token) ? 'c' : 'w'}:${firstChars(token, MIN_TOKEN_CHARS)}`;
}

/** The records whose tokens did not fit: every indexed search reads them too. */
export const searchOverflowRun = (org: string, object: string): IdRun => ({
  PK: `${recordPartition(org, object)}#TOKEN#~`,
  prefix: '',
});

/** The ids of the records with one token: sort keys `<hex of token>#<id>` (hex keeps byte order and no `#` inside). */
export const tokenRun = (org: string, object: string, token: string): IdRun => ({
  PK: tokenPartition(org, object, token),
  prefix: `${hex(token)}#`,
});

/** The sort keys of the tokens that start with `word`: from its hex to past every continuation. */
export const tokensStartingWith = (word: string): [string, string] => [hex(word), `${hex(word)}\uffff`];

/** The token of a token item's sort key. */
export const tokenOfSortKey = (sortKey: string) =>
  Buffer.from(sortKey.slice(0, sortKey.indexOf('#')), 'hex').toString('utf8');

/** The lowest sort key after every item of `token` (`$` sorts after `#` and before any hex digit). */
export const afterToken = (token: string) => `${hex(token)}$`;

/** The ids of the records listed under one value of an indexed array field. */
export const membershipRun = (org: string, object: string, field: string, value: string): IdRun => ({
  PK: `${recordPartition(org, object)}#TERM#${field}=${encodeURIComponent(value)}`,
  prefix: '',
});

/** The records with more values of the field than are listed, or values too long to list. */
export const membershipOverflowRun = (org: string, object: string, field: string): IdRun => ({
  PK: `${recordPartition(org, object)}#TERM#${field}~`,
  prefix: '',
});

/** Whether a value can be listed (and counted) on its own. */
export const listable = (value: unknown) =>
  value !== null && value !== undefined && Buffer.byteLength(encodeURIComponent(String(value))) <= MAX_VALUE_BYTES;

/** The distinct values of an array field a record is listed under, or 'overflow' when they are too many or too long. */
export function indexedElements(value: unknown): string[] | 'overflow' {
  const elements = [...new Set((Array.isArray(value) ? value : [value]).filter((e) => e !== null && e !== undefined))];
  if (elements.length > MAX_INDEXED_VALUES || !elements.every(listable)) return 'overflow';
  return elements.map(String);
}

/**
 * The tokens of a record, or 'overflow'. Words shorter than MIN_TOKEN_CHARS are never looked up; a token that begins
 * another token of the record is left out, since a query word that begins it begins the longer one too.
 */
function searchTokens(entity: EntityType, record: StoredRecord): string[] | 'overflow' {
  const tokens = [
    ...new Set(
      recordWords(entity.searchFields ?? [], record)
        .map(tokenOf)
        .filter((token) => [...token].length >= MIN_TOKEN_CHARS),
    ),
  ];
  const kept = tokens.filter(
    (token) =>
      !tokens.some((other) => other !== token && other.startsWith(token) && isCompound(other) === isCompound(token)),
  );
  return kept.length > MAX_TOKENS ? 'overflow' : kept;
}

const item = (run: IdRun, id: string): ItemKey => ({ PK: run.PK, SK: `${run.prefix}${id}` });

/** The index items a live record has: one per search token and one per listed value of each membership field. */
export function indexItems(entity: EntityType, org: string, record: StoredRecord): ItemKey[] {
  const items: ItemKey[] = [];
  if (entity.searchIndexed) {
    const tokens = searchTokens(entity, record);
    if (tokens === 'overflow') items.push(item(searchOverflowRun(org, entity.object), record.id));
    else items.push(...tokens.map((token) => item(tokenRun(org, entity.object, token), record.id)));
  }
  for (const field of entity.memberships ?? []) {
    const elements = indexedElements(valueAt(record, field));
    if (elements === 'overflow') items.push(item(membershipOverflowRun(org, entity.object, field), record.id));
    else items.push(...elements.map((value) => item(membershipRun(org, entity.object, field, value), record.id)));
  }
  return items;
}

/**
 * The partitions of the index items of a record type (`*`: of every type), as IAM's StringLike patterns: its token
 * partitions (with their overflow), its membership partitions (with theirs), for what the type indexes.
 */
export function indexItemPatterns(object: string, indexes: { tokens: boolean; memberships: boolean }): string[] {
  const { tokens, memberships } = indexPartitionPrefixes('*', object);
  return [...(indexes.tokens ? [`${tokens}*`] : []), ...(indexes.memberships ? [`${memberships}*`] : [])];
}
