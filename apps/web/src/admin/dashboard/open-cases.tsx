import type { Dashboard } from '@visadesk/contract';
import { LABELS, ROUTES } from '@visadesk/contract/plain';
import { Link } from 'react-router';
import { TitledCard } from '../components/titled-card';

const O = LABELS.openCases;

/** The list of one assignee's pending cases (`me`, `none` or a user's id). */
export const openCasesAddress = (assignedTo: string) =>
  `${ROUTES.applications}?status=pending&assignedTo=${encodeURIComponent(assignedTo)}`;

/**
 * "Open cases": the signed-in user's pending cases first and large, then every user's and the
 * unassigned ones, each linking to the list filtered that way.
 */
export function OpenCases({ openCases, meId }: { openCases: Dashboard['openCases']; meId: string }) {
  const mine = openCases.users.find((user) => user._id === meId)?.count ?? 0;
  const rows = [
    ...openCases.users.map((user) => ({
      key: user._id,
      name: user._id === meId ? `${user.name} ${O.you}` : user.name,
      count: user.count,
      to: openCasesAddress(user._id),
    })),
    { key: 'none', name: O.unassigned, count: openCases.unassigned, to: openCasesAddress('none') },
  ];
  return (
    <TitledCard id="open-cases" title={O.title} className="falling-due-card" flush>
      <div className="falling-due-summary">
        <p className="mb-0 text-body-secondary">{O.description}</p>
        <p className="open-cases-mine mb-0">
          <Link to={openCasesAddress('me')}>
            {O.mine}: <strong>{mine}</strong>
          </Link>
        </p>
      </div>
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0 falling-due-table">
          <thead>
            <tr>
              <th scope="col">{O.columns.user}</th>
              <th scope="col" className="text-end">
                {O.columns.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>
                  <Link to={row.to}>{row.name}</Link>
                </td>
                <td className="text-end">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TitledCard>
  );
}
