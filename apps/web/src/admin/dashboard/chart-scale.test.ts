import { describe, expect, it } from 'vitest';
import { barLength, percentages, scaleFor } from './chart-scale';

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
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([10, 5, 5])).toEqual([50, 25, 25]);
    expect(percentages([2, 1, 0])).toEqual([67, 33, 0]);
  });

  it('reads 0% everywhere when there is nothing to split', () => {
    expect(percentages([0, 0, 0])).toEqual([0, 0, 0]);
  });
});
