import { PASSKEY_LABELS, TWO_FACTOR_LABELS } from '@visadesk/contract/plain';
import { lazy, Suspense, useState } from 'react';
import { canUsePasskeys, enrolWithPasskey } from '../../auth/passkey-sign-in';
import { requestEnrolEnable, requestEnrolSetup } from '../../auth/second-step';
import { usePasskeyStep } from './use-passkey-step';

// The QR encoder comes only with the set-up, never with the login page itself.
const TotpEnrolment = lazy(() => import('../../auth/enrolment/totp-enrolment'));

/**
 * A required set-up in place of the session: the user can do nothing else until it is done, and
 * its last step opens the session the password step held back. An authenticator app's code, or
 * (where the browser can) a passkey.
 */
export function EnrolmentStep({
  ticket,
  siteName,
  onSignedIn,
}: {
  ticket: string;
  siteName: string;
  onSignedIn: (token: string) => void;
}) {
  return (
    <div>
      <h2 className="h5">{TWO_FACTOR_LABELS.enrol.title}</h2>
      <p className="text-body-secondary">{TWO_FACTOR_LABELS.enrol.requiredIntro}</p>
      <Suspense fallback={<p role="status">{TWO_FACTOR_LABELS.enrol.loading}</p>}>
        <TotpEnrolment
          siteName={siteName}
          setup={() => requestEnrolSetup(ticket)}
          enable={(code) => requestEnrolEnable(ticket, code)}
          onDone={(enabled) => enabled.token && onSignedIn(enabled.token)}
        />
      </Suspense>
      <PasskeyEnrolment ticket={ticket} onSignedIn={onSignedIn} />
    </div>
  );
}

/** "Set up a passkey instead": the set-up done by registering a passkey with the ticket. */
function PasskeyEnrolment({ ticket, onSignedIn }: { ticket: string; onSignedIn: (token: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const { isWaiting, start } = usePasskeyStep(() => enrolWithPasskey(ticket), setError, onSignedIn);
  if (!canUsePasskeys()) return null;

  return (
    <div className="mt-4 pt-3 border-top">
      <p className="text-body-secondary small mb-2">{PASSKEY_LABELS.enrolHint}</p>
      {error && (
        <div className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      )}
      <button
        type="button"
        className="btn btn-outline-primary w-100"
        onClick={() => void start()}
        disabled={isWaiting}
      >
        {isWaiting ? PASSKEY_LABELS.waiting : PASSKEY_LABELS.enrol}
      </button>
    </div>
  );
}
