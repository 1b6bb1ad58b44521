import './enrolment.css';
import { MESSAGES, TWO_FACTOR_LABELS } from '@visadesk/contract/plain';
import { useState } from 'react';

const L = TWO_FACTOR_LABELS.enrol;

/**
 * New recovery codes, shown once (only their hashes are kept): copy them, or download them as a
 * text file. Plain markup, as it is shown on the public login page as well as on the Profile.
 */
export function RecoveryCodesList({ codes, siteName }: { codes: string[]; siteName: string }) {
  const [note, setNote] = useState<string | null>(null);
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setNote(L.copied);
    } catch {
      setNote(MESSAGES.twoFactor.codesCopyFailed);
    }
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = TWO_FACTOR_LABELS.codesFile(siteName);
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <section aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" className="h5">
        {L.codesTitle}
      </h2>
      <p className="text-body-secondary">{L.codesIntro}</p>
      <ul className="recovery-codes" aria-label={L.codesTitle}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()}>
          {L.copy}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={download}>
          {L.download}
        </button>
      </div>
      {note && (
        <p className="small text-body-secondary" role="status">
          {note}
        </p>
      )}
    </section>
  );
}
