import { zodResolver } from '@hookform/resolvers/zod';
import { LABELS, MESSAGES, ProfileSchema, ROUTES, type User } from '@visadesk/contract';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { describeQueryError } from '../../api/query-error';
import { useUpdateProfileMutation } from '../../api/session';
import { FormField } from '../../components/form-field';
import { profileErrorMessage } from './profile-errors';

/** The new password and its confirmation: the same kind of field twice. */
const PASSWORD_FIELDS = [
  { name: 'password', id: 'profile-password', label: LABELS.profile.password },
  { name: 'confirmPassword', id: 'profile-confirm-password', label: LABELS.profile.confirmPassword },
] as const;

/**
 * Name, Email (fixed), Password and Confirm Password. The mismatch check is the contract schema's,
 * so the server makes it too, and shows at the confirmation field; on success the spec sends the
 * user to /.
 */
export function ProfileForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const [updateProfile] = useUpdateProfileMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ProfileSchema),
    defaultValues: { name: user.name, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The e-mail cannot change; it is sent as the spec's payload has it.
      const result = await updateProfile({ ...values, email: user.email }).unwrap();
      toast.success(result.message || MESSAGES.profile.updated);
      navigate(ROUTES.home);
    } catch (error) {
      setFailure(profileErrorMessage(describeQueryError(error)));
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
          {PASSWORD_FIELDS.map(({ name, id, label }) => (
            <FormField
              key={name}
              id={id}
              label={label}
              type="password"
              autoComplete="new-password"
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
