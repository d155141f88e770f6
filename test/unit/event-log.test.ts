// Unit tests of the event log's change detection and event fields.
import { changedFields, eventEntity, eventFields } from '../../lib/platform/store/event-log.js';
import type { StoredRecord } from '../../lib/platform/store/records.js';

const before = {
  id: 'con_1',
  firstName: 'Ada',
  tags: ['a', 'b'],
  customProperties: { tier: 'gold', score: 3 },
  updatedAt: '2024-01-01T00:00:00.000Z',
};

describe('changedFields', () => {
  it('finds nothing when only updatedAt moved', () => {
    expect(changedFields(before, { ...before, updatedAt: '2024-02-02T00:00:00.000Z' })).toEqual([]);
  });

  it('names the top-level field of a nested change', () => {
    expect(changedFields(before, { ...before, customProperties: { tier: 'silver', score: 3 } })).toEqual([
      'customProperties',
    ]);
    expect(changedFields(before, { ...before, tags: ['a', 'c'] })).toEqual(['tags']);
  });

  it('names added and removed fields, sorted', () => {
    const { firstName: _removed, ...rest } = before;
    expect(changedFields(before, { ...rest, lastName: 'Lovelace' })).toEqual(['firstName', 'lastName']);
  });

  it('treats a field set to null as changed, and null to null as unchanged', () => {
    expect(changedFields(before, { ...before, firstName: null })).toEqual(['firstName']);
    expect(changedFields({ ...before, firstName: null }, { ...before, firstName: null })).toEqual([]);
  });

  it('names every field but updatedAt for a record that did not exist', () => {
    expect(changedFields(undefined, before)).toEqual(['customProperties', 'firstName', 'id', 'tags']);
  });

  it('does not report a nested object whose keys only changed order', () => {
    // A merge that rebuilds customProperties may change key order without changing any value.
    expect(changedFields(before, { ...before, customProperties: { score: 3, tier: 'gold' } })).toEqual([]);
  });
});

describe('eventFields', () => {
  it("names the event after the object and the action, and carries the actor, the request id and the caller's own", () => {
    const record = { object: 'contact', id: 'con_1' } as StoredRecord;
    const fields = eventFields({ object: 'contact', idPrefix: 'con' }, 'updated', record, ['firstName'], {
      org: 'org_1',
      actor: { type: 'apiKey', id: 'key_1' },
      requestId: 'req-1',
    });
    expect(fields).toEqual({
      type: 'contact.updated',
      recordObject: 'contact',
      recordId: 'con_1',
      changes: ['firstName'],
      actor: { type: 'apiKey', id: 'key_1' },
      requestId: 'req-1',
      clientRequestId: null,
    });
    const traced = eventFields({ object: 'contact', idPrefix: 'con' }, 'created', record, [], {
      org: 'org_1',
      actor: { type: 'apiKey', id: 'key_1' },
      requestId: 'req-2',
      clientRequestId: 'caller-7',
    });
    expect(traced).toMatchObject({ requestId: 'req-2', clientRequestId: 'caller-7' });
  });

  it('does not log writes to the event log itself', () => {
    expect(eventEntity.logged).toBe(false);
    expect(eventEntity.retentionDays).toBeGreaterThan(0);
  });
});
