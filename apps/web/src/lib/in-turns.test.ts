import { describe, expect, it } from 'vitest';
import { inTurns } from './in-turns';

describe('inTurns', () => {
  it('never runs more than the lanes at once, and answers in the items order', async () => {
    let running = 0;
    let most = 0;
    const results = await inTurns([30, 5, 20, 1, 10], 2, async (ms) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return ms * 2;
    });
    expect(most).toBe(2);
    expect(results).toEqual([60, 10, 40, 2, 20]);
  });

  it('does nothing for no items', async () => {
    expect(await inTurns([], 2, async () => 1)).toEqual([]);
  });
});
