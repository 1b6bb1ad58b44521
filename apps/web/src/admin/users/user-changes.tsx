import { LABELS, ROLE_LABELS, type Role } from '@visadesk/contract/plain';
import { useGetUserVersionsQuery } from '../../api/users';
import type { ChangeWords } from '../components/change-words';
import { RecordChangesCard } from '../components/record-changes';

const U = LABELS.users;
const USER_WORDS: ChangeWords = {
  labels: { name: U.name, email: U.email, role: U.role },
  shown: (field, value) => (field === 'role' ? ROLE_LABELS[value as Role] : undefined),
};

/** Under the edit form: every version of the user (a password change is none: it is never kept). */
export function UserChanges({ id }: { id: string }) {
  const query = useGetUserVersionsQuery(id);
  return <RecordChangesCard titleId="user-changes-title" query={query} words={USER_WORDS} />;
}
