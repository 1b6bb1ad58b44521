import { countryName, LABELS, PAGE_SIZE } from '@visadesk/contract/plain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useListApplicationsQuery } from '../../api/applications';
import { describeQueryError } from '../../api/query-error';
import { PageSpinner } from '../../components/page-spinner';
import { formatDate } from '../../lib/dates';
import { useOfficeTimeZone } from '../../lib/office-time-zone';
import { displayName } from '../applications/application-display';
import { applicationViewPath } from '../applications/paths';
import { Pager } from '../components/pager';
import { StatusBadge } from '../components/status-badge';
import { TitledCard } from '../components/titled-card';
import { dashboardErrorMessage } from './dashboard-data';

const L = LABELS.dashboard;

/**
 * The dashboard's application list: name and details, 10 at a time (spec sections 2 and 4). Page 1
 * first; each Prev or Next asks for its page, with a spinner while it loads.
 */
export function DashboardApplications() {
  const [page, setPage] = useState(1);
  const zone = useOfficeTimeZone(); // the office's day of each creation
  const { data, currentData, isFetching, isError, error, refetch } = useListApplicationsQuery({
    page,
    limit: PAGE_SIZE.dashboard,
    search: '',
    status: '',
  });

  let body: React.ReactNode;
  if (isFetching && !currentData) body = <PageSpinner />;
  else if (isError && !currentData) {
    body = (
      <div className="alert alert-danger m-3 d-flex flex-wrap align-items-center gap-3" role="alert">
        {dashboardErrorMessage(describeQueryError(error))}
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void refetch()}>
          {L.retry}
        </button>
      </div>
    );
  } else if (!currentData || currentData.applications.length === 0) {
    body = <p className="table-status mb-0">{L.none}</p>;
  } else {
    body = (
      <ul className="dash-list">
        {currentData.applications.map((application) => (
          <li key={application._id} className="dash-item">
            <div className="dash-item-main">
              <Link to={applicationViewPath(application._id)} className="dash-item-name">
                {displayName(application)}
              </Link>
              <p className="dash-item-details">
                <span>
                  {L.passport} <span className="dash-passport">{application.passport}</span>
                </span>
                <span>
                  {L.nationality} {countryName(application.currentN)}
                </span>
                <span>
                  {L.created} {formatDate(application.createdAt, zone)}
                </span>
              </p>
            </div>
            <StatusBadge status={application.isStatus} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <TitledCard id="dashboard-applications" title={L.applications} flush>
      {body}
      <div className="list-footer">
        {/* The last known total while the next page loads, so the label does not jump. */}
        <Pager page={page} totalPages={data?.totalPages ?? 0} label={L.applicationPages} onPage={setPage} />
      </div>
    </TitledCard>
  );
}
