import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SignInStep } from '../../auth/login';
import { returnPathFrom } from '../../auth/return-path';
import { setToken } from '../../auth/token-storage';
import { useSiteSettings } from '../site-data';
import { EnrolmentStep } from './enrolment-step';
import { LoginForm } from './login-form';
import { SecondStepForm } from './second-step-form';

/**
 * Sign-in in its steps: the password, then (for an account with a second factor) the code, or (for
 * one the office requires to have one) its set-up, each step opening the session when done.
 */
export function SignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { siteName } = useSiteSettings();
  const [step, setStep] = useState<SignInStep | null>(null);
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

  if (step?.kind === 'second-step')
    return <SecondStepForm step={step} onSignedIn={signedIn} onRestart={restart} />;
  if (step?.kind === 'enrol')
    return <EnrolmentStep ticket={step.ticket} siteName={siteName} onSignedIn={signedIn} />;
  return <LoginForm onStep={setStep} notice={notice} />;
}
