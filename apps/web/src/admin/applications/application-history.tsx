import { LABELS } from '@visadesk/contract/plain';
import { useGetApplicationHistoryQuery } from '../../api/applications';
import { PageSpinner } from '../../components/page-spinner';
import { formatDateTime, zoneOffset } from '../../lib/dates';
import { useOfficeTimeZone } from '../../lib/office-time-zone';
import { StatusBadge } from '../components/status-badge';
import { TitledCard } from '../components/titled-card';
import { HistoryTable } from './history-table';
import { PublicLookupsTable } from './public-lookups-table';

const V = LABELS.applicationView;

/** Who changed the status and when, and the public lookups. */
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

/** One half of the history: its heading, then the text saying it is empty or its scrollable table. */
function HistoryPart({
  titleId,
  title,
  emptyText,
  children,
}: {
  titleId: string;
  title: string;
  emptyText: string | null;
  children: React.ReactNode;
}) {
  return (
    <div>
      <h3 id={titleId} className="history-title">
        {title}
      </h3>
      {emptyText ? (
        <p className="text-body-secondary">{emptyText}</p>
      ) : (
        <ScrollRegion labelledBy={titleId}>{children}</ScrollRegion>
      )}
    </div>
  );
}

/** A table that may scroll: focusable and named, so keyboard users can scroll it too. */
function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-responsive history-scroll" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </section>
  );
}
