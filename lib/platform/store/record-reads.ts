// Reads records by key: one by id, several by id (of one type, or live ones of any types), one by a unique value, and
// one with the version a write must find.
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { EntityType, UniqueConstraint } from './entity.js';
import { itemKey, toRecord, type VersionedRecord, versionedOf } from './item-mapping.js';
import { guardKey, recordKey } from './keys.js';
import type { RawItems } from './raw-items.js';
import type { StoredRecord } from './records.js';
import type { Item, TableAccess } from './table-access.js';

/** A record named by its type, the namespace it lives in (an organization, or a user's own) and its id. */
export interface RecordAddress<R extends StoredRecord = StoredRecord> {
  entity: EntityType<R>;
  org: string;
  id: string;
}

/** What `getLive` answers for `addresses`: at each position the record of that address's type, or undefined. */
type LiveRecordsAt<A extends readonly RecordAddress[]> = {
  -readonly [K in keyof A]: (A[K] extends RecordAddress<infer R> ? R : never) | undefined;
};

/** Keys one BatchGetItem call may ask for. */
const BATCH_GET_LIMIT = 100;

export function createRecordReads({ client, tableName }: TableAccess, raw: RawItems) {
  const itemOfRecord = (entity: EntityType, org: string, id: string) => raw.getItem(recordKey(org, entity.object, id));

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

    /** Records by id, in the order of `ids`; missing ones are left out. At most 100 ids. */
    async batchGet<R extends StoredRecord>(entity: EntityType<R>, org: string, ids: readonly string[]): Promise<R[]> {
      if (ids.length === 0) return [];
      const found = new Map<string, R>();
      let keys: Item[] | undefined = ids.map((id) => recordKey(org, entity.object, id));
      while (keys?.length) {
        const result: BatchGetCommandOutput = await client.send(
          new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }),
        );
        for (const item of result.Responses?.[tableName] ?? []) {
          const record = toRecord(entity, item);
          found.set(record.id, record);
        }
        keys = result.UnprocessedKeys?.[tableName]?.Keys;
      }
      return ids.map((id) => found.get(id)).filter((record) => record !== undefined);
    },

    /**
     * Live records of any types and namespaces, in the order of `addresses` (undefined where none is live), read
     * strongly consistent with one BatchGetItem per 100 distinct keys, sent together.
     */
    async getLive<const A extends readonly RecordAddress[]>(addresses: A): Promise<LiveRecordsAt<A>> {
      const keys = addresses.map(({ entity, org, id }) => recordKey(org, entity.object, id));
      const distinct = [...new Map(keys.map((key) => [itemKey(key), key])).values()];
      const chunks = Array.from({ length: Math.ceil(distinct.length / BATCH_GET_LIMIT) }, (_, i) =>
        distinct.slice(i * BATCH_GET_LIMIT, (i + 1) * BATCH_GET_LIMIT),
      );
      const found = new Map((await Promise.all(chunks.map((chunk) => raw.getItems(chunk)))).flatMap((m) => [...m]));
      // Each record is read through its own address's entity; the compiler cannot follow a map over a tuple.
      return addresses.map(
        ({ entity }, i) => versionedOf(entity, found.get(itemKey(keys[i]!)))?.record,
      ) as LiveRecordsAt<A>;
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
