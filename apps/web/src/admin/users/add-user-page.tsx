import { zodResolver } from '@hookform/resolvers/zod';
import { CreateUserSchema, LABELS, MESSAGES } from '@visadesk/contract';
import { useCreateUserMutation } from '../../api/users';
import { adminOnly } from '../require-role';
import { useUserForm } from './use-user-form';
import { createUserErrorMessage } from './user-errors';
import { UserFields } from './user-fields';
import { UserFormFrame } from './user-form-frame';

const FIELDS = ['name', 'email', 'password', 'role'] as const;
const resolver = zodResolver(CreateUserSchema);

/** /addUserManagement (admins only): Create New User. */
export const AddUserPage = adminOnly(LABELS.users.createTitle, AddUserForm);

function AddUserForm() {
  const [createUser] = useCreateUserMutation();
  const { field, onSubmit, isSubmitting, formError } = useUserForm({
    resolver,
    defaultValues: { name: '', email: '', password: '', role: 'staff' },
    fields: FIELDS,
    save: async (values) => {
      await createUser(values).unwrap();
      return MESSAGES.users.created;
    },
    errorMessage: createUserErrorMessage,
  });

  return (
    <UserFormFrame title={LABELS.users.createTitle} error={formError}>
      <form noValidate onSubmit={onSubmit}>
        <UserFields
          name={field('name')}
          email={field('email')}
          password={field('password')}
          role={field('role')}
          submitting={isSubmitting}
          submitLabel={LABELS.users.create}
          busyLabel={LABELS.users.creating}
        />
      </form>
    </UserFormFrame>
  );
}
