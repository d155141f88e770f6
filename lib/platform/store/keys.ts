// Every key of the single table: records, index slots, unique guards, rate counters, claims, markers, cursors, mail.
import { createHash } from 'node:crypto';
import { tableDefinition } from './table-definition.js';
import type { EntityType, UniqueConstraint } from './entity.js';
import { indexSortKey } from './sort-key-encoding.js';

/** The primary key of an item (a type, not an interface, so that it passes as a plain item). */
export type ItemKey = { PK: string; SK: string };

/** Sort key of items that exist once per partition (guards, lookups, counters). */
export const SINGLETON_SK = '#';

/** Partition of an organization's records of one type; its sort key is the id, so id order is creation order. */
export function recordPartition(org: string, object: string): string {
  return `ORG#${org}#${object}`;
}

export function recordKey(org: string, object: string, id: string): ItemKey {
  return { PK: recordPartition(org, object), SK: id };
}

/** Reads a dotted path (`customProperties.tier`) from a record. */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Partition key of an index slot, optionally narrowed to one value of the partitioning field. */
export function indexPartition(org: string, object: string, partitionField?: string, partitionValue?: unknown): string {
  const base = recordPartition(org, object);
  return partitionField === undefined
    ? base
    : `${base}#${partitionField}=${partitionValue === null || partitionValue === undefined ? '' : String(partitionValue)}`;
}

/** The index slot attributes of a record, for every slot its type maps. */
export function indexKeys(entity: EntityType, org: string, record: Record<string, unknown>): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const mapping of entity.indexes ?? []) {
    const index = tableDefinition.indexes[mapping.slot - 1];
    if (!index) throw new Error(`${entity.object} maps to index slot ${mapping.slot}, which the table does not have`);
    const partitionValue = mapping.partitionBy ? valueAt(record, mapping.partitionBy.field) : undefined;
    keys[index.partitionKey] = indexPartition(org, entity.object, mapping.partitionBy?.field, partitionValue);
    keys[index.sortKey] = indexSortKey(mapping.sortBy.type, valueAt(record, mapping.sortBy.field), String(record.id));
  }
  return keys;
}

/** The normalised value a unique constraint compares (the fields' values joined), or undefined when one is empty. */
export function uniqueValue(constraint: UniqueConstraint, record: Record<string, unknown>): string | undefined {
  const parts: string[] = [];
  for (const field of [constraint.field, ...(constraint.with ?? [])]) {
    const value = valueAt(record, field);
    if (value === null || value === undefined || value === '') return undefined;
    parts.push(String(value));
  }
  const value = parts.join('#');
  return constraint.normalize ? constraint.normalize(value) : value;
}

/** The name a constraint's guard keys carry: its fields joined with `+`. */
function constraintName(constraint: UniqueConstraint): string {
  return [constraint.field, ...(constraint.with ?? [])].join('+');
}

/** Key of the guard item that holds a unique value; a global guard also serves as a lookup without an organization. */
export function guardKey(entity: EntityType, constraint: UniqueConstraint, org: string, value: string): ItemKey {
  const PK =
    constraint.scope === 'global'
      ? `UNIQUE#${entity.object}#${constraintName(constraint)}#${value}`
      : `UNIQUE#${org}#${entity.object}#${constraintName(constraint)}#${value}`;
  return { PK, SK: SINGLETON_SK };
}

/** Names of the attributes the store adds to an item for its own use; they never leave the store. */
export function isInternalAttribute(name: string): boolean {
  return (
    name === 'PK' ||
    name === 'SK' ||
    name.startsWith('_') ||
    name === tableDefinition.ttlAttribute ||
    /^GSI\d+(PK|SK)$/.test(name)
  );
}

/** The request counter of a principal (an API key or a user) in the fixed window starting at `windowStartEpoch`. */
export function rateLimitWindowKey(principalKind: string, principalId: string, windowStartEpoch: number): ItemKey {
  return { PK: `RATE#${principalKind}#${principalId}`, SK: String(windowStartEpoch) };
}

