// Unit tests of the local fair queue's choice: the tenant with the fewest messages in flight goes first, oldest first among equals.
import type { Message } from '@aws-sdk/client-sqs';
import { type HeldMessage as Held, pickFairly } from '../../infra/local/fair-queue.js';

/** Held messages by tenant, from `[tenant, id]` pairs in arrival order. */
function holding(arrivals: Array<[string, string]>): Map<string, Held[]> {
  const held = new Map<string, Held[]>();
  arrivals.forEach(([tenant, id], seq) => {
    const queue = held.get(tenant) ?? [];
    queue.push({ message: { MessageId: id } as Message, seq, visibleSince: 0 });
    held.set(tenant, queue);
  });
  return held;
}

const ids = (picked: Held[]) => picked.map((entry) => entry.message.MessageId);

describe('pickFairly', () => {
  it('takes a quiet tenant before the backlog of a busy one, whatever arrived first', () => {
    const held = holding([
      ['a', 'a1'],
      ['a', 'a2'],
      ['a', 'a3'],
      ['b', 'b1'],
      ['b', 'b2'],
    ]);
    const inFlight = new Map([['a', 10]]);
    expect(ids(pickFairly(held, inFlight, 3))).toEqual(['b1', 'b2', 'a1']);
    expect(inFlight).toEqual(
      new Map([
        ['a', 11],
        ['b', 2],
      ]),
    );
    expect([...held.keys()]).toEqual(['a']);
  });

  it('alternates between tenants equally busy, oldest first', () => {
    const held = holding([
      ['a', 'a1'],
      ['a', 'a2'],
      ['b', 'b1'],
      ['a', 'a3'],
      ['b', 'b2'],
    ]);
    expect(ids(pickFairly(held, new Map(), 10))).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
    expect(held.size).toBe(0);
  });

  it('keeps arrival order for messages of one tenant, and takes no more than asked', () => {
    const held = holding([
      ['', 'm1'],
      ['', 'm2'],
      ['', 'm3'],
    ]);
    expect(ids(pickFairly(held, new Map(), 2))).toEqual(['m1', 'm2']);
    expect(ids(pickFairly(held, new Map(), 2))).toEqual(['m3']);
    expect(pickFairly(held, new Map(), 2)).toEqual([]);
  });
});
