// Reads records by key: one by id, several by id, one by a unique value, and one with the version a write must find.
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityType, UniqueConstraint } from './entity.js';
import { toRecord, type VersionedRecord, versionedOf } from './item-mapping.js';
import { guardKey, recordKey } from './keys.js';
import type { RawItems } from './raw-items.js';
import type { StoredRecord } from './records.js';
import type { Item, TableAccess } from './table-access.js';

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
