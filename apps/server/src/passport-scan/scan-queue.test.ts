import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { createScanQueue } from './scan-queue.ts';

const later = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('createScanQueue', () => {
  it('runs one at a time, keeps a bounded line, and refuses with 503 beyond it', async () => {
    const run = createScanQueue(1, 2, 'busy');
    const order: string[] = [];
    const first = later();
    const a = run(async () => {
      order.push('a starts');
      await first.promise;
      order.push('a ends');
    });
    const b = run(async () => order.push('b'));
    const c = run(async () => order.push('c'));
    const refused = await run(async () => 'd').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(503);
    expect((refused as AppError).message).toBe('busy');
    expect(order).toEqual(['a starts']);
    first.resolve();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a starts', 'a ends', 'b', 'c']);
    // With the line empty again, the next runs at once.
    await expect(run(async () => 'e')).resolves.toBe('e');
  });

  it('frees the place of a task that failed', async () => {
    const run = createScanQueue(1, 0, 'busy');
    await expect(run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });
});
