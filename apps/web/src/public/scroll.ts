import { useEffect, useState } from 'react';

/** The spec's rule: the navigation bar turns solid once the page has scrolled MORE than the threshold. */
export const isPastThreshold = (scrollY: number, threshold: number): boolean => scrollY > threshold;

/** Whether the window is scrolled past `threshold` pixels, updated on scroll. */
export function useScrolledPast(threshold: number): boolean {
  // Prerendered (no window) the page is at its top.
  const [isPast, setIsPast] = useState(
    () => typeof window !== 'undefined' && isPastThreshold(window.scrollY, threshold),
  );
  useEffect(() => {
    const update = () => setIsPast(isPastThreshold(window.scrollY, threshold));
    // A reload can restore a scrolled position before the first scroll event.
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isPast;
}
