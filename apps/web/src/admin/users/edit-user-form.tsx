import { zodResolver } from '@hookform/resolvers/zod';
import { LABELS, MESSAGES, ROUTES, UpdateUserSchema, type User } from '@visadesk/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { describeQueryError, fieldErrorsOf } from '../../api/query-error';
import { isStaleRecord } from '../../api/record-version';
import { useUpdateUserMutation } from '../../api/users';
import { fieldErrorsFor, fieldOf, showAtFields } from '../components/form-binding';
import { StaleRecordNotice } from '../components/stale-record-notice';
import { updateUserErrorMessage } from './user-errors';
import { UserFields } from './user-fields';
import { UserFormFrame } from './user-form-frame';

const FIELDS = ['name', 'email', 'role'] as const;

/** The edit form: Name, Email, Role; saving returns to the list (spec section 2). */
export function EditUserForm({ user, onReload }: { user: User; onReload: () => Promise<boolean> }) {
  const navigate = useNavigate();
  const [updateUser] = useUpdateUserMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [isStale, setIsStale] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(UpdateUserSchema),
    defaultValues: { name: user.name, email: user.email, role: user.role },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await updateUser({ id: user._id, body: values, version: user.updatedAt }).unwrap();
      toast.success(result.message || MESSAGES.users.updated);
      navigate(ROUTES.users);
    } catch (error) {
      if (isStaleRecord(error)) {
        setIsStale(true);
        return;
      }
      const fieldErrors = fieldErrorsFor(fieldErrorsOf(error), FIELDS);
      showAtFields(fieldErrors, setError);
      // Said at its field (a taken e-mail), a refusal is not repeated above.
      setFormError(fieldErrors.length > 0 ? null : updateUserErrorMessage(describeQueryError(error)));
    }
  });

  const field = fieldOf(register, errors);
  return (
    <UserFormFrame title={LABELS.users.editTitle} error={formError}>
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
