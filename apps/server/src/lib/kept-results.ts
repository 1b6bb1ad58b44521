/**
 * Results of a pure function kept for reuse, at most `max` of them: when the set fills it is dropped
 * whole, which costs less per call than tracking the least recently used one and keeps the memory
 * bounded. For work that answers the same for the same key (a signature, a drawing) and is asked
 * for again and again: a signed URL, a printout's token, its QR code.
 */
export function keptResults<Result>(max: number, make: (key: string) => Result) {
  const kept = new Map<string, Result>();
  return (key: string): Result => {
    let result = kept.get(key);
    if (result === undefined) {
      if (kept.size >= max) kept.clear();
      result = make(key);
      kept.set(key, result);
    }
    return result;
  };
}
