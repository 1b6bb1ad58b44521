import type { Dashboard } from '@visadesk/contract';
import { DEADLINE_FIELDS, EXPIRING_WITHIN, LABELS, ROUTES } from '@visadesk/contract/plain';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';
import { applicationViewPath } from '../applications/paths';
import { TitledCard } from '../components/titled-card';

const L = LABELS.dashboard;
const C = L.fallingDueColumns;

/** The list the card sums up: expiring within the dashboard's days, the nearest first. */
const LIST_ADDRESS = `${ROUTES.applications}?expiringWithin=${EXPIRING_WITHIN.dashboard}&sort=deadline`;

/**
 * "Falling due": how many applications have a passport, visa or work permit expiring within the
 * next EXPIRING_WITHIN.dashboard days of the office's calendar (or already expired), the first of
 * them, overdue first, and a link to the list filtered that way.
 */
export function FallingDue({ fallingDue }: { fallingDue: Dashboard['fallingDue'] }) {
  const { count, moreThan, applications, today } = fallingDue;
  return (
    <TitledCard id="falling-due" title={L.fallingDueTitle} className="falling-due-card" flush>
      <div className="falling-due-summary">
        <p className="mb-0 text-body-secondary">{L.fallingDueDescription(EXPIRING_WITHIN.dashboard)}</p>
        <p className="falling-due-count mb-0">
          <strong>{L.fallingDueCount(count, moreThan)}</strong>
          {count > 0 && (
            <Link to={LIST_ADDRESS} className="ms-3">
              {L.fallingDueAll}
            </Link>
          )}
        </p>
      </div>
      {applications.length === 0 ? (
        <p className="falling-due-summary mb-0">{L.fallingDueNone(EXPIRING_WITHIN.dashboard)}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0 falling-due-table">
            <thead>
              <tr>
                <th scope="col">{C.name}</th>
                <th scope="col">{C.document}</th>
                <th scope="col">{C.date}</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => (
                <tr key={application._id}>
                  <td>
                    <Link to={applicationViewPath(application._id)}>
                      {application.givenN} {application.surname}
                    </Link>
                  </td>
                  <td>{DEADLINE_FIELDS[application.document].document}</td>
                  <td>
                    {formatDate(application.date)}
                    {application.date < today && (
                      <span className="badge text-bg-danger ms-2">{L.fallingDueOverdue}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TitledCard>
  );
}
