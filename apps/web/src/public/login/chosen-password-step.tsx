import { INVITATION_LABELS, INVITATION_MESSAGES, MESSAGES, PASSWORD_MIN } from '@visadesk/contract/plain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { requestChosenPassword } from '../../auth/chosen-password';
import type { PasswordResult, SignInStep } from '../../auth/login';
import { LoginField } from './login-form';

const L = INVITATION_LABELS;

/** What the form checks before sending: both filled, long enough, the same twice (the server checks the rest). */
function problemOf(password: string, confirm: string): string | null {
  if (password === '' || confirm === '') return MESSAGES.users.fieldsRequired;
  if (password.length < PASSWORD_MIN) return MESSAGES.users.passwordTooShort;
  if (password !== confirm) return INVITATION_MESSAGES.passwordsMismatch;
  return null;
}

/**
 * A password of one's own, typed twice: the invitation's page, or the sign-in step of a user whose
 * password an admin chose. The answer goes on as a sign-in's: a session, or a required set-up. A
 * ticket the server no longer takes ends the step with the server's words.
 */
export function ChosenPasswordStep({
  step,
  heading,
  onResult,
  onEnded,
}: {
  step: Extract<SignInStep, { kind: 'new-password' | 'invitation' }>;
  heading: ReactNode;
  onResult: (result: Extract<PasswordResult, { ok: true }>) => void;
  onEnded: (message: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isChecked, setIsChecked] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = problemOf(password, confirm);
    setIsChecked(true);
    setError(problem);
    if (problem) return;
    setIsSubmitting(true);
    const result = await requestChosenPassword(step.kind, step.ticket, password);
    setIsSubmitting(false);
    if (result.ok) return onResult(result);
    if ('isEnded' in result && result.isEnded) return onEnded(result.message);
    setError(result.message);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby={error ? 'chosen-error' : undefined}
    >
      {heading}
      {error && (
        <div id="chosen-error" className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      )}
      <LoginField
        id="chosen-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={L.password}
        describedBy="chosen-password-hint"
        isMissing={isChecked && (password === '' || password.length < PASSWORD_MIN)}
        value={password}
        onChange={setPassword}
        className="mb-1"
      />
      <p id="chosen-password-hint" className="form-text mb-3">
        {L.hint(PASSWORD_MIN)}
      </p>
      <LoginField
        id="chosen-confirm"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={L.confirmPassword}
        isMissing={isChecked && confirm !== password}
        value={confirm}
        onChange={setConfirm}
        className="mb-4"
      />
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={isSubmitting}>
        {isSubmitting ? L.saving : L.submit}
      </button>
    </form>
  );
}
