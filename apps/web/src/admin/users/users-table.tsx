import type { User, UserListItem } from '@visadesk/contract';
import {
  INVITATION_LABELS,
  INVITATION_TTL_DAYS,
  LABELS,
  MESSAGES,
  ROLE_LABELS,
} from '@visadesk/contract/plain';
import { Badge, Button } from 'react-bootstrap';
import { EmailText } from '../../components/email-text';
import { PageSpinner } from '../../components/page-spinner';
import { UserAvatar } from '../../components/user-avatar';
import { formatDateTime } from '../../lib/dates';
import { useOfficeTimeZone } from '../../lib/office-time-zone';
import { type DataColumn, DataTable, TableStatusRow as StatusRow } from '../components/data-table';
import { EditDeleteCell, type EditDeleteLabels } from '../components/edit-delete-cell';

interface UsersTableProps {
  users: readonly UserListItem[];
  /** The signed-in user, whose own row offers no Delete: the server refuses it. */
  ownId: string | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  /** Disable (or enable) the user. */
  onAccess: (user: UserListItem) => void;
  /** Send an invited user a new link. */
  onResend: (user: UserListItem) => void;
}

const COLUMNS = LABELS.users.columns;
const TABLE_COLUMNS: readonly DataColumn[] = [
  { label: COLUMNS.name },
  { label: COLUMNS.email, className: 'd-none d-md-table-cell' },
  { label: COLUMNS.role },
  { label: COLUMNS.action, className: 'text-end' },
];
const ROW_LABELS: EditDeleteLabels = {
  edit: LABELS.users.edit,
  delete: LABELS.users.delete,
  editName: LABELS.users.editUser,
  deleteName: LABELS.users.deleteUser,
};

/** The user list: NAME, EMAIL (with the last sign-in under it), ROLE (each user's own) and ACTION. */
export function UsersTable({
  users,
  ownId,
  isLoading,
  isError,
  onRetry,
  onEdit,
  onDelete,
  onAccess,
  onResend,
}: UsersTableProps) {
  const zone = useOfficeTimeZone();
  let body: React.ReactNode;
  if (isLoading) {
    body = (
      <StatusRow span={TABLE_COLUMNS.length}>
        <PageSpinner />
      </StatusRow>
    );
  } else if (isError && users.length === 0) {
    body = (
      <StatusRow span={TABLE_COLUMNS.length}>
        <span className="me-3">{LABELS.users.loadFailed}</span>
        <Button size="sm" variant="outline-primary" onClick={onRetry}>
          {LABELS.users.retry}
        </Button>
      </StatusRow>
    );
  } else if (users.length === 0) {
    body = <StatusRow span={TABLE_COLUMNS.length}>{MESSAGES.users.none}</StatusRow>;
  } else {
    body = users.map((user) => (
      <tr key={user._id}>
        <td>
          <span className="user-cell">
            <UserAvatar name={user.name} size={32} isDecorative />
            {/* Phones drop the EMAIL column; CSS shows data-email under the name instead of a
                second copy of the address in the DOM, which would make text lookups ambiguous. */}
            <span className="user-cell-name" data-email={user.email}>
              {user.name}
              {user._id === ownId && <span className="own-account"> {LABELS.users.you}</span>}
              {user.disabledAt && (
                <Badge bg="secondary" className="ms-2">
                  {LABELS.users.disabledBadge}
                </Badge>
              )}
              <PasswordBadge user={user} zone={zone} />
            </span>
          </span>
          {/* Phones drop the EMAIL column, where the resend sits: here instead. */}
          {user.invitedAt && <ResendButton className="d-md-none" onResend={() => onResend(user)} />}
        </td>
        <EmailCell user={user} zone={zone} onResend={() => onResend(user)} />
        <td>
          <span className={`role-badge role-${user.role}`}>{ROLE_LABELS[user.role]}</span>
        </td>
        <EditDeleteCell
          name={user.name}
          labels={ROW_LABELS}
          onEdit={() => onEdit(user)}
          onDelete={user._id === ownId ? undefined : () => onDelete(user)}
          before={
            user._id === ownId ? undefined : <AccessButton user={user} onAccess={() => onAccess(user)} />
          }
        />
      </tr>
    ));
  }

  return <DataTable columns={TABLE_COLUMNS}>{body}</DataTable>;
}

const A = INVITATION_LABELS.admin;
type Zone = Parameters<typeof formatDateTime>[1];

/** The address, the last sign-in under it, and for an invited user a new link. */
function EmailCell({ user, zone, onResend }: { user: UserListItem; zone: Zone; onResend: () => void }) {
  return (
    <td className="text-body-secondary d-none d-md-table-cell">
      <EmailText email={user.email} />
      <div className="field-hint">
        {LABELS.users.lastSignIn(
          user.lastSignInAt ? formatDateTime(user.lastSignInAt, zone) : LABELS.users.never,
        )}
      </div>
      {user.invitedAt && <ResendButton onResend={onResend} />}
    </td>
  );
}

/** "Send a new invitation", as a link under the user's address. */
function ResendButton({ onResend, className = '' }: { onResend: () => void; className?: string }) {
  return (
    <Button variant="link" size="sm" className={`p-0 text-start ${className}`} onClick={onResend}>
      {A.resend}
    </Button>
  );
}

/** Whether the user has yet to choose a password: invited (the link may have expired), or given one. */
function PasswordBadge({ user, zone }: { user: UserListItem; zone: Zone }) {
  if (user.invitedAt) {
    const isExpired = Date.parse(user.invitedAt) + INVITATION_TTL_DAYS * 86_400_000 < Date.now();
    return (
      <Badge
        bg={isExpired ? 'warning' : 'info'}
        text="dark"
        className="ms-2"
        title={A.invitedTitle(formatDateTime(user.invitedAt, zone))}
      >
        {isExpired ? A.expired : A.invited}
      </Badge>
    );
  }
  if (!user.mustChangePassword) return null;
  return (
    <Badge bg="light" text="dark" className="ms-2 border" title={A.mustChangeTitle}>
      {A.mustChange}
    </Badge>
  );
}

/** Disable, or Enable for a disabled user, named after the user. */
function AccessButton({ user, onAccess }: { user: UserListItem; onAccess: () => void }) {
  const isDisabled = user.disabledAt !== null;
  return (
    <Button
      size="sm"
      variant={isDisabled ? 'outline-success' : 'outline-secondary'}
      aria-label={isDisabled ? LABELS.users.enableUser(user.name) : LABELS.users.disableUser(user.name)}
      onClick={onAccess}
    >
      {isDisabled ? LABELS.users.enable : LABELS.users.disable}
    </Button>
  );
}
