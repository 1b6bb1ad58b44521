import { useLocation, useParams, useSearchParams } from 'react-router';
import { useGetApplicationQuery } from '../../api/applications';
import { applicationSource } from './application-source';

/**
 * The record an application screen shows: from navigation state, the path's `:id` or `?id=`.
 * With `isFreshNeeded` the record is also fetched when it came in the state (the applicant copy
 * shows the current status and file links); the state copy shows meanwhile.
 */
export function useApplicationRecord({ isFreshNeeded }: { isFreshNeeded: boolean }) {
  const location = useLocation();
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const source = applicationSource(location.state, pathId ?? params.get('id'));
  const id = source.kind === 'state' ? source.application._id : source.kind === 'id' ? source.id : '';
  const skip = source.kind === 'none' || (source.kind === 'state' && !isFreshNeeded);
  const query = useGetApplicationQuery(id, { skip });
  const fallback = source.kind === 'state' ? source.application : undefined;
  return {
    hasSource: source.kind !== 'none',
    application: query.data ?? fallback,
    isLoading: query.isLoading,
    error: query.error,
  };
}
