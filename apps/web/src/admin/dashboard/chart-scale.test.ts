import { describe, expect, it } from 'vitest';
import { barLength, percentages, scaleFor, shareText } from './chart-scale';

describe('scaleFor', () => {
  it('rounds the axis up to whole, round steps', () => {
    expect(scaleFor(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(scaleFor(30)).toEqual({ max: 30, ticks: [0, 10, 20, 30] });
    expect(scaleFor(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(scaleFor(1234).max).toBeGreaterThanOrEqual(1234);
    expect(scaleFor(1234).ticks.every((tick) => tick % 500 === 0)).toBe(true);
  });

  it('gives an empty chart an axis from 0 to 1', () => {
    expect(scaleFor(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(scaleFor(-4)).toEqual({ max: 1, ticks: [0, 1] });
  });
});

describe('barLength', () => {
  it('scales a value to the chart, within 0 and the full length', () => {
    const scale = scaleFor(7);
    expect(barLength(4, scale, 160)).toBe(80);
    expect(barLength(8, scale, 160)).toBe(160);
    expect(barLength(0, scale, 160)).toBe(0);
    expect(barLength(-1, scale, 160)).toBe(0);
    expect(barLength(99, scale, 160)).toBe(160);
  });
});

describe('percentages', () => {
  it('splits a whole into whole percentages that add up to 100', () => {
    expect(percentages([10, 5, 5])).toEqual([50, 25, 25]);
    expect(percentages([2, 1, 0])).toEqual([67, 33, 0]);
    expect(percentages([1, 1, 2])).toEqual([25, 25, 50]);
    // 42.86 / 42.86 / 14.29: both larger parts get a point, together.
    expect(percentages([3, 3, 1])).toEqual([43, 43, 14]);
  });

  it('gives equal parts equal shares, even when they then add up to 99', () => {
    expect(percentages([1, 1, 1])).toEqual([33, 33, 33]);
    expect(percentages([7, 7, 7])).toEqual([33, 33, 33]);
    // 33.33 each for two parts, 33.33 for the third: still one size, still equal.
    expect(percentages([5, 5, 5, 0])).toEqual([33, 33, 33, 0]);
    // 28.57 / 28.57 / 42.86: the equal pair cannot both round up, so the third does.
    expect(percentages([2, 2, 3])).toEqual([28, 28, 43]);
  });

  it('reads 0% everywhere when there is nothing to split', () => {
    expect(percentages([0, 0, 0])).toEqual([0, 0, 0]);
  });
});

describe('shareText', () => {
  it('never reads 0% for a part that is there, nor 100% beside another part', () => {
    expect(shareText(1, 0, 400)).toBe('<1%');
    expect(shareText(399, 100, 400)).toBe('>99%');
  });

  it('reads the whole percent otherwise', () => {
    expect(shareText(0, 0, 400)).toBe('0%');
    expect(shareText(400, 100, 400)).toBe('100%');
    expect(shareText(1, 33, 3)).toBe('33%');
  });
});
