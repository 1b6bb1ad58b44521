import { LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useGetUsersQuery } from '../../api/users';
import { PageSpinner } from '../../components/page-spinner';
import { RequireRole } from '../require-role';
import { EditUserForm } from './edit-user-form';
import { editUserSource } from './edit-user-source';
import { UserFormFrame } from './user-form-frame';

/** /editUserManagement (admins only): finds the record, then shows the form. */
export function EditUserPage() {
  return (
    <RequireRole roles={['admin']} title={LABELS.users.editTitle}>
      <EditUserLoader />
    </RequireRole>
  );
}

function EditUserLoader() {
  const location = useLocation();
  const [params] = useSearchParams();
  const source = editUserSource(location.state, params.get('id'));
  // Only an address with an id and no state needs the list (cached if the admin came from it).
  const { data: users, isLoading, isError } = useGetUsersQuery(undefined, { skip: source.kind !== 'id' });

  if (source.kind === 'none') return <Navigate to={ROUTES.users} replace />;
  if (source.kind === 'state') return <EditUserForm key={source.user._id} user={source.user} />;
  if (isLoading) return <PageSpinner />;
  const user = users?.find((candidate) => candidate._id === source.id);
  if (!user) {
    return (
      <UserFormFrame
        title={LABELS.users.editTitle}
        error={isError ? MESSAGES.users.fetchError : MESSAGES.users.notFound}
      >
        {null}
      </UserFormFrame>
    );
  }
  return <EditUserForm key={user._id} user={user} />;
}
