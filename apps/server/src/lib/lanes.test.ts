import { describe, expect, it } from 'vitest';
import { settleInLanes, valuesOrFirstFailure } from './lanes.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('settleInLanes', () => {
  it('runs at most `lanes` at once and answers in the items order', async () => {
    let running = 0;
    let most = 0;
    const results = await settleInLanes([5, 1, 4, 2, 3], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n * 3));
      running -= 1;
      return n * 10;
    });
    expect(most).toBe(2);
    expect(valuesOrFirstFailure(results)).toEqual([50, 10, 40, 20, 30]);
  });

  it('after a failure still settles every item before answering', async () => {
    const finished: number[] = [];
    const results = await settleInLanes([1, 2, 3, 4], 2, async (n) => {
      await tick();
      if (n === 1) throw new Error('first fails');
      await tick();
      finished.push(n);
      return n;
    });
    expect(finished.sort()).toEqual([2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(() => valuesOrFirstFailure(results)).toThrow('first fails');
  });

  it('with no items answers at once', async () => {
    expect(await settleInLanes([], 4, async () => 1)).toEqual([]);
  });
});
