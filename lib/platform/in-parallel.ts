// Work over many items with a bound on how much runs at once.

/** Runs `work(i)` for each i below `count`, at most `concurrency` at once; rejects with the first failure. */
export async function inParallel(count: number, concurrency: number, work: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
