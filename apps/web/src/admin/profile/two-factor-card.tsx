import type { ConfirmFactorInput } from '@visadesk/contract';
import { TWO_FACTOR_LABELS } from '@visadesk/contract/plain';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { RecoveryCodesList } from '../../auth/enrolment/recovery-codes-list';
import { PageSpinner } from '../../components/page-spinner';
import { formatDate } from '../../lib/dates';
import { pageSiteName } from '../../lib/page-site-name';
import { TitledCard } from '../components/titled-card';
import { ConfirmFactorForm } from './confirm-factor-form';
import {
  answerOf,
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useGetTwoFactorQuery,
  useRenewRecoveryCodesMutation,
  useSetupTwoFactorMutation,
} from './two-factor-api';

const L = TWO_FACTOR_LABELS.card;
const TotpEnrolment = lazy(() => import('../../auth/enrolment/totp-enrolment'));

type Mode = 'view' | 'enrol' | 'renew' | 'disable';

/** "Two-step sign-in": its state, set-up with the QR code, new recovery codes, turning it off. */
export function TwoFactorCard() {
  const status = useGetTwoFactorQuery();
  const [setup] = useSetupTwoFactorMutation();
  const [enable] = useEnableTwoFactorMutation();
  const [renew] = useRenewRecoveryCodesMutation();
  const [disable] = useDisableTwoFactorMutation();
  const [mode, setMode] = useState<Mode>('view');
  const [codes, setCodes] = useState<string[] | null>(null);
  const siteName = pageSiteName();
  const back = () => {
    setMode('view');
    void status.refetch();
  };

  /** New recovery codes (shown at once) or the code turned off; the reason when refused. */
  const confirmed = async (body: ConfirmFactorInput): Promise<string | undefined> => {
    const answer = mode === 'renew' ? answerOf(await renew(body)) : answerOf(await disable(body));
    if (!answer.ok) return answer.message;
    if ('recoveryCodes' in answer.value) setCodes(answer.value.recoveryCodes);
    else toast.success(answer.value.message);
    back();
    return undefined;
  };

  const data = status.data;
  return (
    <TitledCard id="two-factor-title" title={L.title} className="mt-4" headingClassName="h5">
      {!data && (status.isError ? <p className="text-danger">{L.loadError}</p> : <PageSpinner />)}
      {data && mode === 'view' && (
        <>
          {data.required && <p className="fw-semibold">{L.requiredNote}</p>}
          {data.totpEnabledAt ? (
            <p>
              {L.onSince(formatDate(data.totpEnabledAt))} {L.codesLeft(data.recoveryCodesLeft)}
            </p>
          ) : (
            <p className="text-body-secondary">{L.offIntro}</p>
          )}
          {codes && <RecoveryCodesList codes={codes} siteName={siteName} />}
          <div className="d-flex flex-wrap gap-2">
            {data.totpEnabledAt ? (
              <>
                <Button variant="outline-secondary" onClick={() => setMode('renew')}>
                  {L.renew}
                </Button>
                <Button variant="outline-danger" onClick={() => setMode('disable')}>
                  {L.disable}
                </Button>
              </>
            ) : (
              <Button onClick={() => setMode('enrol')}>{L.enable}</Button>
            )}
          </div>
        </>
      )}
      {mode === 'enrol' && (
        <Suspense fallback={<PageSpinner />}>
          <TotpEnrolment
            siteName={siteName}
            setup={async () => answerOf(await setup())}
            enable={async (code) => answerOf(await enable(code))}
            onDone={back}
            onCancel={back}
          />
        </Suspense>
      )}
      {(mode === 'renew' || mode === 'disable') && (
        <ConfirmFactorForm
          submitLabel={mode === 'renew' ? L.renew : L.disable}
          isDestructive={mode === 'disable'}
          onSubmit={confirmed}
          onCancel={back}
        />
      )}
    </TitledCard>
  );
}
