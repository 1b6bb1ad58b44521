import { APPLICATION_RESTORE_KEEPS, type Role } from '@visadesk/contract/plain';
import { useState } from 'react';
import { useGetApplicationQuery, useGetApplicationVersionsQuery } from '../../api/applications';
import {
  useGetApplicationVersionQuery,
  useRestoreApplicationVersionMutation,
} from '../../api/record-versions';
import { useGetMeQuery } from '../../api/session';
import { RecordChanges } from '../components/record-changes';
import { VersionCompare } from '../components/version-compare';
import { APPLICATION_CHANGE_WORDS } from './version-changes';

/** Admins and approvers restore a version, as they change a status. */
const RESTORERS: readonly Role[] = ['admin', 'approver'];
/** The compare table's rows: every field in words, in the form's order, then what the form does not edit. */
const FIELDS = Object.keys(APPLICATION_CHANGE_WORDS.labels);

/** Every version of the application, across the history card; any of them beside today's, and restored. */
export function ApplicationChanges({ id }: { id: string }) {
  const query = useGetApplicationVersionsQuery(id);
  const [comparing, setComparing] = useState<number | null>(null);
  const version = useGetApplicationVersionQuery(
    { id, version: comparing ?? 0 },
    { skip: comparing === null, refetchOnMountOrArgChange: true },
  );
  const { data: now } = useGetApplicationQuery(id);
  const { data: user } = useGetMeQuery();
  const [restore] = useRestoreApplicationVersionMutation();
  const mayRestore = user !== undefined && RESTORERS.includes(user.role);
  return (
    <>
      <RecordChanges
        titleId="history-changes-title"
        query={query}
        words={APPLICATION_CHANGE_WORDS}
        className="history-wide"
        onCompare={setComparing}
      />
      {now && (
        <VersionCompare
          version={comparing}
          onClose={() => setComparing(null)}
          query={version}
          now={now}
          words={APPLICATION_CHANGE_WORDS}
          fields={FIELDS}
          kept={APPLICATION_RESTORE_KEEPS.filter((field) => FIELDS.includes(field))}
          onRestore={
            mayRestore && comparing !== null
              ? () => restore({ id, version: comparing, ifMatch: now.updatedAt }).unwrap()
              : undefined
          }
        />
      )}
    </>
  );
}
