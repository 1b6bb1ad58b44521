import { useLocation, useParams, useSearchParams } from 'react-router';
import { useGetApplicationQuery } from '../../api/applications';
import { applicationSource } from './application-source';

/**
 * The record the applicant copy shows: from navigation state, the path's `:id` or `?id=`. It is
 * fetched even when it came in the state (the copy shows the current status and file links); the
 * state copy shows meanwhile.
 */
export function useApplicationRecord() {
  const location = useLocation();
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const source = applicationSource(location.state, pathId ?? params.get('id'));
  const id = source.kind === 'state' ? source.application._id : source.kind === 'id' ? source.id : '';
  const query = useGetApplicationQuery(id, { skip: source.kind === 'none' });
  const fallback = source.kind === 'state' ? source.application : undefined;
  return {
    hasSource: source.kind !== 'none',
    application: query.data ?? fallback,
    isLoading: query.isLoading,
    error: query.error,
  };
}
