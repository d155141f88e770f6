// Runs a check over many items with bounded concurrency and collects the failures it describes, sorted.

export async function failuresOf<T>(
  items: readonly T[],
  check: (item: T) => Promise<string | undefined>,
  width = 12,
): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const failure = await check(item).catch((error: Error) => `threw ${error.message}`);
        if (failure) failures.push(failure);
      }
    }),
  );
  return failures.sort();
}
