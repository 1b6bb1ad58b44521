import { useEffect, useState } from 'react';

/**
 * The time now, rendered again when the first of `deadlines` (ISO instants) still ahead passes:
 * what depends on one (a note's Edit button) changes without waiting for a click.
 */
export function useNextDeadline(deadlines: readonly string[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = deadlines
    .map((deadline) => Date.parse(deadline))
    .filter((at) => at > now)
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined) return;
    // A little after, so the deadline has passed by the time it renders; at most a day (setTimeout's range).
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - Date.now() + 50, 86_400_000));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
