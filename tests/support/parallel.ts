/** Runs `run` over the items, at most `width` at a time. */
export async function inParallel<T>(
  items: readonly T[],
  width: number,
  run: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await run(items[index] as T, index);
      }
    }),
  );
}
