// The sending limits and the variant pick, pure: the next moment with room, and a stable pick by weight.
import { pickByWeight } from '../../../lib/campaigns/send/send-content.js';
import { DAY_MS, nextMomentWithRoom } from '../../../lib/campaigns/send/send-limits.js';

const now = Date.parse('2030-01-07T12:00:00Z');
const base = {
  now,
  connectionTimes: [],
  campaignTimes: [],
  connectionDailyLimit: 3,
  campaignDailyLimit: null,
  minIntervalSeconds: 60,
  organizationSentToday: 0,
  organizationDailyCap: 2000,
};

test('room now when under every limit and spaced', () => {
  expect(nextMomentWithRoom({ ...base, connectionTimes: [now - 61_000] })).toBe(now);
});

test('the connection spacing moves a send to the last send plus the interval', () => {
  expect(nextMomentWithRoom({ ...base, connectionTimes: [now - 10_000] })).toBe(now + 50_000);
});

test('without spacing, a send a concurrent sender logged a moment after now holds nothing back', () => {
  expect(nextMomentWithRoom({ ...base, minIntervalSeconds: 0, connectionTimes: [now + 5] })).toBe(now);
  // With spacing it does: the interval counts from that send.
  expect(nextMomentWithRoom({ ...base, connectionTimes: [now + 5] })).toBe(now + 60_005);
});

test('a full day waits until the oldest send that must leave the 24 hours has left', () => {
  const times = [now - 20 * 3600_000, now - 10 * 3600_000, now - 3600_000];
  expect(nextMomentWithRoom({ ...base, connectionTimes: times })).toBe(times[0]! + DAY_MS);
  // Sends older than 24 hours do not count.
  expect(nextMomentWithRoom({ ...base, connectionTimes: [now - DAY_MS - 1, ...times.slice(1)] })).toBe(now);
});

test("the campaign's limit counts the campaign's sends", () => {
  const times = [now - 5 * 3600_000, now - 3600_000];
  expect(nextMomentWithRoom({ ...base, campaignTimes: times, campaignDailyLimit: 2 })).toBe(times[0]! + DAY_MS);
  expect(nextMomentWithRoom({ ...base, campaignTimes: times, campaignDailyLimit: null })).toBe(now);
});

test("the organization's cap, once reached, holds every send until the next UTC day", () => {
  const capped = { ...base, organizationDailyCap: 5 };
  expect(nextMomentWithRoom({ ...capped, organizationSentToday: 4 })).toBe(now);
  expect(nextMomentWithRoom({ ...capped, organizationSentToday: 5 })).toBe(Date.parse('2030-01-08T00:00:00Z'));
  // A connection's own limit further off still wins.
  const full = [now - 3600_000, now - 1800_000, now - 60_000];
  expect(nextMomentWithRoom({ ...capped, organizationSentToday: 5, connectionTimes: full })).toBe(full[0]! + DAY_MS);
});

test('variants split by weight and stay the same for one contact', () => {
  const variants = [
    { id: 'cva_a', weight: 3 },
    { id: 'cva_b', weight: 1 },
    { id: 'cva_c', weight: 0 },
  ];
  const picks = Array.from({ length: 4000 }, (_, i) => pickByWeight(variants, `con_${i}`)!.id);
  const share = picks.filter((id) => id === 'cva_a').length / picks.length;
  expect(share).toBeGreaterThan(0.7);
  expect(share).toBeLessThan(0.8);
  expect(picks).not.toContain('cva_c');
  expect(pickByWeight([...variants].reverse(), 'con_7')).toBe(pickByWeight(variants, 'con_7'));
  expect(pickByWeight([{ id: 'cva_z', weight: 0 }], 'con_1')).toBeUndefined();
});
