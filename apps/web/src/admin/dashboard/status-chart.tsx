import type { Dashboard } from '@visadesk/contract';
import { LABELS } from '@visadesk/contract/plain';
import { barLength } from './chart-scale';
import { ChartTable } from './chart-table';
import { statusRows } from './dashboard-data';

const L = LABELS.dashboard;
const WIDTH = 320;
const ROW = 40;
const LABEL_W = 72;
const VALUE_W = 66;
const BAR_W = WIDTH - LABEL_W - VALUE_W;

/** The status split as horizontal SVG bars with count and share; the hidden table reads it out. */
export function StatusChart({ byStatus }: { byStatus: Dashboard['byStatus'] }) {
  const rows = statusRows(byStatus);
  // Each bar is its share of all applications, so the three together fill one track.
  const whole = {
    max: Math.max(
      1,
      rows.reduce((sum, row) => sum + row.count, 0),
    ),
    ticks: [],
  };
  const summary = rows.map((row) => `${row.label} ${row.count} (${row.share})`).join(', ');

  return (
    <figure className="chart chart-status">
      <svg
        viewBox={`0 0 ${WIDTH} ${ROW * rows.length}`}
        role="img"
        aria-labelledby="status-chart-title status-chart-desc"
      >
        <title id="status-chart-title">{L.statusTitle}</title>
        <desc id="status-chart-desc">{L.statusDescription(summary)}</desc>
        {rows.map((row, index) => {
          const middle = ROW * index + ROW / 2;
          const length = barLength(row.count, whole, BAR_W);
          return (
            <g key={row.status}>
              <text className="chart-label" x={0} y={middle + 4}>
                {row.label}
              </text>
              <rect className="chart-track" x={LABEL_W} y={middle - 9} width={BAR_W} height={18} rx={4} />
              <rect
                className={`chart-bar status-bar-${row.status}`}
                x={LABEL_W}
                y={middle - 9}
                width={length}
                height={18}
                rx={4}
              />
              <text className="chart-value" x={LABEL_W + BAR_W + 8} y={middle + 4}>
                {`${row.count} (${row.share})`}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartTable
        caption={L.statusTitle}
        labelColumn={L.statusColumn}
        valueColumn={L.countColumn}
        rows={rows.map((row) => ({
          key: row.status,
          label: row.label,
          value: `${row.count} (${row.share})`,
        }))}
      />
    </figure>
  );
}
