import { useEffect, useState } from 'react';

/** The spec's rule: the navigation bar turns solid once the page has scrolled MORE than the threshold. */
export const isPastThreshold = (scrollY: number, threshold: number): boolean => scrollY > threshold;

/** Whether the window is scrolled past `threshold` pixels, updated on scroll. */
export function useScrolledPast(threshold: number): boolean {
  // Not past at first, as the prerendered page has it; the effect reads the real position at once.
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const update = () => setIsPast(isPastThreshold(window.scrollY, threshold));
    // A reload can restore a scrolled position before the first scroll event.
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isPast;
}
