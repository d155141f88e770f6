// Declares an item that is no record (a marker, a reservation, a counter, a mail): its name, how its key is made from typed parts, whether it expires, and its typed attributes.
import type * as v from 'valibot';
import type { StoredRecord } from './records.js';

/** The value of a key part, written into the key as text. */
export type PartValue = string | number;

/** A named part of a key, written as its value. */
export interface KeyPart<N extends string = string> {
  readonly part: N;
}

/** The shard of a partition, picked by a hash of a part, so that writes spread over `count` partitions. */
export interface ShardPart<N extends string = string> {
  readonly shardOf: N;
  readonly count: number;
}

/** One `#`-separated segment of a key: fixed text, a part, or a shard. */
export type Segment = string | KeyPart | ShardPart;

export const part = <const N extends string>(name: N): KeyPart<N> => ({ part: name });
export const shard = <const N extends string>(of: N, count: number): ShardPart<N> => ({ shardOf: of, count });

type NameOf<E> = E extends KeyPart<infer N> ? N : E extends ShardPart<infer N> ? N : never;
type PartNameOf<E> = E extends KeyPart<infer N> ? N : never;
type HasShard<S extends readonly Segment[]> = [Extract<S[number], ShardPart>] extends [never] ? false : true;

/** The schema of an item's attributes: an object, read and written as one. */
export type AttributesSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

/**
 * An item type the store understands. Its partition key and sort key are the segments joined by `#` (a sort key of no
 * segments is `#`: the item is alone in its partition); its attributes are read and written through `attributes`.
 */
export interface ItemType<
  P extends readonly Segment[] = readonly Segment[],
  S extends readonly Segment[] = readonly Segment[],
  A extends AttributesSchema = AttributesSchema,
> {
  /** What the item is, for errors and the grants' descriptions. */
  readonly name: string;
  readonly partition: P;
  readonly sort: S;
  /** A valibot object schema of the attributes: reads are parsed with it, so they come back typed. */
  readonly attributes: A;
  /** Written with an expiry (DynamoDB's TTL removes it some time after); a read at a given moment skips expired ones. */
  readonly expires: boolean;
  /**
   * Its updates are claims that a retry of the same request makes the same way (a verified domain's holder): a
   * request that fails after one has written nothing its retry would not, so it may still say nothing was written.
   */
  readonly repeatable: boolean;
}

/** The parts that make an item's key. */
export type KeyOf<T extends ItemType> = {
  readonly [N in NameOf<T['partition'][number]> | NameOf<T['sort'][number]>]: PartValue;
};

/** The parts that name one partition of an item type: its parts, or the shard's number for a sharded one. */
export type PartitionOf<T extends ItemType> = {
  readonly [N in PartNameOf<T['partition'][number]>]: PartValue;
} & (HasShard<T['partition']> extends true ? { readonly shard: number } : unknown);

/** Leading parts of a sort key, for a range: a part is used only while every part before it is given. */
export type SortPrefixOf<T extends ItemType> = { readonly [N in NameOf<T['sort'][number]>]?: PartValue };

/** The attributes as read. */
export type AttributesOf<T extends ItemType> = v.InferOutput<T['attributes']>;

/** The attributes as written. */
export type WriteOf<T extends ItemType> = v.InferInput<T['attributes']>;

export interface ItemDeclaration<
  P extends readonly Segment[],
  S extends readonly Segment[],
  A extends AttributesSchema,
> {
  name: string;
  partition: P;
  /** The sort key's segments; none for an item alone in its partition. */
  sort: S;
  attributes: A;
  expires?: boolean;
  repeatable?: boolean;
}

/** Declares an item type; the store builds its keys, and grants are derived from its partition. */
export function defineItem<
  const P extends readonly Segment[],
  const S extends readonly Segment[],
  A extends AttributesSchema,
>(declaration: ItemDeclaration<P, S, A>): ItemType<P, S, A> {
  const isShard = (segment: Segment) => typeof segment === 'object' && 'shardOf' in segment;
  if (declaration.partition.filter(isShard).length > 1 || declaration.sort.some(isShard))
    throw new Error(`${declaration.name}: an item type has at most one shard, in its partition`);
  return { ...declaration, expires: declaration.expires ?? false, repeatable: declaration.repeatable ?? false };
}

/** The shards of a sharded item type (0 to count − 1); one partition, numbered 0, for any other. */
export function shardsOf(type: ItemType): number[] {
  const sharded = type.partition.find((segment) => typeof segment === 'object' && 'shardOf' in segment);
  return Array.from({ length: typeof sharded === 'object' && 'shardOf' in sharded ? sharded.count : 1 }, (_, i) => i);
}

/** One item that lives beside a record: its key and attributes, which the store writes in the record's transactions. */
interface CompanionItem<T extends ItemType> {
  key: KeyOf<T>;
  attributes: WriteOf<T>;
}

/**
 * Items of one declared type that live beside each record of an entity (a marker in a sharded due index, a key's
 * auth item) and change in its own transactions: `of` gives the items the record in this state has. A write puts the
 * new state's items and deletes the old state's that it no longer has; a soft-deleted record has none.
 */
export interface Companions<T extends ItemType = ItemType, R extends StoredRecord = StoredRecord> {
  type: T;
  of(org: string, record: R): CompanionItem<T>[];
}

/** Declares the companions of a type, with `of` typed by the item type and the record type. */
export function companionsOf<T extends ItemType, R extends StoredRecord = StoredRecord>(
  type: T,
  of: Companions<T, R>['of'],
): Companions<T, R> {
  return { type, of };
}
