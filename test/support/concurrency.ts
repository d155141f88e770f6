// Runs a check over many items with bounded concurrency and collects the failures it describes, sorted.
import { inParallel } from '../../lib/platform/in-parallel.js';

export async function failuresOf<T>(
  items: readonly T[],
  check: (item: T) => Promise<string | undefined>,
  width = 12,
): Promise<string[]> {
  const failures: string[] = [];
  await inParallel(items.length, width, async (i) => {
    const failure = await check(items[i]!).catch((error: Error) => `threw ${error.message}`);
    if (failure) failures.push(failure);
  });
  return failures.sort();
}
