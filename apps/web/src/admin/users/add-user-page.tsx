import { zodResolver } from '@hookform/resolvers/zod';
import { CreateUserSchema, LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { describeQueryError, fieldErrorsOf } from '../../api/query-error';
import { useCreateUserMutation } from '../../api/users';
import { RequireRole } from '../require-role';
import { fieldErrorsFor } from './field-errors';
import { createUserErrorMessage } from './user-errors';
import { UserFields } from './user-fields';
import { UserFormFrame } from './user-form-frame';

const FIELDS = ['name', 'email', 'password', 'role'] as const;

/** /addUserManagement (admins only): Create New User. */
export function AddUserPage() {
  return (
    <RequireRole roles={['admin']} title={LABELS.users.createTitle}>
      <AddUserForm />
    </RequireRole>
  );
}

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
      // Back to the list, not to /login as the original did (decision 6).
      navigate(ROUTES.users);
    } catch (error) {
      for (const { field, message } of fieldErrorsFor(fieldErrorsOf(error), FIELDS))
        setError(field, { message });
      setFormError(createUserErrorMessage(describeQueryError(error)));
    }
  });

  return (
    <UserFormFrame title={LABELS.users.createTitle} error={formError}>
      <form noValidate onSubmit={onSubmit}>
        <UserFields
          name={{ registration: register('name'), error: errors.name?.message }}
          email={{ registration: register('email'), error: errors.email?.message }}
          password={{ registration: register('password'), error: errors.password?.message }}
          role={{ registration: register('role'), error: errors.role?.message }}
          submitting={isSubmitting}
          submitLabel={LABELS.users.create}
          busyLabel={LABELS.users.creating}
        />
      </form>
    </UserFormFrame>
  );
}
