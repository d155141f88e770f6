// A created record's index slots entered by a plain write after the transaction that created it: DynamoDB Local counts a slot entry in a transaction four times (AWS, its item twice).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityType } from './entity.js';
import { isConditionFailure } from './errors.js';
import { expressionFields, expressionsOf, VERSION_ATTRIBUTE } from './item-expressions.js';
import { type ItemKey, indexKeys, recordKey } from './keys.js';
import type { StoredRecord } from './records.js';
import type { Item, TableAccess, TransactItem } from './table-access.js';
import { tableDefinition } from './table-definition.js';

/** The index slot attributes a record item is to have, at the version that was written without them. */
export interface DeferredSlots {
  key: ItemKey;
  version: number;
  slots: Record<string, string>;
}

const SLOT_ATTRIBUTES = new Set(tableDefinition.indexes.flatMap((index) => [index.partitionKey, index.sortKey]));
/** The condition of a record's creation (write-planning.ts's createItems): only a new item is written so. */
const CREATION = 'attribute_not_exists(PK)';

/**
 * The transaction items with the slot attributes taken out of every record they create, and those slots. Records they
 * change keep theirs: an item put without its slots would leave every slot it is in, in the same transaction.
 */
export function deferSlots(items: readonly TransactItem[]): { items: TransactItem[]; deferred: DeferredSlots[] } {
  const deferred: DeferredSlots[] = [];
  const kept = items.map((item) => {
    const put = item.Put;
    if (!put?.Item || put.ConditionExpression !== CREATION || put.Item[VERSION_ATTRIBUTE] !== 1) return item;
    const slots: Record<string, string> = {};
    const rest: Item = {};
    for (const [name, value] of Object.entries(put.Item)) {
      if (SLOT_ATTRIBUTES.has(name)) slots[name] = String(value);
      else rest[name] = value;
    }
    if (Object.keys(slots).length === 0) return item;
    deferred.push({ key: { PK: String(rest.PK), SK: String(rest.SK) }, version: 1, slots });
    return { Put: { ...put, Item: rest } };
  });
  return { items: kept, deferred };
}

/** The slots a stored record at `version` belongs in (none once it is deleted). */
export function slotsOf(entity: EntityType, org: string, record: StoredRecord, version: number): DeferredSlots {
  return {
    key: recordKey(org, entity.object, record.id),
    version,
    slots: record.deletedAt === null ? indexKeys(entity, org, record) : {},
  };
}

/**
 * Enters deferred slots, each item only while it is at the version written without them: a later write put the item
 * whole, its slots included, and a record that is gone needs none.
 */
export function createSlotWriter({ client, tableName }: TableAccess) {
  async function enter({ key, version, slots }: DeferredSlots): Promise<void> {
    if (Object.keys(slots).length === 0) return;
    const expressions = expressionsOf<Record<string, string>>({ change: { set: slots }, when: { version } });
    try {
      await client.send(new UpdateCommand({ TableName: tableName, Key: key, ...expressionFields(expressions) }));
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return (deferred: readonly DeferredSlots[]) => Promise.all(deferred.map(enter)).then(() => undefined);
}
