import '../../styles/applications.css';
import { LABELS, ROUTES } from '@visadesk/contract/plain';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useGetApplicationQuery } from '../../api/applications';
import { PageSpinner } from '../../components/page-spinner';
import { editKey, useEditRecord } from '../components/use-edit-record';
import { ApplicationForm } from './application-form';
import { RecordProblem } from './record-problem';

/**
 * /editApplication?id=: the form in edit mode, prefilled from the record as the server has it now
 * (its version guards the save); without an id, back to the list (spec section 2).
 */
export function EditApplicationPage() {
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const id = pathId ?? params.get('id');
  if (!id) return <Navigate to={ROUTES.applications} replace />;
  return <EditApplication key={id} id={id} />;
}

function EditApplication({ id }: { id: string }) {
  const query = useGetApplicationQuery(id, { refetchOnMountOrArgChange: true });
  const { record, isLoading, error, reload } = useEditRecord(query);
  if (record) return <ApplicationForm key={editKey(record)} mode="edit" record={record} onReload={reload} />;
  if (isLoading) return <PageSpinner />;
  return <RecordProblem title={LABELS.applicationForm.editTitle} error={error} />;
}
