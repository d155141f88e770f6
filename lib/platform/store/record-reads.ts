// Reads records by key: one by id, several by id (of one type, or live ones of any types), one by a unique value, the
// holders of unique values, and records with the version a write must find.
import type { EntityType, UniqueConstraint } from './entity.js';
import { itemKey, toRecord, versionedOf } from './item-mapping.js';
import { guardKey, type ItemKey, recordKey, uniqueValue } from './keys.js';
import type { RawItems } from './raw-items.js';
import type { StoredRecord, VersionedRecord } from './records.js';

/** A record named by its type, the namespace it lives in (an organization, or a user's own) and its id. */
export interface RecordAddress<R extends StoredRecord = StoredRecord> {
  entity: EntityType<R>;
  org: string;
  id: string;
}

/** The record type an address (or no address) reads. */
type RecordAt<A> = A extends RecordAddress<infer R> ? R : never;

/** What `getLive` answers for `addresses`: at each position the record of that address's type, or undefined. */
type LiveRecordsAt<A extends readonly (RecordAddress | undefined)[]> = {
  -readonly [K in keyof A]: RecordAt<A[K]> | undefined;
};

/** What `getLiveVersioned` answers: at each position the record of that address's type with its version, or undefined. */
type LiveVersionedAt<A extends readonly (RecordAddress | undefined)[]> = {
  -readonly [K in keyof A]: VersionedRecord<RecordAt<A[K]>> | undefined;
};

/** A unique value of a record type, given as the fields its constraint reads (its first one unless named). */
export interface UniqueValueOf {
  entity: EntityType;
  org: string;
  values: Readonly<Record<string, unknown>>;
  constraint?: UniqueConstraint;
}

/** The record that holds a unique value, and the namespace it lives in. */
export interface UniqueHolder {
  org: string;
  recordId: string;
}

export function createRecordReads(raw: RawItems) {
  const itemOfRecord = (entity: EntityType, org: string, id: string) => raw.getItem(recordKey(org, entity.object, id));

  /** Items by key, strongly consistent, in the order of `keys`; undefined where a key is (no read is made for it) or where no item is. */
  async function itemsByKey(keys: ReadonlyArray<ItemKey | undefined>) {
    const found = await raw.getItems(keys.filter((key) => key !== undefined));
    return keys.map((key) => key && found.get(itemKey(key)));
  }

  /** Live records with their versions, in the order of `addresses`; undefined where none is live or none is asked. */
  async function liveVersioned<const A extends readonly (RecordAddress | undefined)[]>(
    addresses: A,
  ): Promise<LiveVersionedAt<A>> {
    const items = await itemsByKey(
      addresses.map((address) => address && recordKey(address.org, address.entity.object, address.id)),
    );
    // Each record is read through its own address's entity; the compiler cannot follow a map over a tuple.
    return items.map((item, i) => {
      const address = addresses[i];
      return address && versionedOf(address.entity, item);
    }) as LiveVersionedAt<A>;
  }

  const reads = {
    /** A record by id, read strongly consistent; soft-deleted ones only when asked for. */
    async get<R extends StoredRecord>(
      entity: EntityType<R>,
      org: string,
      id: string,
      options: { includeDeleted?: boolean } = {},
    ): Promise<R | undefined> {
      const item = await itemOfRecord(entity, org, id);
      if (!item || (item.deletedAt !== null && !options.includeDeleted)) return undefined;
      return toRecord(entity, item);
    },

    /** A live record with the version a write through `updateItems` must find. */
    async getVersioned<R extends StoredRecord>(
      entity: EntityType<R>,
      org: string,
      id: string,
    ): Promise<VersionedRecord<R> | undefined> {
      return versionedOf(entity, await itemOfRecord(entity, org, id));
    },

    /** Records by id, read eventually consistent, in the order of `ids`; missing ones are left out. */
    async batchGet<R extends StoredRecord>(entity: EntityType<R>, org: string, ids: readonly string[]): Promise<R[]> {
      const keys = ids.map((id) => recordKey(org, entity.object, id));
      const found = await raw.getItems(keys, { consistent: false });
      return keys.flatMap((key) => {
        const item = found.get(itemKey(key));
        return item ? [toRecord(entity, item)] : [];
      });
    },

    /**
     * Live records of any types and namespaces, in the order of `addresses` (undefined where none is live), read
     * strongly consistent with one BatchGetItem per 100 distinct keys, sent together.
     */
    async getLive<const A extends readonly RecordAddress[]>(addresses: A): Promise<LiveRecordsAt<A>> {
      // The records of the versioned reads, position by position; the compiler cannot follow a map over a tuple.
      return (await liveVersioned(addresses)).map((found) => found?.record) as LiveRecordsAt<A>;
    },

    /** Live records with the version a write through `updateItems` must find, read as `getLive` reads them. */
    getLiveVersioned: liveVersioned,

    /**
     * Which records hold unique values, in the order of `values` (undefined where none does, or where the fields make
     * no value), read from their guards strongly consistent, 100 to a BatchGetItem.
     */
    async uniqueHolders(values: readonly UniqueValueOf[]): Promise<Array<UniqueHolder | undefined>> {
      const keys = values.map(({ entity, org, values: fields, constraint = entity.unique?.[0] }) => {
        if (!constraint) throw new Error(`${entity.object} has no unique constraint`);
        const value = uniqueValue(constraint, fields);
        return value === undefined ? undefined : guardKey(entity, constraint, org, value);
      });
      const guards = await itemsByKey(keys);
      return guards.map((guard) => (guard ? { org: String(guard.org), recordId: String(guard.recordId) } : undefined));
    },

    /** The record a global unique value points to (an API key by hash, a user by email). */
    async findByUnique<R extends StoredRecord>(
      entity: EntityType<R>,
      constraint: UniqueConstraint,
      org: string,
      value: string,
    ): Promise<{ org: string; record: R } | undefined> {
      const normalized = constraint.normalize ? constraint.normalize(value) : value;
      const guard = await raw.getItem(guardKey(entity, constraint, org, normalized), { consistent: false });
      if (!guard) return undefined;
      const record = await reads.get(entity, String(guard.org), String(guard.recordId));
      return record && { org: String(guard.org), record };
    },
  };
  return reads;
}

export type RecordReads = ReturnType<typeof createRecordReads>;
