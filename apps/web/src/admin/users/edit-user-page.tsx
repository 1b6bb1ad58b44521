import { LABELS, MESSAGES, ROUTES } from '@visadesk/contract/plain';
import { Navigate, useSearchParams } from 'react-router';
import { describeQueryError } from '../../api/query-error';
import { useGetUserQuery } from '../../api/users';
import { PageSpinner } from '../../components/page-spinner';
import { editKey, useEditRecord } from '../components/use-edit-record';
import { RequireRole } from '../require-role';
import { EditUserForm } from './edit-user-form';
import { ResetTwoFactor } from './reset-two-factor';
import { UserFormFrame } from './user-form-frame';

/** /editUserManagement?id= (admins only): the user as the server has it now, then the form. */
export function EditUserPage() {
  const id = useSearchParams()[0].get('id');
  return (
    <RequireRole roles={['admin']} title={LABELS.users.editTitle}>
      {id ? <EditUserLoader key={id} id={id} /> : <Navigate to={ROUTES.users} replace />}
    </RequireRole>
  );
}

function EditUserLoader({ id }: { id: string }) {
  const query = useGetUserQuery(id, { refetchOnMountOrArgChange: true });
  const { record: user, isLoading, error, reload } = useEditRecord(query);

  if (user)
    return (
      <>
        <EditUserForm key={editKey(user)} user={user} onReload={reload} />
        <ResetTwoFactor user={user} />
      </>
    );
  if (isLoading) return <PageSpinner />;
  const failure = describeQueryError(error);
  const isMissing = failure.kind === 'server' && (failure.status === 404 || failure.status === 400);
  return (
    <UserFormFrame
      title={LABELS.users.editTitle}
      error={isMissing ? MESSAGES.users.notFound : MESSAGES.users.fetchError}
    >
      {null}
    </UserFormFrame>
  );
}
