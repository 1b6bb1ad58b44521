import { zodResolver } from '@hookform/resolvers/zod';
import { CreateUserSchema, InviteUserSchema, LABELS, MESSAGES } from '@visadesk/contract';
import { INVITATION_LABELS, INVITATION_MESSAGES, INVITATION_TTL_DAYS } from '@visadesk/contract/plain';
import { useCreateUserMutation, useInviteUserMutation } from '../../api/users';
import { adminOnly } from '../require-role';
import { useUserForm } from './use-user-form';
import { createUserErrorMessage } from './user-errors';
import { UserFields } from './user-fields';
import { UserFormFrame } from './user-form-frame';

const A = INVITATION_LABELS.admin;

/** /addUserManagement (admins only): Create New User, with a password they change at first sign-in. */
export const AddUserPage = adminOnly(LABELS.users.createTitle, AddUserForm);

/** /inviteUserManagement (admins only): a new user who chooses their own password from a mailed link. */
export const InviteUserPage = adminOnly(A.inviteTitle, InviteUserForm);

const createResolver = zodResolver(CreateUserSchema);
const inviteResolver = zodResolver(InviteUserSchema);

function AddUserForm() {
  const [createUser] = useCreateUserMutation();
  const { field, onSubmit, isSubmitting, formError } = useUserForm({
    resolver: createResolver,
    defaultValues: { name: '', email: '', password: '', role: 'staff' },
    fields: ['name', 'email', 'password', 'role'],
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

function InviteUserForm() {
  const [inviteUser] = useInviteUserMutation();
  const { field, onSubmit, isSubmitting, formError } = useUserForm({
    resolver: inviteResolver,
    defaultValues: { name: '', email: '', role: 'staff' },
    fields: ['name', 'email', 'role'],
    save: async (values) => {
      const user = await inviteUser(values).unwrap();
      return INVITATION_MESSAGES.invited(user.email);
    },
    errorMessage: createUserErrorMessage,
  });

  return (
    <UserFormFrame title={A.inviteTitle} error={formError}>
      <p className="text-body-secondary">{A.inviteIntro(INVITATION_TTL_DAYS)}</p>
      <form noValidate onSubmit={onSubmit}>
        <UserFields
          name={field('name')}
          email={field('email')}
          role={field('role')}
          submitting={isSubmitting}
          submitLabel={A.invite}
          busyLabel={A.inviting}
        />
      </form>
    </UserFormFrame>
  );
}
