import { LABELS, MESSAGES, ROUTES } from '@visadesk/contract/plain';
import { Link } from 'react-router';
import { describeQueryError } from '../../api/query-error';
import { Icon } from '../../components/icons';
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
      <Link to={ROUTES.applications} className="back-link">
        <Icon name="arrowLeft" size={16} />
        {LABELS.applications.backToList}
      </Link>
      <PageHeader title={title} />
      <div className="alert alert-warning" role="alert">
        {message}
      </div>
    </div>
  );
}
