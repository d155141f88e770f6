// A created record's index slots, search tokens and memberships written by plain writes after the transaction that created it: DynamoDB Local counts each item of a transaction four times (AWS, twice).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityType } from './entity.js';
import { isConditionFailure, WriteContentionError } from './errors.js';
import { indexItems } from './index-items.js';
import { expressionFields, expressionsOf, VERSION_ATTRIBUTE } from './item-expressions.js';
import { itemKey, toRecord, UNINDEXED_ATTRIBUTE, versionedOf, versionOf } from './item-mapping.js';
import { type ItemKey, indexKeys, recordKey } from './keys.js';
import type { RawItems } from './raw-items.js';
import type { StoredRecord } from './records.js';
import type { Item, TableAccess, TransactItem } from './table-access.js';
import { tableDefinition } from './table-definition.js';

/** What a record written without its indexing is to get, at the version that was written so. */
export interface DeferredIndexing {
  entity: EntityType;
  org: string;
  key: ItemKey;
  version: number;
  /** Its index slot attributes. */
  slots: Record<string, string>;
  /** Its search-token and membership items (index-items.ts). */
  indexItems: ItemKey[];
}

const SLOT_ATTRIBUTES = new Set(tableDefinition.indexes.flatMap((index) => [index.partitionKey, index.sortKey]));
/** The condition of a record's creation (write-planning.ts's createItems): only a new item is written so. */
const CREATION = 'attribute_not_exists(PK)';
/** Rounds of `agree` before it gives up on a record other writers keep changing (the caller's retry goes on). */
const MAX_AGREE_ROUNDS = 8;

/**
 * The transaction items without the indexing of every record they create of one of `entities`: its slot attributes
 * and its index items are taken out, and its item is marked unindexed while it has index items to come (a write of
 * the next version then puts all of its own: write-planning.ts). Records they change keep theirs: an item put
 * without its slots would leave every slot it is in, in the same transaction.
 */
export function deferIndexing(
  org: string,
  items: readonly TransactItem[],
  entities: readonly EntityType[],
): { items: TransactItem[]; deferred: DeferredIndexing[] } {
  const deferred: DeferredIndexing[] = [];
  const taken = new Set<string>();
  const kept = items.map((item) => {
    const put = item.Put;
    if (!put?.Item || put.ConditionExpression !== CREATION || put.Item[VERSION_ATTRIBUTE] !== 1) return item;
    const entity = entities.find((candidate) => candidate.object === put.Item?.object);
    if (!entity) return item;
    const index = indexItems(entity, org, toRecord(entity, put.Item));
    const slots: Record<string, string> = {};
    const rest: Item = {};
    for (const [name, value] of Object.entries(put.Item)) {
      if (SLOT_ATTRIBUTES.has(name)) slots[name] = String(value);
      else rest[name] = value;
    }
    if (Object.keys(slots).length === 0 && index.length === 0) return item;
    for (const key of index) taken.add(itemKey(key));
    deferred.push({
      entity,
      org,
      key: { PK: String(rest.PK), SK: String(rest.SK) },
      version: 1,
      slots,
      indexItems: index,
    });
    return { Put: { ...put, Item: index.length ? { ...rest, [UNINDEXED_ATTRIBUTE]: true } : rest } };
  });
  const isTakenIndexPut = (item: TransactItem) =>
    !!item.Put?.Item && item.Put.ConditionExpression === undefined && taken.has(itemKey(item.Put.Item));
  return { items: kept.filter((item) => !isTakenIndexPut(item)), deferred };
}

/** The indexing a stored record at `version` is to have (none once it is deleted). */
export function indexingOf(entity: EntityType, org: string, record: StoredRecord, version: number): DeferredIndexing {
  const live = record.deletedAt === null;
  return {
    entity,
    org,
    key: recordKey(org, entity.object, record.id),
    version,
    slots: live ? indexKeys(entity, org, record) : {},
    indexItems: live ? indexItems(entity, org, record) : [],
  };
}

const versionAt = (item: Item | undefined) => (item ? versionOf(item) : -1);

/**
 * Writes deferred indexing: the index items in batches, then each record's slots with its mark removed while the item
 * is at the version written without them. A record a write moved since was put whole by that write (its slots and
 * index items included), so only the index items put here for the older version are made to agree with it.
 */
export function createIndexingWriter({ client, tableName }: TableAccess, raw: RawItems) {
  /** False when a write since moved the item past `version` (or it is gone). */
  async function enterSlots({ key, version, slots }: DeferredIndexing): Promise<boolean> {
    const expressions = expressionsOf<Record<string, unknown>>({
      change: { set: slots, remove: [UNINDEXED_ATTRIBUTE] },
      when: { version },
    });
    try {
      await client.send(new UpdateCommand({ TableName: tableName, Key: key, ...expressionFields(expressions) }));
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return false;
    }
  }

  /**
   * Deletes the index items of `written` the record as it now is lacks and puts again those it has (a round before
   * may have deleted one a write since gave it back), until its version holds still across a round: each round
   * leaves every item it touches as that version has it.
   */
  async function agree(written: DeferredIndexing): Promise<void> {
    let seen = await raw.getItem(written.key);
    for (let round = 1; ; round++) {
      const current = versionedOf(written.entity, seen);
      const held = new Set((current ? indexItems(written.entity, written.org, current.record) : []).map(itemKey));
      await raw.writeItems({
        puts: written.indexItems.filter((key) => held.has(itemKey(key))),
        deletes: written.indexItems.filter((key) => !held.has(itemKey(key))),
      });
      const after = await raw.getItem(written.key);
      if (versionAt(after) === versionAt(seen)) return;
      if (round >= MAX_AGREE_ROUNDS) throw new WriteContentionError(written.entity.object, written.key.SK);
      seen = after;
    }
  }

  return async (deferred: readonly DeferredIndexing[]): Promise<void> => {
    const due = deferred.filter((each) => Object.keys(each.slots).length > 0 || each.indexItems.length > 0);
    await raw.writeItems({ puts: due.flatMap((each) => each.indexItems) });
    await Promise.all(
      due.map(async (each) => {
        if (!(await enterSlots(each)) && each.indexItems.length > 0) await agree(each);
      }),
    );
  };
}
