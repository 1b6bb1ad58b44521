import { zodResolver } from '@hookform/resolvers/zod';
import { CreateUserSchema, LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { describeQueryError, fieldErrorsOf } from '../../api/query-error';
import { useCreateUserMutation } from '../../api/users';
import { FormField } from '../../components/form-field';
import { RequireRole } from '../require-role';
import { fieldErrorsFor } from './field-errors';
import { RoleSelect } from './role-select';
import { createUserErrorMessage } from './user-errors';
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
        <FormField
          id="user-name"
          label={LABELS.users.name}
          autoComplete="off"
          registration={register('name')}
          error={errors.name?.message}
        />
        <FormField
          id="user-email"
          label={LABELS.users.email}
          type="email"
          autoComplete="off"
          registration={register('email')}
          error={errors.email?.message}
        />
        <FormField
          id="user-password"
          label={LABELS.users.password}
          type="password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <RoleSelect registration={register('role')} error={errors.role?.message} />
        <div className="form-actions">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? LABELS.users.creating : LABELS.users.create}
          </Button>
          <Button variant="outline-secondary" onClick={() => navigate(ROUTES.users)} disabled={isSubmitting}>
            {LABELS.users.cancel}
          </Button>
        </div>
      </form>
    </UserFormFrame>
  );
}
