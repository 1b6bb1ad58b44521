import type { DocumentsLocked, EnquiryDocuments } from '@visadesk/contract';
import { DOCUMENT_CODE, pluralText } from '@visadesk/contract/plain';
import { type FormEvent, useState } from 'react';
import { Icon } from '../../components/icons';
import { IsolatedValues } from '../isolated-values';
import { usePageWords } from '../page-words';
import { checkDocumentCode, fetchEnquiryDocuments, requestDocumentCode } from './document-code-request';

const ALERT_ID = 'document-code-alert';

/**
 * In place of the documents while the one-time code setting is on: a code is mailed
 * to the application's address, and the code given back opens the photo and documents, which
 * `onOpened` puts on the page (and so on paper).
 */
export function DocumentCodeStep({
  applicationId,
  locked,
  onOpened,
}: {
  applicationId: string;
  locked: DocumentsLocked;
  onOpened: (documents: EnquiryDocuments) => void;
}) {
  const { locale, words } = usePageWords();
  const L = words.documentCode;
  const { sentTo, code, setCode, error, isBusy, send, check } = useDocumentCode(
    applicationId,
    locked,
    onOpened,
  );

  return (
    <div className="document-code d-print-none">
      <p>{L.intro}</p>
      {error && (
        <div id={ALERT_ID} className="portal-alert" role="alert">
          {error}
        </div>
      )}
      {sentTo === null ? (
        <SendCode maskedEmail={locked.maskedEmail} isBusy={isBusy} onSend={() => void send()} />
      ) : (
        <form noValidate onSubmit={(event) => void check(event)} className="document-code-form">
          <p role="status">
            <IsolatedValues
              text={pluralText(locale, L.sent, DOCUMENT_CODE.ttlMs / 60_000)}
              values={{ maskedEmail: sentTo }}
            />
          </p>
          <label htmlFor="document-code" className="form-label">
            {L.code}
          </label>
          <div className="document-code-row">
            <input
              id="document-code"
              name="code"
              className="form-control form-control-lg document-code-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={DOCUMENT_CODE.digits + 2}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ALERT_ID : undefined}
            />
            <button type="submit" className="btn btn-primary btn-lg" disabled={isBusy}>
              {isBusy ? L.checking : L.check}
            </button>
          </div>
          <button type="button" className="btn btn-link px-0" disabled={isBusy} onClick={() => void send()}>
            {L.sendAgain}
          </button>
        </form>
      )}
    </div>
  );
}

/** Where the code will go, and the button that sends it. */
function SendCode({
  maskedEmail,
  isBusy,
  onSend,
}: {
  maskedEmail: string;
  isBusy: boolean;
  onSend: () => void;
}) {
  const L = usePageWords().words.documentCode;
  return (
    <>
      <p>
        <IsolatedValues text={L.willSendTo} values={{ maskedEmail }} />
      </p>
      <button type="button" className="btn btn-primary btn-lg" disabled={isBusy} onClick={onSend}>
        <Icon name="mail" size={20} />
        {isBusy ? L.sending : L.send}
      </button>
    </>
  );
}

/** Asks for a code to the application's address, and checks the code given back. */
function useDocumentCode(
  applicationId: string,
  locked: DocumentsLocked,
  onOpened: (documents: EnquiryDocuments) => void,
) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function send() {
    setIsBusy(true);
    setError(null);
    const outcome = await requestDocumentCode(locked.ticket);
    setIsBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    setSentTo(outcome.value.maskedEmail);
    setCode('');
  }

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setIsBusy(true);
    setError(null);
    const granted = await checkDocumentCode(locked.ticket, code);
    const documents = granted.ok ? await fetchEnquiryDocuments(applicationId, granted.value.grant) : granted;
    setIsBusy(false);
    if (!documents.ok) return setError(documents.message);
    onOpened(documents.value);
  }
  return { sentTo, code, setCode, error, isBusy, send, check };
}
