import { MESSAGES, TWO_FACTOR_LABELS } from '@visadesk/contract/plain';
import { type FormEvent, useState } from 'react';
import { CodeField } from '../../auth/enrolment/code-field';
import type { SignInStep } from '../../auth/login';
import { requestSecondStep } from '../../auth/second-step';
import { PasskeyButton } from './passkey-button';

const L = TWO_FACTOR_LABELS.secondStep;

/**
 * The sign-in's second step: the code from the authenticator app, or a recovery code. A ticket the
 * server no longer takes (expired, five wrong codes) sends the user back to the password.
 */
export function SecondStepForm({
  step,
  onSignedIn,
  onRestart,
}: {
  step: Extract<SignInStep, { kind: 'second-step' }>;
  onSignedIn: (token: string) => void;
  onRestart: (message: string) => void;
}) {
  const hasCode = step.methods.includes('totp');
  const [isRecovery, setIsRecovery] = useState(!hasCode && step.methods.includes('recovery'));
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = value.trim();
    if (typed === '')
      return setError(isRecovery ? MESSAGES.twoFactor.recoveryCodeRequired : MESSAGES.twoFactor.codeRequired);
    setIsSubmitting(true);
    const result = await requestSecondStep(
      step.ticket,
      isRecovery ? { recoveryCode: typed } : { code: typed },
    );
    setIsSubmitting(false);
    if (result.ok) return onSignedIn(result.token);
    if (result.isEnded) return onRestart(result.message);
    setError(result.message);
    setValue('');
  }

  const switchTo = (recovery: boolean) => {
    setIsRecovery(recovery);
    setValue('');
    setError(null);
  };
  const offersCodes = hasCode || step.methods.includes('recovery');

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby={error ? 'second-step-error' : undefined}
    >
      <h2 className="h5">{L.title}</h2>
      {error && (
        <div id="second-step-error" className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      )}
      {offersCodes && (
        <CodeEntry isRecovery={isRecovery} value={value} onChange={setValue} isSubmitting={isSubmitting} />
      )}
      {step.methods.includes('passkey') && (
        <PasskeyButton
          ticket={step.ticket}
          onError={setError}
          onSignedIn={onSignedIn}
          isMain={!offersCodes}
        />
      )}
      <StepLinks
        onSwitch={hasCode && step.methods.includes('recovery') ? () => switchTo(!isRecovery) : undefined}
        isRecovery={isRecovery}
        onRestart={() => onRestart('')}
      />
    </form>
  );
}

/** The box for the app's code or a recovery code, and Verify. */
function CodeEntry({
  isRecovery,
  value,
  onChange,
  isSubmitting,
}: {
  isRecovery: boolean;
  value: string;
  onChange: (value: string) => void;
  isSubmitting: boolean;
}) {
  return (
    <>
      <p className="text-body-secondary">{isRecovery ? L.recoveryIntro : L.codeIntro}</p>
      <CodeField
        key={isRecovery ? 'recovery' : 'code'}
        id={isRecovery ? 'second-step-recovery' : 'second-step-code'}
        label={isRecovery ? L.recoveryCode : L.code}
        value={value}
        onChange={onChange}
        isRecovery={isRecovery}
      />
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={isSubmitting}>
        {isSubmitting ? L.submitting : L.submit}
      </button>
    </>
  );
}

/** Switching between the app's code and a recovery code (when both are offered), and starting over. */
function StepLinks({
  onSwitch,
  isRecovery,
  onRestart,
}: {
  onSwitch: (() => void) | undefined;
  isRecovery: boolean;
  onRestart: () => void;
}) {
  return (
    <div className="d-flex flex-column align-items-start gap-1 mt-3">
      {onSwitch && (
        <button type="button" className="btn btn-link p-0" onClick={onSwitch}>
          {isRecovery ? L.useCode : L.useRecovery}
        </button>
      )}
      <button type="button" className="btn btn-link p-0" onClick={onRestart}>
        {L.startOver}
      </button>
    </div>
  );
}
