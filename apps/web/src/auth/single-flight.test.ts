import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight';

describe('createSingleFlight', () => {
  it('shares one run between callers that arrive while it is in flight', async () => {
    let runs = 0;
    let release: (value: number) => void = () => {};
    const task = createSingleFlight(() => {
      runs += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    });

    const calls = [task(), task(), task()];
    release(42);

    expect(await Promise.all(calls)).toEqual([42, 42, 42]);
    expect(runs).toBe(1);
  });

  it('starts a new run once the previous one has settled', async () => {
    let runs = 0;
    const task = createSingleFlight(async () => ++runs);

    expect(await task()).toBe(1);
    expect(await task()).toBe(2);
  });

  it('lets the next caller retry after a failed run', async () => {
    let runs = 0;
    const task = createSingleFlight(async () => {
      runs += 1;
      if (runs === 1) throw new Error('first run fails');
      return 'ok';
    });

    await expect(task()).rejects.toThrow('first run fails');
    await expect(task()).resolves.toBe('ok');
  });
});
