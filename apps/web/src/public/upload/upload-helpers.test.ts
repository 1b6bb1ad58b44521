import { describe, expect, it } from 'vitest';
import { isFinal, retryDelayMs } from './send-file';
import { shrunkSize } from './shrink-image';
import { takeUploadToken } from './upload-token';

describe('sending a file again', () => {
  it('waits longer after each failed try, never more than 15 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
  });

  it("stops on the server's own answer and sends again after a passing fault", () => {
    expect([200, 400, 403, 409, 413, 415, 429].map(isFinal)).toEqual(Array(7).fill(true));
    expect([408, 500, 502, 503, 504].map(isFinal)).toEqual(Array(5).fill(false));
  });
});

describe('shrunkSize', () => {
  it("makes a camera's photo as wide as the server's largest kept copy, its shape kept", () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(3024, 4032)).toEqual({ width: 1600, height: 2133 });
  });

  it('leaves a picture no wider than that as it is', () => {
    expect(shrunkSize(1600, 900)).toBeNull();
    expect(shrunkSize(800, 2000)).toBeNull();
  });
});

describe('takeUploadToken', () => {
  it('reads the token from the fragment the mail sends', () => {
    expect(takeUploadToken({ pathname: '/upload/', hash: '#abc_DEF-1' })).toBe('abc_DEF-1');
  });

  it('takes a token typed into the path and moves it into the fragment', () => {
    const moved: string[] = [];
    const history = {
      replaceState: (_s: unknown, _t: string, url: string) => {
        moved.push(url);
      },
    } as unknown as History;
    expect(takeUploadToken({ pathname: '/upload/abc_DEF-1', hash: '' }, history)).toBe('abc_DEF-1');
    expect(moved).toEqual(['/upload/#abc_DEF-1']);
  });

  it('answers nothing without a token', () => {
    expect(takeUploadToken({ pathname: '/upload/', hash: '' })).toBe('');
  });
});