/** An organization's sequence of numbers for one kind of record (generations are numbered 1, 2, 3...). */
export function sequenceKey(org: string, name: string): ItemKey {
  return { PK: `SEQ#${org}#${name}`, SK: SINGLETON_SK };
}

/** What the login flow counts per email address and window: codes mailed, codes tried and codes accepted. */
export type LoginCount = 'mailed' | 'tried' | 'accepted';

/** A login count of one email address (by its SHA-256, so no address is kept) in the window starting at `windowStartEpoch`. */
export function loginCountWindowKey(count: LoginCount, addressHash: string, windowStartEpoch: number): ItemKey {
  return { PK: `RATE#login#${addressHash}`, SK: `${count}#${windowStartEpoch}` };
}

/** The one login challenge of an email address (by its SHA-256) that may still be met: a newer one replaces it. */
export function currentLoginChallengeKey(addressHash: string): ItemKey {
  return { PK: `LOGIN#${addressHash}`, SK: SINGLETON_SK };
}

/** The token bucket that limits an import's webhook deliveries: one item per import. */
export function importRateBucketKey(importId: string): ItemKey {
  return { PK: `RATE#import#${importId}`, SK: SINGLETON_SK };
}

/** The token bucket that limits the webhook rows of one organization across all its imports: one item per organization. */
export function organizationRowBucketKey(org: string): ItemKey {
  return { PK: `RATE#org-rows#${org}`, SK: SINGLETON_SK };
}

/** A claim of the webhook intake: an Idempotency-Key (`key`) or a body (`body`), by its hash, for one import. */
export function intakeClaimKey(org: string, importId: string, kind: 'key' | 'body', hash: string): ItemKey {
  return { PK: `IDEMPOTENCY#${org}#${importId}#${kind}#${hash}`, SK: SINGLETON_SK };
}

/** Queued-row markers are spread over this many partitions so that a busy intake does not write to one hot key. */
export const MARKER_SHARDS = 8;

/** Partition of the queued-row markers of one shard. */
export function markerPartition(shard: number): string {
  return `QUEUEDROW#${shard}`;
}

/** Key of a row's marker: its shard comes from the row id, its sort key is the row id, whose ULID orders it by time. */
export function markerKey(rowId: string): ItemKey {
  const shard = createHash('sha256').update(rowId).digest()[0]! % MARKER_SHARDS;
  return { PK: markerPartition(shard), SK: rowId };
}

/** Where a page last showed a record in one order of one type (`orderPath`), for cursors that outlive a move. */
export function cursorPositionKey(org: string, object: string, orderPath: string, id: string): ItemKey {
  return { PK: `CURSOR#${org}#${object}#${orderPath}`, SK: id };
}

/** Partition of the local runtime's mailbox; a mail's sort key is its id. */
export const MAILBOX_PARTITION = 'LOCAL#mailbox';

/** Due markers of campaign contacts are spread over this many partitions, so that no due minute is one hot key. */
export const DUE_SHARDS = 16;

/** Partition of the due markers (campaign contacts, scheduled drafts) of one shard. */
export function duePartition(shard: number): string {
  return `DUE#${shard}`;
}

/** The due marker of a record that sends: its shard comes from the id, its sort key starts with the due time (ISO, UTC). */
export function dueMarkerKey(org: string, recordId: string, dueAt: string): ItemKey {
  const shard = createHash('sha256').update(recordId).digest()[0]! % DUE_SHARDS;
  return { PK: duePartition(shard), SK: `${dueAt}#${org}#${recordId}` };
}

/**
 * The reservation of one send, taken before the mailer is called: exactly once. `part` tells the sends of one record
 * apart: a campaign contact's step id, or `draft` for a draft email's only send.
 */
export function sendReservationKey(org: string, recordId: string, part: string): ItemKey {
  return { PK: `SEND#${org}#${recordId}#${part}`, SK: SINGLETON_SK };
}

/** The sends of the last 24 hours of a connection or a campaign, for their limits. */
export function sendLogKey(org: string, kind: 'connection' | 'campaign', id: string): ItemKey {
  return { PK: `SENDLOG#${org}#${kind}#${id}`, SK: SINGLETON_SK };
}
