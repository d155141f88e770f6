// The event log: every write appends an `event` record (`contact.created`, ...) in the same transaction.
import { isDeepStrictEqual } from 'node:util';
import type { EntityType } from './entity.js';
import type { StoredRecord, WriteContext } from './records.js';
import type { TransactItem } from './table-access.js';

/**
 * The event log's record type; lib/platform/resources/events.ts serves it, with this index slot (recordId). Its order by
 * time is its id order (it is append-only), so it takes no slot: slot 1 held it before, and is left empty for the events
 * written then, which expire within retentionDays.
 */
export const eventEntity: EntityType = {
  object: 'event',
  idPrefix: 'evt',
  retentionDays: 90,
  logged: false,
  appendOnly: true,
  indexes: [{ slot: 2, sortBy: { field: 'recordId', type: 'string' } }],
};

export type WriteAction = 'created' | 'updated' | 'deleted';

/**
 * Whether a planned transaction item appends to the event log. A writer that commits many records as one act (an
 * import row) logs that act once and leaves the records' own events out: each event costs a write to the log and to
 * both of its index slots.
 */
export function isEventPut(item: TransactItem): boolean {
  return item.Put?.Item?.object === eventEntity.object;
}

/** Names of the top-level fields whose values differ between two versions of a record. */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...names].filter((name) => name !== 'updatedAt' && !isDeepStrictEqual(before?.[name], after[name])).sort();
}

/** The event's own fields, for a write of `record`. */
export function eventFields(
  entity: EntityType,
  action: WriteAction,
  record: StoredRecord,
  changes: string[],
  ctx: WriteContext,
) {
  return {
    type: `${entity.object}.${action}`,
    recordObject: entity.object,
    recordId: record.id,
    changes,
    actor: ctx.actor,
    requestId: ctx.requestId,
    clientRequestId: ctx.clientRequestId ?? null,
  };
}
