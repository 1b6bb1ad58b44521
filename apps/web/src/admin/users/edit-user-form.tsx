import { zodResolver } from '@hookform/resolvers/zod';
import { LABELS, MESSAGES, UpdateUserSchema, type User } from '@visadesk/contract';
import { useUpdateUserMutation } from '../../api/users';
import { StaleRecordNotice } from '../components/stale-record-notice';
import { useUserForm } from './use-user-form';
import { UserChanges } from './user-changes';
import { updateUserErrorMessage } from './user-errors';
import { UserFields } from './user-fields';
import { UserFormFrame } from './user-form-frame';

const FIELDS = ['name', 'email', 'role'] as const;
const resolver = zodResolver(UpdateUserSchema);

/** The edit form: Name, Email, Role; saving returns to the list (spec section 2). */
export function EditUserForm({ user, onReload }: { user: User; onReload: () => Promise<boolean> }) {
  const [updateUser] = useUpdateUserMutation();
  const { field, onSubmit, isSubmitting, formError, isStale } = useUserForm({
    resolver,
    defaultValues: { name: user.name, email: user.email, role: user.role },
    fields: FIELDS,
    save: async (values) => {
      const result = await updateUser({ id: user._id, body: values, version: user.updatedAt }).unwrap();
      return result.message || MESSAGES.users.updated;
    },
    errorMessage: updateUserErrorMessage,
  });

  return (
    <UserFormFrame title={LABELS.users.editTitle} error={formError} below={<UserChanges id={user._id} />}>
      {isStale && <StaleRecordNotice onReload={onReload} />}
      <form noValidate onSubmit={onSubmit}>
        <UserFields
          name={field('name')}
          email={field('email')}
          role={field('role')}
          submitting={isSubmitting}
          submitLabel={LABELS.users.save}
          busyLabel={LABELS.users.saving}
        />
      </form>
    </UserFormFrame>
  );
}
