import type { Dashboard } from '@visadesk/contract';
import { APPLICATION_STATUS_LABELS, LABELS } from '@visadesk/contract/plain';
import { Icon, type IconName } from '../../components/icons';

const L = LABELS.dashboard;

interface Tile {
  key: string;
  label: string;
  value: number;
  icon: IconName;
}

/** The tiles: total applications, total pages, then the count of each status. */
export function DashboardFigures({ figures }: { figures: Dashboard }) {
  const tiles: Tile[] = [
    { key: 'applications', label: L.totalApplications, value: figures.totalApplication, icon: 'file' },
    { key: 'pages', label: L.totalPages, value: figures.totalPages, icon: 'page' },
    {
      key: 'pending',
      label: APPLICATION_STATUS_LABELS.pending,
      value: figures.byStatus.pending,
      icon: 'clock',
    },
    {
      key: 'approved',
      label: APPLICATION_STATUS_LABELS.approved,
      value: figures.byStatus.approved,
      icon: 'check',
    },
    {
      key: 'rejected',
      label: APPLICATION_STATUS_LABELS.rejected,
      value: figures.byStatus.rejected,
      icon: 'xCircle',
    },
  ];
  return (
    <section aria-labelledby="dashboard-figures" className="mb-4">
      <h2 id="dashboard-figures" className="visually-hidden">
        {L.figures}
      </h2>
      <dl className="stat-grid">
        {tiles.map((tile) => (
          <div key={tile.key} className={`stat-tile stat-${tile.key}`}>
            <dt>
              <span className="stat-icon">
                <Icon name={tile.icon} size={20} />
              </span>
              {tile.label}
            </dt>
            <dd>{tile.value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
