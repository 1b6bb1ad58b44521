import { LABELS } from '@visadesk/contract/plain';
import { useGetApplicationHistoryQuery } from '../../api/applications';
import { PageSpinner } from '../../components/page-spinner';
import { formatDateTime, zoneOffset } from '../../lib/dates';
import { useOfficeTimeZone } from '../../lib/office-time-zone';
import { HistoryPart } from '../components/history-part';
import { HistoryTable } from '../components/history-table';
import { StatusBadge } from '../components/status-badge';
import { TitledCard } from '../components/titled-card';
import { ApplicationChanges } from './application-changes';
import { PublicLookupsTable } from './public-lookups-table';

const V = LABELS.applicationView;

/** Who changed the status and when, the public lookups, and every change to the record. */
export function ApplicationHistory({ id }: { id: string }) {
  const { data, isLoading, isError } = useGetApplicationHistoryQuery(id);
  // Times are the office's: the same day as the visa dates, wherever the viewer is.
  const zone = useOfficeTimeZone();

  let content: React.ReactNode;
  if (isLoading) content = <PageSpinner />;
  else if (isError || !data) content = <p className="text-body-secondary mb-0">{V.historyFailed}</p>;
  else {
    content = (
      <div className="history-grid">
        <HistoryPart
          titleId="history-status-title"
          title={V.history}
          emptyText={data.statusChanges.length === 0 ? V.noHistory : null}
        >
          <HistoryTable
            columns={[V.historyColumns.when, V.historyColumns.from, V.historyColumns.to, V.historyColumns.by]}
          >
            {data.statusChanges.map((change) => (
              <tr key={change._id}>
                <td>{formatDateTime(change.at, zone)}</td>
                <td>{change.from ? <StatusBadge status={change.from} /> : V.created}</td>
                <td>
                  <StatusBadge status={change.to} />
                  {/* A rejection's reason, as it was given with the change. */}
                  {change.reason && <span className="d-block small mt-1">{change.reason}</span>}
                </td>
                <td>{change.by ?? LABELS.common.noValue}</td>
              </tr>
            ))}
          </HistoryTable>
        </HistoryPart>
        <HistoryPart
          titleId="history-lookups-title"
          title={V.lookups}
          emptyText={data.lookups.length === 0 ? V.noLookups : null}
        >
          <PublicLookupsTable lookups={data.lookups} zone={zone} />
        </HistoryPart>
        <ApplicationChanges id={id} />
      </div>
    );
  }

  return (
    <TitledCard
      id="history-title"
      title={V.historyHeading}
      className="history-card d-print-none"
      headingClassName="card-section-title"
    >
      {zone && <p className="history-zone">{V.timesIn(zone, zoneOffset(new Date().toISOString(), zone))}</p>}
      {content}
    </TitledCard>
  );
}
