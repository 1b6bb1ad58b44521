import { PUBLIC_LABELS } from '@visadesk/contract/plain';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { requestLogin, validateCredentials } from '../../auth/login';
import { returnPathFrom } from '../../auth/return-path';
import { setToken } from '../../auth/token-storage';
import { RequiredMark } from '../../components/required-mark';

/*
 * Controlled inputs instead of react-hook-form + zod: this form has one rule (both fields filled)
 * and /login must not pull the admin's form libraries into the public bundle. The server checks
 * the rest with the contract's LoginSchema.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isMissing, setIsMissing] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateCredentials({ email, password });
    setIsMissing(invalid !== null);
    setError(invalid);
    if (invalid) return;
    setIsSubmitting(true);
    const result = await requestLogin({ email, password });
    setIsSubmitting(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
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
      <div className="mb-3">
        <label htmlFor="login-email" className="form-label">
          {PUBLIC_LABELS.auth.email}
          <RequiredMark />
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          className={`form-control form-control-lg${isEmailMissing ? ' is-invalid' : ''}`}
          aria-invalid={isEmailMissing || undefined}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="mb-4">
        <label htmlFor="login-password" className="form-label">
          {PUBLIC_LABELS.auth.password}
          <RequiredMark />
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={`form-control form-control-lg${isPasswordMissing ? ' is-invalid' : ''}`}
          aria-invalid={isPasswordMissing || undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={isSubmitting}>
        {isSubmitting ? PUBLIC_LABELS.auth.submitting : PUBLIC_LABELS.auth.submit}
      </button>
    </form>
  );
}
