import { describe, expect, it } from 'vitest';
import { REDUCED_MOTION_QUERY, readMotionPreferences, shouldPlayHeroVideo } from './hero-motion';

const media = (reduce: boolean) => (query: string) => ({ matches: query === REDUCED_MOTION_QUERY && reduce });

describe('the hero video decision', () => {
  it('plays only without a reduced-motion or data-saving preference', () => {
    expect(shouldPlayHeroVideo({ prefersReducedMotion: false, saveData: false })).toBe(true);
    expect(shouldPlayHeroVideo({ prefersReducedMotion: true, saveData: false })).toBe(false);
    expect(shouldPlayHeroVideo({ prefersReducedMotion: false, saveData: true })).toBe(false);
    expect(shouldPlayHeroVideo({ prefersReducedMotion: true, saveData: true })).toBe(false);
  });

  it('reads prefers-reduced-motion through matchMedia', () => {
    expect(readMotionPreferences({ matchMedia: media(true) })).toEqual({
      prefersReducedMotion: true,
      saveData: false,
    });
    expect(readMotionPreferences({ matchMedia: media(false) })).toEqual({
      prefersReducedMotion: false,
      saveData: false,
    });
  });

  it('reads the data saver when the browser has one', () => {
    expect(readMotionPreferences({ matchMedia: media(false), connection: { saveData: true } }).saveData).toBe(
      true,
    );
    expect(readMotionPreferences({ matchMedia: media(false), connection: {} }).saveData).toBe(false);
  });

  it('counts a browser without matchMedia as preferring reduced motion (no video)', () => {
    expect(shouldPlayHeroVideo(readMotionPreferences({}))).toBe(false);
  });

  it('plays nothing outside a browser', () => {
    expect(shouldPlayHeroVideo(readMotionPreferences())).toBe(false);
  });
});
