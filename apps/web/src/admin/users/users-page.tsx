import type { User, UserListItem } from '@visadesk/contract';
import { INVITATION_LABELS, INVITATION_MESSAGES, LABELS, MESSAGES, ROUTES } from '@visadesk/contract/plain';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { useGetMeQuery } from '../../api/session';
import {
  useDeleteUserMutation,
  useGetUsersQuery,
  useResendInvitationMutation,
  useSetUserDisabledMutation,
} from '../../api/users';
import { Icon } from '../../components/icons';
import { PageHeader } from '../components/page-header';
import { runAction } from '../components/run-action';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { adminOnly } from '../require-role';
import { deleteUserErrorMessage } from './user-errors';
import { UsersTable } from './users-table';

/** /userManagement (admins only). */
export const UsersPage = adminOnly(LABELS.users.title, UserList);

function UserList() {
  const navigate = useNavigate();
  const { data: users = [], isLoading, isError, refetch } = useGetUsersQuery();
  const { data: me } = useGetMeQuery();
  const [deleteUser, { isLoading: isDeleting }] = useDeleteUserMutation();
  const [setDisabled, { isLoading: isDisabling }] = useSetUserDisabledMutation();
  // Disabling signs the user out everywhere: asked first, like a delete. Enabling is not.
  const { ask: askDisable, dialog: disableDialog } = useConfirmedDelete<UserListItem>({
    remove: (user) => setDisabled({ id: user._id, disabled: true }).unwrap(),
    isBusy: isDisabling,
    labels: {
      confirmDeleteTitle: LABELS.users.confirmDisableTitle,
      confirmDelete: LABELS.users.confirmDisable,
      deleting: LABELS.users.disabling,
      deleted: LABELS.users.disabledDone,
    },
    question: (user) => LABELS.users.confirmDisableText(user.name),
    failureMessage: (failure) =>
      failure.kind === 'server' && failure.message ? failure.message : LABELS.users.accessFailed,
  });
  const enable = (user: UserListItem) =>
    runAction(
      () => setDisabled({ id: user._id, disabled: false }).unwrap(),
      MESSAGES.users.enabled(user.name),
      LABELS.users.accessFailed,
    );
  const [resendInvitation] = useResendInvitationMutation();
  const resend = (user: UserListItem) =>
    runAction(
      () => resendInvitation(user._id).unwrap(),
      INVITATION_MESSAGES.resent(user.email),
      INVITATION_MESSAGES.failed,
    );
  const { ask, dialog } = useConfirmedDelete<User>({
    remove: (user) => deleteUser(user._id).unwrap(),
    isBusy: isDeleting,
    labels: { ...LABELS.users, deleted: MESSAGES.users.deleted },
    question: (user) => LABELS.users.confirmDeleteText(user.name, user.email),
    failureMessage: deleteUserErrorMessage,
  });

  useEffect(() => {
    // A fixed id keeps one toast however often the failed list re-renders or is retried.
    if (isError) toast.error(MESSAGES.users.fetchError, { id: 'users-fetch-error' });
  }, [isError]);

  return (
    <>
      <PageHeader
        title={LABELS.users.title}
        add={{ to: ROUTES.inviteUser, label: INVITATION_LABELS.admin.inviteButton }}
        actions={
          <Link to={ROUTES.addUser} className="btn btn-outline-primary">
            <Icon name="plus" size={18} />
            {LABELS.users.add}
          </Link>
        }
      />
      <div className="card admin-card">
        <UsersTable
          users={users}
          ownId={me?._id}
          isLoading={isLoading}
          isError={isError}
          onRetry={() => void refetch()}
          // The id in the address lets a reload of the edit screen find the record again.
          onEdit={(user) => navigate(`${ROUTES.editUser}?id=${user._id}`)}
          onDelete={ask}
          onAccess={(user) => (user.disabledAt ? void enable(user) : askDisable(user))}
          onResend={(user) => void resend(user)}
        />
      </div>
      {dialog}
      {disableDialog}
    </>
  );
}
