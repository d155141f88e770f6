// Plans writes without sending them: the items that create or change a record, its guards, companions, tallies and event.
import type { EntityType } from './entity.js';
import { changedFields, eventEntity, eventFields, type WriteAction } from './event-log.js';
import { isDeepStrictEqual } from 'node:util';
import { indexItems } from './index-items.js';
import { itemKey, itemOf } from './item-mapping.js';
import { companionItemsOf } from './items.js';
import { uniqueValue } from './keys.js';
import type { StoredRecord, VersionedRecord, WriteContext } from './records.js';
import { tallyChanges } from './tallies.js';
import type { Item, TransactItem } from './table-access.js';
import { guardDeletes, guardPuts } from './unique-guards.js';

/** A record as a write leaves it, and the transaction items that make it so. */
export interface PlannedWrite<R extends StoredRecord = StoredRecord> {
  record: R;
  items: TransactItem[];
}

export interface WritePlannerOptions {
  tableName: string;
  now: () => Date;
  /** A new ULID whose time is `time` (epoch ms): a record's id is minted at its createdAt, so id order is that order. */
  newUlid: (time: number) => string;
}

export function createWritePlanner({ tableName, now, newUlid }: WritePlannerOptions) {
  /**
   * The companion and index items a write moves: puts of the new state's that changed, deletes of the old state's it
   * drops.
   */
  function companionChanges<R extends StoredRecord>(
    entity: EntityType<R>,
    org: string,
    before: R | undefined,
    after: R,
  ): TransactItem[] {
    const of = (record: R | undefined) =>
      new Map(
        (record && record.deletedAt === null
          ? [...companionItemsOf(entity, org, record), ...indexItems(entity, org, record)]
          : []
        ).map((item) => [itemKey(item), item]),
      );
    const old = of(before);
    const next = of(after);
    return [
      ...[...old]
        .filter(([key]) => !next.has(key))
        .map(([, item]) => ({
          Delete: { TableName: tableName, Key: { PK: item.PK, SK: item.SK } },
        })),
      ...[...next]
        .filter(([key, item]) => !isDeepStrictEqual(old.get(key), item))
        .map(([, Item]) => ({ Put: { TableName: tableName, Item } })),
    ];
  }

  /** The event of a write, unless the type is not logged. */
  function eventPut(
    entity: EntityType,
    action: WriteAction,
    record: StoredRecord,
    changes: string[],
    ctx: WriteContext,
    at: Date,
  ): TransactItem[] {
    if (entity.logged === false) return [];
    const timestamp = at.toISOString();
    const event: StoredRecord = {
      object: eventEntity.object,
      id: `${eventEntity.idPrefix}_${newUlid(at.getTime())}`,
      sort: 0,
      createdAt: timestamp,
      updatedAt: timestamp,
      deletedAt: null,
      ...eventFields(entity, action, record, changes, ctx),
    };
    return [{ Put: { TableName: tableName, Item: itemOf(eventEntity, ctx.org, event, 1, at) } }];
  }

  return {
    /**
     * The transaction items that create a record (the record, its unique guards and its event), without writing them:
     * a writer that must create several things at once commits them together.
     */
    createItems<R extends StoredRecord>(
      entity: EntityType<R>,
      ctx: WriteContext,
      data: Item,
      options: { id?: string; at?: Date } = {},
    ): PlannedWrite<R> {
      const at = options.at ?? now();
      const timestamp = at.toISOString();
      // Where a write trusts its type: `data` passed the family's schemas (or is the service's own, written to fit).
      const record = {
        sort: 0,
        ...data,
        object: entity.object,
        id: options.id ?? `${entity.idPrefix}_${newUlid(at.getTime())}`,
        createdAt: timestamp,
        updatedAt: timestamp,
        deletedAt: null,
      } as R;
      const items: TransactItem[] = [
        {
          Put: {
            TableName: tableName,
            Item: itemOf(entity, ctx.org, record, 1, at),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...guardPuts(tableName, entity, ctx.org, record, entity.unique ?? []),
        ...companionChanges(entity, ctx.org, undefined, record),
        ...tallyChanges(tableName, entity, ctx.org, undefined, record),
        ...eventPut(entity, 'created', record, changedFields(undefined, record), ctx, at),
      ];
      return { record, items };
    },

    /**
     * The transaction items that change a record read at `current.version`: the record (written only if its version is
     * still that one), its moved unique guards and its event.
     */
    updateItems<R extends StoredRecord>(
      entity: EntityType<R>,
      ctx: WriteContext,
      current: VersionedRecord<R>,
      patch: Item,
      action: WriteAction = 'updated',
    ): PlannedWrite<R> {
      const at = now();
      const before = current.record;
      const next: R = {
        ...before,
        ...patch,
        object: before.object,
        id: before.id,
        createdAt: before.createdAt,
        // A soft delete records its time in deletedAt and leaves updatedAt, so the record keeps its place in every order.
        updatedAt: action === 'deleted' ? before.updatedAt : at.toISOString(),
        deletedAt: action === 'deleted' ? at.toISOString() : null,
      };
      const moved = (entity.unique ?? []).filter(
        (c) => action === 'deleted' || uniqueValue(c, before) !== uniqueValue(c, next),
      );
      const items: TransactItem[] = [
        {
          Put: {
            TableName: tableName,
            Item: itemOf(entity, ctx.org, next, current.version + 1, at),
            ConditionExpression: current.version ? '#v = :v' : 'attribute_not_exists(#v)',
            ExpressionAttributeNames: { '#v': '_v' },
            ExpressionAttributeValues: current.version ? { ':v': current.version } : undefined,
          },
        },
        ...guardDeletes(tableName, entity, ctx.org, before, moved),
        ...(action === 'deleted' ? [] : guardPuts(tableName, entity, ctx.org, next, moved)),
        ...companionChanges(entity, ctx.org, before, next),
        ...tallyChanges(tableName, entity, ctx.org, before, next),
        ...eventPut(entity, action, next, changedFields(before, next), ctx, at),
      ];
      return { record: next, items };
    },
  };
}

export type WritePlanner = ReturnType<typeof createWritePlanner>;
