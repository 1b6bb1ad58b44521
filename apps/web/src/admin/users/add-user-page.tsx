import { zodResolver } from '@hookform/resolvers/zod';
import { CreateUserSchema, LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { describeQueryError, fieldErrorsOf } from '../../api/query-error';
import { useCreateUserMutation } from '../../api/users';
import { fieldErrorsFor, fieldOf, showAtFields } from '../components/form-binding';
import { adminOnly } from '../require-role';
import { createUserErrorMessage } from './user-errors';
import { UserFields } from './user-fields';
import { UserFormFrame } from './user-form-frame';

const FIELDS = ['name', 'email', 'password', 'role'] as const;

/** /addUserManagement (admins only): Create New User. */
export const AddUserPage = adminOnly(LABELS.users.createTitle, AddUserForm);

function AddUserForm() {
  const navigate = useNavigate();
  const [createUser] = useCreateUserMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(CreateUserSchema),
    defaultValues: { name: '', email: '', password: '', role: 'staff' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await createUser(values).unwrap();
      toast.success(MESSAGES.users.created);
      // Back to the list, where the new user shows; the admin stays signed in.
      navigate(ROUTES.users);
    } catch (error) {
      const fieldErrors = fieldErrorsFor(fieldErrorsOf(error), FIELDS);
      showAtFields(fieldErrors, setError);
      // Said at its field (a taken e-mail, a too-short password), a refusal is not repeated above.
      setFormError(fieldErrors.length > 0 ? null : createUserErrorMessage(describeQueryError(error)));
    }
  });

  const field = fieldOf(register, errors);
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
