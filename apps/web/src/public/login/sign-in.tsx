import { INVITATION_LABELS } from '@visadesk/contract/plain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PasswordResult, SignInStep } from '../../auth/login';
import { returnPathFrom } from '../../auth/return-path';
import { setToken } from '../../auth/token-storage';
import { useSiteSettings } from '../site-data';
import { ChosenPasswordStep } from './chosen-password-step';
import { EnrolmentStep } from './enrolment-step';
import { LoginForm } from './login-form';
import { SecondStepForm } from './second-step-form';

const L = INVITATION_LABELS;

/** Whom an invitation is for: its page's greeting. */
export type Invitee = { name: string; email: string };

/**
 * Sign-in in its steps: the password, then (for a password an admin chose) one of the user's own,
 * (for an account with a second factor) the code, or (for one the office requires to have one) its
 * set-up, each step opening the session when done. The invitation's page starts at the password
 * of one's own (`start`).
 */
export function SignIn({ start = null, invitee }: { start?: SignInStep | null; invitee?: Invitee }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { siteName } = useSiteSettings();
  const [step, setStep] = useState<SignInStep | null>(start);
  const [notice, setNotice] = useState<string | null>(null);

  const signedIn = (token: string) => {
    setToken(token);
    // Back to the address that sent the user here (an in-app path only), else the dashboard.
    navigate(returnPathFrom(search), { replace: true });
  };
  const restart = (message: string) => {
    setNotice(message || null);
    setStep(null);
  };
  const goOn = (result: Extract<PasswordResult, { ok: true }>) =>
    'step' in result ? setStep(result.step) : signedIn(result.token);

  if (step?.kind === 'second-step')
    return <SecondStepForm step={step} onSignedIn={signedIn} onRestart={restart} />;
  if (step?.kind === 'enrol')
    return <EnrolmentStep ticket={step.ticket} siteName={siteName} onSignedIn={signedIn} />;
  if (step?.kind === 'new-password' || step?.kind === 'invitation')
    return (
      <ChosenPasswordStep
        step={step}
        heading={
          <>
            <h2 className="h5">{invitee ? L.invitation.welcome(invitee.name) : L.change.title}</h2>
            <p className="text-body-secondary">
              {invitee ? L.invitation.intro(invitee.email) : L.change.intro}
            </p>
          </>
        }
        onResult={goOn}
        onEnded={restart}
      />
    );
  return <LoginForm onStep={setStep} notice={notice} />;
}
