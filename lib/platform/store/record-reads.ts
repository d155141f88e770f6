// Reads records by key: one by id, several by id (of one type, or live ones of any types), one by a unique value, and
// one with the version a write must find.
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityType, UniqueConstraint } from './entity.js';
import { itemKey, toRecord, type VersionedRecord, versionedOf } from './item-mapping.js';
import { guardKey, recordKey } from './keys.js';
import type { RawItems } from './raw-items.js';
import type { StoredRecord } from './records.js';
import type { Item, TableAccess } from './table-access.js';

/** A record named by its type, the namespace it lives in (an organization, or a user's own) and its id. */
export interface RecordAddress {
  entity: EntityType;
  org: string;
  id: string;
}

/** Keys one BatchGetItem call may ask for. */
const BATCH_GET_LIMIT = 100;

export function createRecordReads({ client, tableName }: TableAccess, raw: RawItems) {
  const itemOfRecord = (entity: EntityType, org: string, id: string) => raw.getItem(recordKey(org, entity.object, id));

  const reads = {
    /** A record by id, read strongly consistent; soft-deleted ones only when asked for. */
    async get(
      entity: EntityType,
      org: string,
      id: string,
      options: { includeDeleted?: boolean } = {},
    ): Promise<StoredRecord | undefined> {
      const item = await itemOfRecord(entity, org, id);
      if (!item || (item.deletedAt !== null && !options.includeDeleted)) return undefined;
      return toRecord(item);
    },

    /** A live record with the version a write through `updateItems` must find. */
    async getVersioned(entity: EntityType, org: string, id: string): Promise<VersionedRecord | undefined> {
      return versionedOf(await itemOfRecord(entity, org, id));
    },

    /** Records by id, in the order of `ids`; missing ones are left out. At most 100 ids. */
    async batchGet(entity: EntityType, org: string, ids: readonly string[]): Promise<StoredRecord[]> {
      if (ids.length === 0) return [];
      const found = new Map<string, StoredRecord>();
      let keys: Item[] | undefined = ids.map((id) => recordKey(org, entity.object, id));
      while (keys?.length) {
        const result = await client.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }));
        for (const item of result.Responses?.[tableName] ?? []) found.set(String(item.id), toRecord(item));
        keys = result.UnprocessedKeys?.[tableName]?.Keys as Item[] | undefined;
      }
      return ids.map((id) => found.get(id)).filter((record): record is StoredRecord => !!record);
    },

    /**
     * Live records of any types and namespaces, in the order of `addresses` (undefined where none is live), read
     * strongly consistent with one BatchGetItem per 100 distinct keys, sent together.
     */
    async getLive(addresses: readonly RecordAddress[]): Promise<Array<StoredRecord | undefined>> {
      const keys = addresses.map(({ entity, org, id }) => recordKey(org, entity.object, id));
      const distinct = [...new Map(keys.map((key) => [itemKey(key), key])).values()];
      const chunks = Array.from({ length: Math.ceil(distinct.length / BATCH_GET_LIMIT) }, (_, i) =>
        distinct.slice(i * BATCH_GET_LIMIT, (i + 1) * BATCH_GET_LIMIT),
      );
      const found = new Map((await Promise.all(chunks.map((chunk) => raw.getItems(chunk)))).flatMap((m) => [...m]));
      return keys.map((key) => versionedOf(found.get(itemKey(key)))?.record);
    },

    /** The record a global unique value points to (an API key by hash, a user by email). */
    async findByUnique(
      entity: EntityType,
      constraint: UniqueConstraint,
      org: string,
      value: string,
    ): Promise<{ org: string; record: StoredRecord } | undefined> {
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
