import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then one more per macrotask. Rendering the
 * whole landing page in one go is a single long task on a slow phone (Lighthouse's blocking time);
 * yielding between sections keeps the page responsive while the rest appears within milliseconds.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [count, setCount] = useState(Math.min(first, total));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((current) => Math.min(current + 1, total)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return count;
}
