/** The slide after or before `index` among `count`, wrapping around at either end. */
export const wrapIndex = (index: number, count: number): number =>
  count <= 0 ? 0 : ((index % count) + count) % count;

/** What stops the slides from advancing on their own. */
export interface RotationState {
  count: number;
  /** The visitor pressed pause (or prefers reduced motion, which starts the slide show paused). */
  isStopped: boolean;
  /** The pointer is over the carousel. */
  isHovered: boolean;
  /** Keyboard focus is inside the carousel. */
  isFocused: boolean;
  /** The page is in a background tab. */
  isHidden: boolean;
}

/** Slides advance on their own only when there is more than one and nothing holds them. */
export const isRotating = ({ count, isStopped, isHovered, isFocused, isHidden }: RotationState): boolean =>
  count > 1 && !isStopped && !isHovered && !isFocused && !isHidden;

/** How long a slide stays before the next one. */
export const SLIDE_INTERVAL_MS = 6_000;

/** A horizontal swipe of at least this many pixels changes the slide. */
export const SWIPE_THRESHOLD_PX = 50;

/** -1 (previous), 1 (next) or 0 for a swipe of `deltaX` pixels. */
export const swipeDirection = (deltaX: number): -1 | 0 | 1 =>
  Math.abs(deltaX) < SWIPE_THRESHOLD_PX ? 0 : deltaX < 0 ? 1 : -1;
