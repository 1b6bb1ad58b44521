import { ROUTES, UPLOAD_LINK, UPLOAD_LINK_LABELS } from '@visadesk/contract/plain';
import { Link } from 'react-router';
import { useGetApplicantUploadsQuery } from '../../api/dashboard';

const L = UPLOAD_LINK_LABELS;

/** How many applications the applicant sent documents to lately, opening the list of them. */
export function ApplicantUploads() {
  const { data } = useGetApplicantUploadsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  return (
    <div className="card admin-card applicant-uploads mb-4">
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <Link to={`${ROUTES.applications}?fromApplicant=1`} className="stretched-link fw-semibold">
          {L.newUploads}: <span className="fs-4 fw-bold">{data.count}</span>
        </Link>
        <span className="text-body-secondary">{L.newUploadsHint(UPLOAD_LINK.newForDays)}</span>
      </div>
    </div>
  );
}
