import { API, LABELS, ROLE_LABELS, type Role } from '@visadesk/contract/plain';
import { useGetUserQuery, useGetUserVersionsQuery } from '../../api/users';
import type { ChangeWords } from '../components/change-words';
import { RecordChangesCard } from '../components/record-changes';
import { ChangesWithCompare } from '../components/version-compare';

const U = LABELS.users;
const USER_WORDS: ChangeWords = {
  labels: { name: U.name, email: U.email, role: U.role },
  shown: (field, value) => (field === 'role' ? ROLE_LABELS[value as Role] : undefined),
};

/**
 * Under the edit form: every version of the user (a password change is none: it is never kept), any
 * of them beside today's. No restore: a role brought back by one click is a security change.
 */
export function UserChanges({ id }: { id: string }) {
  const query = useGetUserVersionsQuery(id);
  const { data: now } = useGetUserQuery(id);
  return (
    <ChangesWithCompare
      list={(onCompare) => (
        <RecordChangesCard
          titleId="user-changes-title"
          query={query}
          words={USER_WORDS}
          onCompare={onCompare}
        />
      )}
      versionUrl={(version) => API.users.version(id, version)}
      now={now}
      words={USER_WORDS}
      fields={Object.keys(USER_WORDS.labels)}
    />
  );
}
