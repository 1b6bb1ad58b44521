import { LABELS, MESSAGES, ROUTES } from '@visadesk/contract/plain';
import { describeQueryError } from '../../api/query-error';
import { BackLink } from '../components/back-link';
import { PageHeader } from '../components/page-header';

/** Shown when a record could not be loaded: the spec's not-found text, or the fetch error. */
export function RecordProblem({ title, error }: { title: string; error: unknown }) {
  const failure = describeQueryError(error);
  const message =
    failure.kind === 'server' && (failure.status === 404 || failure.status === 400)
      ? MESSAGES.applications.noData
      : MESSAGES.applications.fetchError;
  return (
    <div className="form-page">
      <BackLink to={ROUTES.applications} label={LABELS.applications.backToList} />
      <PageHeader title={title} />
      <div className="alert alert-warning" role="alert">
        {message}
      </div>
    </div>
  );
}
