import { useGetApplicationVersionsQuery } from '../../api/applications';
import { RecordChanges } from '../components/record-changes';
import { APPLICATION_CHANGE_WORDS } from './version-changes';

/** Every version of the application, across the history card. */
export function ApplicationChanges({ id }: { id: string }) {
  const query = useGetApplicationVersionsQuery(id);
  return (
    <RecordChanges
      titleId="history-changes-title"
      query={query}
      words={APPLICATION_CHANGE_WORDS}
      className="history-wide"
    />
  );
}
