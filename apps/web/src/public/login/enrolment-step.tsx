import { TWO_FACTOR_LABELS } from '@visadesk/contract/plain';
import { lazy, Suspense } from 'react';
import { requestEnrolEnable, requestEnrolSetup } from '../../auth/second-step';

// The QR encoder comes only with the set-up, never with the login page itself.
const TotpEnrolment = lazy(() => import('../../auth/enrolment/totp-enrolment'));

/**
 * A required set-up in place of the session: the user can do nothing else until it is done, and
 * its last step opens the session the password step held back.
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
    </div>
  );
}
