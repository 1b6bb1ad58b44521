import '../../styles/applications.css';
import { LABELS, ROUTES } from '@visadesk/contract';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { ApplicationForm } from './application-form';
import { RecordProblem } from './record-problem';
import { useApplicationRecord } from './use-application-record';

/**
 * /editApplication: the form in edit mode, prefilled from the record in navigation state or the
 * one `?id=` names; with neither, back to the list (spec section 2, decision 8).
 */
export function EditApplicationPage() {
  const { hasSource, application, isLoading, error } = useApplicationRecord({ isFreshNeeded: false });
  if (!hasSource) return <Navigate to={ROUTES.applications} replace />;
  if (application) return <ApplicationForm key={application._id} mode="edit" record={application} />;
  if (isLoading) return <PageSpinner />;
  return <RecordProblem title={LABELS.applicationForm.editTitle} error={error} />;
}
