/**
 * Runs `work` on every item, at most `lanes` at once, and waits for every one to settle (so
 * nothing is still running when the caller cleans up after a failure). Results in the items' order.
 */
export async function settleInLanes<T, R>(
  items: readonly T[],
  lanes: number,
  work: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await work(items[index] as T) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  return results;
}

/** The values of settled results, or the first failure's reason thrown once all have settled. */
export function valuesOrFirstFailure<R>(results: PromiseSettledResult<R>[]): R[] {
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<R>).value);
}
