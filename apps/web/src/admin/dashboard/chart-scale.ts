/** A value axis: its top and the tick values from 0 to it, in whole, round steps. */
export interface Scale {
  max: number;
  ticks: number[];
}

/** The round step (1, 2 or 5 times a power of ten, never below 1) that covers `raw`. */
function niceStep(raw: number): number {
  if (!(raw > 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= raw) ?? 10;
  return step * magnitude;
}

/**
 * The axis for counts up to `largest` with about `tickCount` steps: 7 gives 0, 2, 4, 6, 8; an empty
 * chart still has an axis from 0 to 1, so its bars have something to stand on.
 */
export function scaleFor(largest: number, tickCount = 4): Scale {
  const step = niceStep(Math.max(0, largest) / tickCount);
  const max = Math.max(step, Math.ceil(Math.max(0, largest) / step) * step);
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, index) => index * step);
  return { max, ticks };
}

/** A bar's length for a value on a scale, in the chart's units; never negative, never past the axis. */
export const barLength = (value: number, scale: Scale, full: number): number =>
  Math.min(full, Math.max(0, (value / scale.max) * full));

/** Each part's share of the whole in whole percent, adding up to 100 (largest remainders first). */
export function percentages(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total === 0) return values.map(() => 0);
  const exact = values.map((value) => (Math.max(0, value) / total) * 100);
  const shares = exact.map(Math.floor);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  let missing = 100 - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of order) {
    if (missing <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    missing -= 1;
  }
  return shares;
}
