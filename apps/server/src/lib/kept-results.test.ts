import { describe, expect, it } from 'vitest';
import { keptResults } from './kept-results.ts';

describe('keptResults', () => {
  it('makes each result once while it is kept', () => {
    const made: string[] = [];
    const upper = keptResults(10, (key) => {
      made.push(key);
      return key.toUpperCase();
    });
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(made).toEqual(['a', 'b']);
  });

  it('keeps at most max results, dropping them all when full', () => {
    const made: string[] = [];
    const same = keptResults(2, (key) => {
      made.push(key);
      return key;
    });
    for (const key of ['a', 'b', 'c', 'a', 'c']) same(key);
    // 'c' found the set full and dropped a and b; 'a' is made again and kept beside 'c'.
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps a promise, so callers at once share one making', async () => {
    let makings = 0;
    const slow = keptResults(5, async (key) => {
      makings += 1;
      return key;
    });
    expect(await Promise.all([slow('x'), slow('x')])).toEqual(['x', 'x']);
    expect(makings).toBe(1);
  });
});
