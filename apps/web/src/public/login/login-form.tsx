import { PUBLIC_LABELS } from '@visadesk/contract/plain';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { requestPasswordStep, type SignInStep, validateCredentials } from '../../auth/login';
import { returnPathFrom } from '../../auth/return-path';
import { setToken } from '../../auth/token-storage';
import { RequiredMark } from '../../components/required-mark';
import { PasskeyButton } from './passkey-button';

/*
 * Controlled inputs instead of react-hook-form + zod: this form has one rule (both fields filled)
 * and /login must not pull the admin's form libraries into the public bundle. The server checks
 * the rest with the contract's LoginSchema.
 */
export function LoginForm({
  onStep,
  notice = null,
}: {
  /** The password was right, and a second step or a required set-up comes before the session. */
  onStep: (step: SignInStep) => void;
  /** Why the user is back at the password (a second step that expired). */
  notice?: string | null;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(notice);
  const [isMissing, setIsMissing] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateCredentials({ email, password });
    setIsMissing(invalid !== null);
    setError(invalid);
    if (invalid) return;
    setIsSubmitting(true);
    const result = await requestPasswordStep({ email, password });
    setIsSubmitting(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    if ('step' in result) return onStep(result.step);
    setToken(result.token);
    // Back to the address that sent the user here (an in-app path only), else the dashboard.
    navigate(returnPathFrom(search), { replace: true });
  }

  // Only the empty fields are marked, so the user sees which one to fill in.
  const isEmailMissing = isMissing && email.trim() === '';
  const isPasswordMissing = isMissing && password === '';

  return (
    <form noValidate onSubmit={handleSubmit} aria-describedby={error ? 'login-error' : undefined}>
      {error && (
        <div id="login-error" className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      )}
      <LoginField
        id="login-email"
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        label={PUBLIC_LABELS.auth.email}
        isMissing={isEmailMissing}
        value={email}
        onChange={setEmail}
      />
      <LoginField
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={PUBLIC_LABELS.auth.password}
        isMissing={isPasswordMissing}
        value={password}
        onChange={setPassword}
        className="mb-4"
      />
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={isSubmitting}>
        {isSubmitting ? PUBLIC_LABELS.auth.submitting : PUBLIC_LABELS.auth.submit}
      </button>
      <PasskeyButton onError={setError} />
    </form>
  );
}

/** One required field of the sign-in forms, marked invalid while it is the missing one. */
export function LoginField({
  label,
  isMissing,
  value,
  onChange,
  className = 'mb-3',
  describedBy,
  ...input
}: {
  id: string;
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  inputMode?: 'email';
  describedBy?: string;
  label: string;
  isMissing: boolean;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={input.id} className="form-label">
        {label}
        <RequiredMark />
      </label>
      <input
        {...input}
        required
        className={`form-control form-control-lg${isMissing ? ' is-invalid' : ''}`}
        aria-invalid={isMissing || undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
