import type { VerificationResult } from '@visadesk/contract';
import { localisedPath, ROUTES, verifyPath } from '@visadesk/contract/plain';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Icon, type IconName } from '../../components/icons';
import { formatDateTime, zoneOffset } from '../../lib/dates';
import { useOfficeTimeZone } from '../../lib/office-time-zone';
import { useDocumentTitle } from '../document-title';
import { PortalLayout } from '../enquiry/portal-layout';
import { SummaryRow } from '../enquiry/summary-row';
import { type PageWords, usePageWords } from '../page-words';
import { requestVerification, type VerifyOutcome } from './verify-request';

type VerifyWords = PageWords['words']['verify'];

/** Each verdict's headline, its explanation, and the status panel's colour and icon for it. */
const verdicts = (
  L: VerifyWords,
): Record<
  VerificationResult['verdict'],
  { title: string; detail: string; tone: string; icon: IconName }
> => ({
  current: { title: L.current, detail: L.currentDetail, tone: 'approved', icon: 'check' },
  superseded: { title: L.superseded, detail: L.supersededDetail, tone: 'pending', icon: 'clock' },
  notOnRecord: { title: L.notOnRecord, detail: L.notOnRecordDetail, tone: 'rejected', icon: 'xCircle' },
  notGenuine: { title: L.notGenuine, detail: L.notGenuineDetail, tone: 'rejected', icon: 'xCircle' },
});

/**
 * /verify/:token, opened from a printout's QR code: what the server says of the printout. A
 * superseded printout shows what it certified, never the application's present status:
 * the holder of the paper learns only that it no longer holds. Under a language's prefix
 * (`/ar/verify/...`) it reads in that language; the date stays the office's, left to right.
 */
export function VerifyPage() {
  const { locale, words } = usePageWords();
  const L = words.verify;
  useDocumentTitle(L.title);
  const { token = '' } = useParams();
  const zone = useOfficeTimeZone();
  const [outcome, setOutcome] = useState<VerifyOutcome | undefined>();

  useEffect(() => {
    let isCurrent = true;
    setOutcome(undefined);
    void requestVerification(token).then((answer) => isCurrent && setOutcome(answer));
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const when = (iso: string) => `${formatDateTime(iso, zone, locale)} ${zoneOffset(iso, zone)}`;
  return (
    <PortalLayout title={L.title} lead={L.intro} languagePath={verifyPath(token)}>
      {!outcome ? (
        <p role="status">{L.checking}</p>
      ) : !outcome.ok ? (
        <div className="portal-alert" role="alert">
          {L.failed}
        </div>
      ) : (
        <Verdict result={outcome.result} when={when} words={words} />
      )}
      <div className="portal-actions">
        <Link to={localisedPath(locale, ROUTES.enquiry)} className="btn btn-outline-primary btn-lg">
          <Icon name="search" size={20} />
          {L.enquiry}
        </Link>
      </div>
    </PortalLayout>
  );
}

function Verdict({
  result,
  when,
  words,
}: {
  result: VerificationResult;
  when: (iso: string) => string;
  words: PageWords['words'];
}) {
  const L = words.verify;
  const verdict = verdicts(L)[result.verdict];
  return (
    <>
      <section className={`status-panel status-panel-${verdict.tone}`} aria-labelledby="verdict-title">
        <Icon name={verdict.icon} size={32} className="status-panel-icon" />
        <div>
          <h2 id="verdict-title" className="status-panel-title">
            {verdict.title}
          </h2>
          <p className="status-panel-headline">{verdict.detail}</p>
        </div>
      </section>
      {'name' in result && (
        <section className="portal-card" aria-label={L.applicant}>
          <dl className="summary-list">
            <SummaryRow label={L.applicant} value={result.name} />
            <SummaryRow label={L.passport} value={<bdi dir="ltr">{result.passport}</bdi>} />
            <SummaryRow label={L.status} value={words.statuses[result.status]} />
            <SummaryRow label={L.statusSince} value={<bdi dir="ltr">{when(result.statusSince)}</bdi>} />
          </dl>
        </section>
      )}
    </>
  );
}
