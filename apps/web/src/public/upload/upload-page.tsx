import '../../styles/bootstrap/forms.scss';
import '../../styles/bootstrap/alert.scss';
import '../../styles/auth.css';
import '../../styles/upload-page.css';
import { UPLOAD_API, UPLOAD_LINK_LABELS, UPLOAD_LINK_MESSAGES } from '@visadesk/contract/plain';
import { type FormEvent, useState } from 'react';
import { postJson } from '../../auth/login';
import { formatDate } from '../../lib/dates';
import { useDocumentTitle } from '../document-title';
import { useSiteSettings } from '../site-data';
import type { LinkProof } from './send-file';
import { UploadSlot } from './upload-slot';
import { takeUploadToken } from './upload-token';

const L = UPLOAD_LINK_LABELS.page;
const M = UPLOAD_LINK_MESSAGES;

type Page = { name: string; expiresAt: string; slots: { key: string; label: string; received: boolean }[] };

/** The page after an upload's answer: a slot once received stays so, whichever answer came last. */
const withAnswer = (before: Page | null, answer: unknown): Page => {
  const after = answer as Page;
  const had = new Set(before?.slots.filter((slot) => slot.received).map((slot) => slot.key));
  return {
    ...after,
    slots: after.slots.map((slot) => ({ ...slot, received: slot.received || had.has(slot.key) })),
  };
};

/**
 * /upload/#<token>, the upload link's page on the applicant's phone: their date of birth first,
 * then their name and one input a document asked for. A closed link says why, plainly.
 */
export function UploadPage() {
  useDocumentTitle(L.title);
  const { siteName } = useSiteSettings();
  const [token] = useState(() => takeUploadToken(window.location, window.history));
  const [dob, setDob] = useState('');
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isOpening, setIsOpening] = useState(false);
  const [isDead, setIsDead] = useState(token === '');

  async function open(event: FormEvent) {
    event.preventDefault();
    setIsOpening(true);
    const posted = await postJson(UPLOAD_API.open, { token, dob });
    setIsOpening(false);
    if (posted.ok) {
      setError(null);
      setPage(withAnswer(null, posted.body));
      return;
    }
    const { failure } = posted;
    setError(failure.kind === 'server' ? (failure.message ?? M.failed) : M.failed);
    // Unknown or closed: nothing the applicant types changes that.
    setIsDead(failure.kind === 'server' && (failure.status === 404 || failure.status === 409));
  }

  const proof: LinkProof = { token, dob };
  const isComplete = page?.slots.every((slot) => slot.received) ?? false;
  return (
    <main className="auth-page upload-page">
      <div className="auth-panel">
        <div className="auth-card">
          <div className="auth-heading">
            <h1>{siteName}</h1>
            <p>{L.title}</p>
          </div>
          {(error || token === '') && (
            <div className="alert alert-danger" role="alert">
              {error ?? M.notFound}
            </div>
          )}
          {isDead ? null : !page ? (
            <BirthDateForm dob={dob} onDob={setDob} isOpening={isOpening} onSubmit={open} />
          ) : (
            <>
              <h2 className="upload-greeting">{L.greeting(page.name)}</h2>
              <p>{isComplete ? L.allReceived : L.intro}</p>
              <ul className="upload-slots">
                {page.slots.map((slot) => (
                  <UploadSlot
                    key={slot.key}
                    slot={slot}
                    proof={proof}
                    onReceived={(body) => setPage((before) => withAnswer(before, body))}
                  />
                ))}
              </ul>
              <p className="upload-until">{L.until(formatDate(page.expiresAt))}</p>
            </>
          )}
        </div>
      </div>
    </main>
  );
}

/** The second check: the applicant's date of birth, before anything of the record is shown. */
function BirthDateForm({
  dob,
  onDob,
  isOpening,
  onSubmit,
}: {
  dob: string;
  onDob: (dob: string) => void;
  isOpening: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{L.checkIntro}</p>
      <label htmlFor="upload-dob" className="form-label">
        {L.birthDate}
      </label>
      <input
        id="upload-dob"
        type="date"
        className="form-control mb-3"
        required
        value={dob}
        onChange={(event) => onDob(event.currentTarget.value)}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={isOpening || !dob}>
        {isOpening ? L.opening : L.open}
      </button>
    </form>
  );
}
