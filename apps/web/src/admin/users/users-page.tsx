import type { User } from '@visadesk/contract';
import { LABELS, MESSAGES, ROUTES } from '@visadesk/contract/plain';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { describeQueryError } from '../../api/query-error';
import { useDeleteUserMutation, useGetUsersQuery } from '../../api/users';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { RequireRole } from '../require-role';
import { deleteUserErrorMessage } from './user-errors';
import { UsersTable } from './users-table';

/** /userManagement (admins only). */
export function UsersPage() {
  return (
    <RequireRole roles={['admin']} title={LABELS.users.title}>
      <UserList />
    </RequireRole>
  );
}

function UserList() {
  const navigate = useNavigate();
  const { data: users = [], isLoading, isError, refetch } = useGetUsersQuery();
  const [deleteUser, { isLoading: isDeleting }] = useDeleteUserMutation();
  const [toDelete, setToDelete] = useState<User | null>(null);

  useEffect(() => {
    // A fixed id keeps one toast however often the failed list re-renders or is retried.
    if (isError) toast.error(MESSAGES.users.fetchError, { id: 'users-fetch-error' });
  }, [isError]);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteUser(toDelete._id).unwrap();
      toast.success(MESSAGES.users.deleted);
    } catch (error) {
      toast.error(deleteUserErrorMessage(describeQueryError(error)));
    } finally {
      setToDelete(null);
    }
  }

  return (
    <>
      <PageHeader title={LABELS.users.title} add={{ to: ROUTES.addUser, label: LABELS.users.add }} />
      <div className="card admin-card">
        <UsersTable
          users={users}
          isLoading={isLoading}
          isError={isError}
          onRetry={() => void refetch()}
          // The id in the address lets a reload of the edit screen find the record again.
          onEdit={(user) => navigate(`${ROUTES.editUser}?id=${user._id}`)}
          onDelete={setToDelete}
        />
      </div>
      <ConfirmDialog
        show={toDelete !== null}
        title={LABELS.users.confirmDeleteTitle}
        confirmLabel={LABELS.users.confirmDelete}
        busyLabel={LABELS.users.deleting}
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && LABELS.users.confirmDeleteText(toDelete.name, toDelete.email)}
      </ConfirmDialog>
    </>
  );
}
