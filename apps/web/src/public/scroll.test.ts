import { NAVBAR_SCROLL_THRESHOLD_PX } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { isPastThreshold } from './scroll';

describe('isPastThreshold', () => {
  it('turns the navbar active only when scrolled more than 100 px', () => {
    expect(isPastThreshold(0, NAVBAR_SCROLL_THRESHOLD_PX)).toBe(false);
    expect(isPastThreshold(100, NAVBAR_SCROLL_THRESHOLD_PX)).toBe(false);
    expect(isPastThreshold(101, NAVBAR_SCROLL_THRESHOLD_PX)).toBe(true);
  });
});
