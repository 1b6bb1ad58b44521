import { zodResolver } from '@hookform/resolvers/zod';
import { LABELS, MESSAGES, ProfileSchema, type User } from '@visadesk/contract';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { describeQueryError } from '../../api/query-error';
import { useUpdateProfileMutation } from '../../api/session';
import { FormField } from '../../components/form-field';
import { profileErrorMessage } from './profile-errors';

/** The current password, the new one and its confirmation: the same kind of field three times. */
const PASSWORD_FIELDS = [
  {
    name: 'currentPassword',
    id: 'profile-current-password',
    label: LABELS.profile.currentPassword,
    autoComplete: 'current-password',
  },
  { name: 'password', id: 'profile-password', label: LABELS.profile.password, autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    id: 'profile-confirm-password',
    label: LABELS.profile.confirmPassword,
    autoComplete: 'new-password',
  },
] as const;

const EMPTY_PASSWORDS = { currentPassword: '', password: '', confirmPassword: '' };

/** The server's refusals that belong at one password field rather than on the failure line. */
const FIELD_OF_MESSAGE: Record<string, 'currentPassword' | 'password'> = {
  [MESSAGES.profile.currentPasswordWrong]: 'currentPassword',
  [MESSAGES.users.passwordBreached]: 'password',
};

/**
 * Name, Email (fixed), and a password change: the current password, the new one and its
 * confirmation, all empty to keep the password. The checks are the contract schema's, so the server
 * makes them too; a wrong current password or a breached new one shows at its field. On success
 * the user stays here, signed in (the server ended the other sessions), the password fields empty.
 */
export function ProfileForm({ user }: { user: User }) {
  const [updateProfile] = useUpdateProfileMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ProfileSchema),
    defaultValues: { name: user.name, ...EMPTY_PASSWORDS },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The e-mail cannot change; it is sent as the spec's payload has it.
      const result = await updateProfile({ ...values, email: user.email }).unwrap();
      toast.success(result.message || MESSAGES.profile.updated);
      reset({ name: result.user.name, ...EMPTY_PASSWORDS });
    } catch (error) {
      const described = describeQueryError(error);
      const field = described.kind === 'server' && described.message && FIELD_OF_MESSAGE[described.message];
      if (field && described.kind === 'server') setError(field, { message: described.message });
      else setFailure(profileErrorMessage(described));
    }
  });

  return (
    <div className="card admin-card">
      <div className="card-body">
        <form noValidate onSubmit={onSubmit}>
          <FormField
            id="profile-name"
            label={LABELS.profile.name}
            autoComplete="name"
            registration={register('name')}
            error={errors.name?.message}
          />
          <Form.Group className="mb-3" controlId="profile-email">
            <Form.Label>{LABELS.profile.email}</Form.Label>
            <Form.Control
              type="email"
              value={user.email}
              disabled
              readOnly
              aria-describedby="profile-email-hint"
            />
            <Form.Text id="profile-email-hint">{MESSAGES.profile.emailFixed}</Form.Text>
          </Form.Group>
          <p className="text-body-secondary small">{LABELS.profile.passwordHint}</p>
          {PASSWORD_FIELDS.map(({ name, id, label, autoComplete }) => (
            <FormField
              key={name}
              id={id}
              label={label}
              type="password"
              autoComplete={autoComplete}
              registration={register(name)}
              error={errors[name]?.message}
            />
          ))}
          {failure && (
            <p className="text-danger fw-medium" role="alert">
              {failure}
            </p>
          )}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? LABELS.profile.updating : LABELS.profile.update}
          </Button>
        </form>
      </div>
    </div>
  );
}
