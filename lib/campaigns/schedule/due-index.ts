// The due index of the records that send: a campaign contact ACTIVE with a nextSendAt, a draft email SCHEDULED with one.
import { dueMarkerKey } from '../../platform/store/keys.js';
import type { StoredRecord } from '../../platform/store/records.js';

/** The kinds of record the tick finds due; each marker names its kind, so the tick claims it as its kind says. */
export type DueKind = 'campaign-contact' | 'draft-email';

/** The status in which a record of each kind has something to send (and so a marker, while it has a nextSendAt). */
export const sendingStatus: Record<DueKind, string> = {
  'campaign-contact': 'ACTIVE',
  'draft-email': 'SCHEDULED',
};

/**
 * The markers a record of `kind` has in its state (the store writes them with the record's every write, moves them
 * when nextSendAt changes, and removes them when there is nothing to send): none unless in its sending status with a
 * nextSendAt.
 */
export function dueMarkersOf(kind: DueKind) {
  return (org: string, record: StoredRecord) => {
    if (record.status !== sendingStatus[kind] || typeof record.nextSendAt !== 'string') return [];
    // One format for every due time, so that the markers' sort keys order as the times do.
    const dueAt = new Date(record.nextSendAt).toISOString();
    return [{ ...dueMarkerKey(org, record.id, dueAt), kind, org, recordId: record.id, dueAt }];
  };
}
