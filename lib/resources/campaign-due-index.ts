// The due index of campaign contacts: an ACTIVE one with a nextSendAt has one marker, kept in its own transactions.
import { dueMarkerKey } from '../store/keys.js';
import type { StoredRecord } from '../store/records.js';

/**
 * The marker a campaign contact has in its state (the store writes it with the record's every write, moves it when
 * nextSendAt changes, and removes it when there is nothing to send): none unless ACTIVE with a nextSendAt.
 */
export function dueMarkers(org: string, record: StoredRecord) {
  if (record.status !== 'ACTIVE' || typeof record.nextSendAt !== 'string') return [];
  // One format for every due time, so that the markers' sort keys order as the times do.
  const dueAt = new Date(record.nextSendAt).toISOString();
  return [{ ...dueMarkerKey(org, record.id, dueAt), org, campaignContactId: record.id, dueAt }];
}
