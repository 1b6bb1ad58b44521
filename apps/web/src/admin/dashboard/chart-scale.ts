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

/**
 * Each part's share of the whole in whole percent. The points rounding leaves over go to the
 * largest remainders, as in an election count, but equal parts always get equal shares: a point is
 * given to every part of a size or to none of them. So three equal parts read 33% each (99 in all)
 * rather than 34 / 33 / 33, which says that one of them is larger; unequal parts add up to 100.
 */
export function percentages(values: readonly number[]): number[] {
  const parts = values.map((value) => Math.max(0, value));
  const total = parts.reduce((sum, value) => sum + value, 0);
  if (total === 0) return parts.map(() => 0);
  const exact = parts.map((value) => (value / total) * 100);
  const shares = exact.map(Math.floor);
  let missing = 100 - shares.reduce((sum, share) => sum + share, 0);
  // Parts of one size share one remainder; the groups in order of it, largest first.
  const groups = [...new Set(parts)]
    .map((size) => ({
      indexes: parts.flatMap((value, index) => (value === size ? [index] : [])),
      rest: (size / total) * 100 - Math.floor((size / total) * 100),
    }))
    .filter((group) => group.rest > 0)
    .sort((a, b) => b.rest - a.rest);
  for (const { indexes } of groups) {
    if (indexes.length > missing) continue;
    for (const index of indexes) shares[index] = (shares[index] ?? 0) + 1;
    missing -= indexes.length;
  }
  return shares;
}

/**
 * A share as read beside its count: a part that is there but rounds to 0% reads "<1%", and one
 * that rounds to 100% while another part is there reads ">99%", so no count contradicts its share.
 */
export function shareText(count: number, percent: number, total: number): string {
  if (count > 0 && percent === 0) return '<1%';
  if (count < total && percent === 100) return '>99%';
  return `${percent}%`;
}
