// The due index of the records that send: a campaign contact ACTIVE with a nextSendAt, a draft email SCHEDULED with one.
import * as v from 'valibot';
import { companionsOf, defineItem, part, shard } from '../../platform/store/item-type.js';

/** The kinds of record the tick finds due; each marker names its kind, so the tick claims it as its kind says. */
export type DueKind = 'campaign-contact' | 'draft-email';

/** The status in which a record of each kind has something to send (and so a marker, while it has a nextSendAt). */
export const sendingStatus: Record<DueKind, string> = {
  'campaign-contact': 'ACTIVE',
  'draft-email': 'SCHEDULED',
};

/** Due markers are spread over this many partitions, so that no due minute is one hot key. */
const DUE_SHARDS = 16;

/**
 * The due marker of a record that sends: its shard comes from the record's id, its sort key starts with the due time
 * (ISO, UTC), so that a shard read up to now finds exactly what is due.
 */
export const dueMarkers = defineItem({
  name: 'due marker',
  partition: ['DUE', shard('recordId', DUE_SHARDS)],
  sort: [part('dueAt'), part('org'), part('recordId')],
  // The kind is checked by the tick, so that a marker of an unknown kind fails alone.
  attributes: v.object({ kind: v.string(), org: v.string(), recordId: v.string(), dueAt: v.string() }),
});

/**
 * The markers a record of `kind` has in its state (the store writes them with the record's every write, moves them
 * when nextSendAt changes, and removes them when there is nothing to send): none unless in its sending status with a
 * nextSendAt.
 */
export function dueMarkersOf(kind: DueKind) {
  return companionsOf(dueMarkers, (org, record) => {
    if (record.status !== sendingStatus[kind] || typeof record.nextSendAt !== 'string') return [];
    // One format for every due time, so that the markers' sort keys order as the times do.
    const dueAt = new Date(record.nextSendAt).toISOString();
    const marker = { kind, org, recordId: record.id, dueAt };
    return [{ key: marker, attributes: marker }];
  });
}
