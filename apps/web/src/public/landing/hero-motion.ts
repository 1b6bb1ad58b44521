import { useEffect, useState } from 'react';

/** What decides whether the hero's background video may play. */
export interface MotionPreferences {
  /** `prefers-reduced-motion: reduce`. */
  prefersReducedMotion: boolean;
  /** The browser's data saver (`navigator.connection.saveData`), where it exists. */
  saveData: boolean;
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The video plays only for visitors who have not asked for less motion or less data; for the
 * others the poster image stands alone and the video is never requested.
 */
export const shouldPlayHeroVideo = ({ prefersReducedMotion, saveData }: MotionPreferences): boolean =>
  !prefersReducedMotion && !saveData;

/** The two browser features the preferences come from; either may be missing. */
export interface MotionEnvironment {
  matchMedia?: (query: string) => { matches: boolean };
  connection?: { saveData?: boolean };
}

function browserEnvironment(): MotionEnvironment {
  if (typeof window === 'undefined') return {};
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return {
    matchMedia: typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined,
    connection,
  };
}

/** Reads the preferences; without matchMedia the visitor counts as preferring reduced motion. */
export function readMotionPreferences(
  environment: MotionEnvironment = browserEnvironment(),
): MotionPreferences {
  return {
    prefersReducedMotion: environment.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? true,
    saveData: environment.connection?.saveData === true,
  };
}

/**
 * Whether the hero video should be on the page now: the preferences allow it (and still do, should
 * the visitor change them) and the page has finished loading, so the video never competes with the
 * page's own first paint for bandwidth.
 */
export function useHeroVideo(): boolean {
  const [isAllowed, setIsAllowed] = useState(() => shouldPlayHeroVideo(readMotionPreferences()));
  const [isLoaded, setIsLoaded] = useState(false);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => setIsAllowed(shouldPlayHeroVideo(readMotionPreferences()));
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!isAllowed || isLoaded) return;
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => setIsLoaded(true), 300);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, [isAllowed, isLoaded]);

  return isAllowed && isLoaded;
}
