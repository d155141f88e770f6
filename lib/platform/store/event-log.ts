// The event log: every write appends an `event` record (`contact.created`, ...) in the same transaction; the table's stream shows each new one.
import { isDeepStrictEqual } from 'node:util';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { toRecord } from './item-mapping.js';
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

/** The fields of an event of `type` about a record of `entity`: a write's own, or one of the catalogue's named events. */
export function namedEventFields(
  type: string,
  entity: Pick<EntityType, 'object'>,
  recordId: string,
  changes: string[],
  ctx: WriteContext,
) {
  return {
    type,
    recordObject: entity.object,
    recordId,
    changes,
    actor: ctx.actor,
    requestId: ctx.requestId,
    clientRequestId: ctx.clientRequestId ?? null,
  };
}

/** The event's own fields, for a write of `record`. */
export function eventFields(
  entity: EntityType,
  action: WriteAction,
  record: Pick<StoredRecord, 'id'>,
  changes: string[],
  ctx: WriteContext,
) {
  return namedEventFields(`${entity.object}.${action}`, entity, record.id, changes, ctx);
}

/** An event item that a stream record shows written, with its organization and the record's position in the stream. */
export interface StreamedEvent {
  org: string;
  event: StoredRecord;
  /** The stream record's sequence number: what a partial batch failure names. */
  sequenceNumber: string;
}

const EVENT_PARTITION = new RegExp(`^ORG#(.+)#${eventEntity.object}$`);

/** The stream record's new event item, or undefined for any other write (records, guards, tallies, removals). */
export function streamedEvent(record: DynamoDBRecord): StreamedEvent | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return undefined;
  // The stream's images are DynamoDB JSON; aws-lambda types them without the SDK's union member $unknown.
  const item = unmarshall(image as Record<string, AttributeValue>);
  const org = EVENT_PARTITION.exec(String(item.PK))?.[1];
  if (!org || item.object !== eventEntity.object) return undefined;
  return { org, event: toRecord(eventEntity, item), sequenceNumber: record.dynamodb?.SequenceNumber ?? '' };
}
