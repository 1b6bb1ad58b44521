import { describe, expect, it } from 'vitest';
import { isRotating, SWIPE_THRESHOLD_PX, swipeDirection, wrapIndex } from './carousel-logic';

describe('carousel logic', () => {
  it('wraps around at either end', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  const free = { count: 3, isStopped: false, isHovered: false, isFocused: false, isHidden: false };

  it('rotates only with more than one slide and nothing holding it', () => {
    expect(isRotating(free)).toBe(true);
    expect(isRotating({ ...free, count: 1 })).toBe(false);
    expect(isRotating({ ...free, isStopped: true })).toBe(false);
    expect(isRotating({ ...free, isHovered: true })).toBe(false);
    expect(isRotating({ ...free, isFocused: true })).toBe(false);
    expect(isRotating({ ...free, isHidden: true })).toBe(false);
  });

  it('reads a swipe left as next and a swipe right as previous', () => {
    expect(swipeDirection(-SWIPE_THRESHOLD_PX)).toBe(1);
    expect(swipeDirection(SWIPE_THRESHOLD_PX + 10)).toBe(-1);
    expect(swipeDirection(SWIPE_THRESHOLD_PX - 1)).toBe(0);
  });
});
