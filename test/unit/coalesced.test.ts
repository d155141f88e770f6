// Runs shared by key: a burst of calls costs the run under way and one more, which starts after every call of the burst.
import { coalescedByKey } from '../../lib/platform/coalesced.js';

/** A run that waits until the test lets it end, and records when it started. */
function gatedRuns() {
  const starts: string[] = [];
  const gates: Array<() => void> = [];
  const run = (label: string) => () => {
    starts.push(label);
    return new Promise<void>((resolve) => gates.push(resolve));
  };
  const endNext = async () => {
    await new Promise((r) => setImmediate(r));
    gates.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { starts, run, endNext };
}

it("runs once for a call alone, and one more run, the last caller's, for every call made while it ran", async () => {
  const shared = coalescedByKey();
  const { starts, run, endNext } = gatedRuns();
  const first = shared('k', run('first'));
  const during = [shared('k', run('second')), shared('k', run('third')), shared('k', run('fourth'))];
  expect(starts).toEqual(['first']);
  await endNext();
  await first;
  expect(starts).toEqual(['first', 'fourth']);
  await endNext();
  await Promise.all(during);
  expect(starts).toEqual(['first', 'fourth']);
  // Nothing under way: the next call runs at once.
  const later = shared('k', run('later'));
  expect(starts).toEqual(['first', 'fourth', 'later']);
  await endNext();
  await later;
});

it('keeps keys apart, and runs again after a run that failed', async () => {
  const shared = coalescedByKey();
  const starts: string[] = [];
  const failing = shared('a', async () => {
    starts.push('a1');
    throw new Error('down');
  });
  const after = shared('a', async () => {
    starts.push('a2');
  });
  const other = shared('b', async () => {
    starts.push('b1');
  });
  await expect(failing).rejects.toThrow('down');
  await after;
  await other;
  expect(starts.sort()).toEqual(['a1', 'a2', 'b1']);
});
