import { APPLICATION_API, APPLICATION_RESTORE_KEEPS, type Role } from '@visadesk/contract/plain';
import { useGetApplicationQuery, useGetApplicationVersionsQuery } from '../../api/applications';
import { useRestoreApplicationVersionMutation } from '../../api/record-versions';
import { useGetMeQuery } from '../../api/session';
import { RecordChanges } from '../components/record-changes';
import { ChangesWithCompare } from '../components/version-compare';
import { APPLICATION_CHANGE_WORDS } from './version-changes';

/** Admins and approvers restore a version, as they change a status. */
const RESTORERS: readonly Role[] = ['admin', 'approver'];
/** The compare table's rows: every field in words, in the form's order, then what the form does not edit. */
const FIELDS = Object.keys(APPLICATION_CHANGE_WORDS.labels);

/** Every version of the application, across the history card; any of them beside today's, and restored. */
export function ApplicationChanges({ id }: { id: string }) {
  const query = useGetApplicationVersionsQuery(id);
  const { data: now } = useGetApplicationQuery(id);
  const { data: user } = useGetMeQuery();
  const [restore] = useRestoreApplicationVersionMutation();
  const mayRestore = now !== undefined && user !== undefined && RESTORERS.includes(user.role);
  return (
    <ChangesWithCompare
      list={(onCompare) => (
        <RecordChanges
          titleId="history-changes-title"
          query={query}
          words={APPLICATION_CHANGE_WORDS}
          className="history-wide"
          onCompare={onCompare}
        />
      )}
      versionUrl={(version) => APPLICATION_API.version(id, version)}
      now={now}
      words={APPLICATION_CHANGE_WORDS}
      fields={FIELDS}
      kept={APPLICATION_RESTORE_KEEPS.filter((field) => FIELDS.includes(field))}
      onRestore={
        mayRestore ? (version) => restore({ id, version, ifMatch: now.updatedAt }).unwrap() : undefined
      }
    />
  );
}
