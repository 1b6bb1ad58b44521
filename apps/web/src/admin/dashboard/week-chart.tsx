import type { Dashboard } from '@visadesk/contract';
import { LABELS } from '@visadesk/contract/plain';
import { barLength, scaleFor } from './chart-scale';
import { ChartTable } from './chart-table';
import { weekLabel } from './dashboard-data';

const L = LABELS.dashboard;
// Chart units (the SVG scales to its card): room on the left for the axis, below for the weeks.
const WIDTH = 320;
const HEIGHT = 190;
const LEFT = 26;
const TOP = 14;
const BOTTOM = 22;
const PLOT_H = HEIGHT - TOP - BOTTOM;
const PLOT_W = WIDTH - LEFT - 4;

/**
 * Applications per week for the last 12 weeks as inline SVG bars. Screen readers get the title and
 * a one-line summary from the SVG, and every figure from the visually hidden table beside it.
 */
export function WeekChart({ weeks }: { weeks: Dashboard['perWeek'] }) {
  const counts = weeks.map((week) => week.count);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const scale = scaleFor(Math.max(0, ...counts));
  const slot = PLOT_W / Math.max(1, weeks.length);
  const barWidth = Math.min(18, slot * 0.6);
  const y = (value: number) => TOP + PLOT_H - barLength(value, scale, PLOT_H);
  // Every other week is named, counting back from this week so that it always is.
  const isNamed = (index: number) => (weeks.length - 1 - index) % 2 === 0;

  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="week-chart-title week-chart-desc">
        <title id="week-chart-title">{L.perWeekTitle}</title>
        <desc id="week-chart-desc">{L.perWeekDescription(total, weeks.length, Math.max(0, ...counts))}</desc>
        {scale.ticks.map((tick) => (
          <g key={tick} className="chart-grid">
            <line x1={LEFT} x2={WIDTH - 4} y1={y(tick)} y2={y(tick)} />
            <text x={LEFT - 6} y={y(tick) + 3.5} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = LEFT + slot * index + (slot - barWidth) / 2;
          const isCurrent = index === weeks.length - 1;
          return (
            <g key={week.weekStart}>
              <rect
                className={isCurrent ? 'chart-bar chart-bar-current' : 'chart-bar'}
                x={x}
                y={y(week.count)}
                width={barWidth}
                height={barLength(week.count, scale, PLOT_H)}
                rx={3}
              />
              {week.count > 0 && (
                <text className="chart-value" x={x + barWidth / 2} y={y(week.count) - 4} textAnchor="middle">
                  {week.count}
                </text>
              )}
              {isNamed(index) && (
                <text className="chart-label" x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle">
                  {weekLabel(week.weekStart)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ChartTable
        caption={L.perWeekTitle}
        labelColumn={L.weekColumn}
        valueColumn={L.countColumn}
        rows={weeks.map((week) => ({
          key: week.weekStart,
          label: weekLabel(week.weekStart),
          value: week.count,
        }))}
      />
    </figure>
  );
}
