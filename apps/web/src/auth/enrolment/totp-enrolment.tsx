import './enrolment.css';
import type { RecoveryCodes, TwoFactorSetup } from '@visadesk/contract';
import { TWO_FACTOR_LABELS } from '@visadesk/contract/plain';
import { type FormEvent, useEffect, useState } from 'react';
import { renderSVG } from 'uqr';
import type { Answer } from '../second-step';
import { CodeField } from './code-field';
import { RecoveryCodesList } from './recovery-codes-list';

const L = TWO_FACTOR_LABELS.enrol;

export type EnrolmentProps = {
  /** Makes the key (POST twoFactor/setup, signed in or with the enrolment ticket). */
  setup: () => Promise<Answer<TwoFactorSetup>>;
  /** Confirms it with the first code (POST twoFactor/enable). */
  enable: (code: string) => Promise<Answer<RecoveryCodes>>;
  /** After the recovery codes were shown: the answer of enable (a required set-up's session). */
  onDone: (enabled: RecoveryCodes) => void;
  /** Leaving before the code is on (the Profile); a required set-up has no way out. */
  onCancel?: () => void;
  siteName: string;
};

/** The QR code as an image: drawn here, so the key never leaves the browser for a QR service. */
const qrImage = (url: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`;

/**
 * Setting up the one-time code: the QR code and the key as text, the first code to turn it on, then
 * the recovery codes, once, and Continue. Loaded only where it is shown (it carries the QR encoder).
 */
export default function TotpEnrolment({ setup, enable, onDone, onCancel, siteName }: EnrolmentProps) {
  const [key, setKey] = useState<TwoFactorSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [enabled, setEnabled] = useState<RecoveryCodes | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one key per time the step is shown
  useEffect(() => {
    void setup().then((answer) => (answer.ok ? setKey(answer.value) : setError(answer.message)));
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsBusy(true);
    const answer = await enable(code.trim());
    setIsBusy(false);
    if (!answer.ok) return setError(answer.message);
    setError(null);
    setEnabled(answer.value);
  };

  if (enabled)
    return (
      <div>
        <RecoveryCodesList codes={enabled.recoveryCodes} siteName={siteName} />
        <button type="button" className="btn btn-primary w-100 mt-2" onClick={() => onDone(enabled)}>
          {L.continue}
        </button>
      </div>
    );
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby={error ? 'enrol-error' : undefined}
    >
      {error && (
        <div id="enrol-error" className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      )}
      {!key && !error && <p role="status">{L.loading}</p>}
      {key && (
        <>
          <p>{L.scan}</p>
          <img className="totp-qr" src={qrImage(key.otpauthUrl)} alt={L.qrAlt} width={200} height={200} />
          <p className="mb-1">{L.keyIntro}</p>
          <p>
            <code className="totp-key" data-testid="totp-key">
              {key.secret.replace(/(.{4})(?=.)/g, '$1 ')}
            </code>
          </p>
          <CodeField id="enrol-code" label={L.firstCode} value={code} onChange={setCode} />
          <button type="submit" className="btn btn-primary w-100" disabled={isBusy}>
            {isBusy ? L.confirming : L.confirm}
          </button>
          {onCancel && (
            <button type="button" className="btn btn-link px-0 mt-2" onClick={onCancel}>
              {L.cancel}
            </button>
          )}
        </>
      )}
    </form>
  );
}
