import '../../styles/printed-documents.css';
import type { EnquiryApplication, EnquiryDocuments } from '@visadesk/contract';
import { type DocumentSlot, fill, localisedPath, ROUTES } from '@visadesk/contract/plain';
import { type ReactNode, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Icon } from '../../components/icons';
import { PrintedDocument } from '../../components/printed-document';
import { PrintoutStamp } from '../../components/printout-stamp';
import { PrintingContext } from '../../components/sized-image';
import { formatDate, formatDateTime, zoneOffset } from '../../lib/dates';
import { useOfficeTimeZone } from '../../lib/office-time-zone';
import { usePrint } from '../../lib/use-print';
import { useDocumentTitle } from '../document-title';
import { IsolatedValues } from '../isolated-values';
import { usePageWords } from '../page-words';
import { useSiteSettings } from '../site-data';
import { ApplicantSummary } from './applicant-summary';
import { DocumentCodeStep } from './document-code-step';
import { enquiryStore } from './enquiry-storage';
import { PortalLayout } from './portal-layout';
import { StatusPanel } from './status-panel';
import { SummaryRow } from './summary-row';

/**
 * /view-one: the result of a matched enquiry, read from this tab's sessionStorage (so it survives a
 * reload and nothing personal is in the address). Without one, back to /enquiry.
 */
export function ViewOnePage() {
  const { locale, words } = usePageWords();
  const L = words.viewOne;
  useDocumentTitle(L.title);
  const { result, openDocuments, newSearch } = useStoredEnquiry();
  const [hasBrokenImage, setHasBrokenImage] = useState(false);
  const zone = useOfficeTimeZone();
  const printing = usePrint();
  const { siteName } = useSiteSettings();
  if (!result) return <Navigate to={localisedPath(locale, ROUTES.enquiry)} replace />;

  const onImageError = () => setHasBrokenImage(true);

  return (
    <PortalLayout title={L.title} printHeader={fill(L.printHeader, { siteName })}>
      <PrintingContext.Provider value={printing.isPrinting}>
        <div ref={printing.root}>
          <PrintoutStamp verification={result.verification} />
          <ApplicantSummary result={result} onImageError={onImageError} />

          <StatusPanel result={result} />

          <section className="portal-section" aria-labelledby="dates-title">
            <h2 id="dates-title" className="portal-section-title">
              {L.dates}
            </h2>
            <dl className="summary-list summary-list-wide">
              <SummaryRow label={L.collectDate} value={formatDate(result.pending, zone, locale)} />
              <SummaryRow label={L.approveDate} value={formatDate(result.approve, zone, locale)} />
            </dl>
          </section>

          {/* Above the documents: the actions stay in reach of a long result. */}
          <ResultActions
            onPrint={printing.print}
            isPreparing={printing.isPreparing}
            onNewSearch={newSearch}
          />
          <ResultDocuments result={result} onOpened={openDocuments} onImageError={onImageError} />

          {hasBrokenImage && (
            <div className="portal-alert portal-alert-info" role="status">
              {L.linksExpired}
            </div>
          )}

          {/* On the office's clock, the one its dates are stamped by, and saying so. */}
          <p className="retrieved">
            <IsolatedValues
              text={L.retrieved}
              dir="auto"
              values={{
                when: `${formatDateTime(result.retrievedAt, zone, locale)} ${zoneOffset(result.retrievedAt, zone)}`,
              }}
            />
          </p>
        </div>
      </PrintingContext.Provider>
    </PortalLayout>
  );
}

/**
 * The matched enquiry in this tab's storage. The accepted code's documents join it, on screen, on
 * paper and after a reload; a new search forgets it.
 */
function useStoredEnquiry() {
  const navigate = useNavigate();
  const { locale } = usePageWords();
  const [result, setResult] = useState(() => enquiryStore.load());
  const openDocuments = (documents: EnquiryDocuments) => {
    if (!result) return;
    const opened = { ...result, ...documents, documentsLocked: null };
    enquiryStore.save(opened);
    setResult(opened);
  };
  const newSearch = () => {
    enquiryStore.clear();
    navigate(localisedPath(locale, ROUTES.enquiry));
  };
  return { result, openDocuments, newSearch };
}

/** Print the result, or start a new search. */
function ResultActions({
  onPrint,
  isPreparing,
  onNewSearch,
}: {
  onPrint: () => void;
  isPreparing: boolean;
  onNewSearch: () => void;
}) {
  const L = usePageWords().words.viewOne;
  return (
    <div className="portal-actions d-print-none">
      <button type="button" className="btn btn-primary btn-lg" onClick={onPrint} disabled={isPreparing}>
        <Icon name="printer" size={20} />
        {L.print}
      </button>
      <button type="button" className="btn btn-outline-primary btn-lg" onClick={onNewSearch}>
        <Icon name="search" size={20} />
        {L.newSearch}
      </button>
    </div>
  );
}

/** The documents, or while they are locked the step that asks for the mailed code. */
function ResultDocuments({
  result,
  onOpened,
  onImageError,
}: {
  result: EnquiryApplication;
  onOpened: (documents: EnquiryDocuments) => void;
  onImageError: () => void;
}) {
  return result.documentsLocked ? (
    <DocumentsSection screenOnly>
      <DocumentCodeStep applicationId={result._id} locked={result.documentsLocked} onOpened={onOpened} />
    </DocumentsSection>
  ) : (
    <DocumentList documents={result.documents} onImageError={onImageError} />
  );
}

function DocumentList({
  documents,
  onImageError,
}: {
  documents: EnquiryApplication['documents'];
  onImageError: () => void;
}) {
  const { words } = usePageWords();
  const L = words.viewOne;
  // The slot's name in the page's language; a type the catalogue does not know keeps the API's.
  const labelOf = (document: EnquiryApplication['documents'][number]) =>
    words.documentSlots[document.key as DocumentSlot] ?? document.label;
  return (
    <DocumentsSection>
      {documents.length === 0 ? (
        <p>{L.noDocuments}</p>
      ) : (
        <ul className="portal-documents printed-documents">
          {documents.map((document) => (
            <PrintedDocument
              key={document.key}
              className="portal-document"
              copies={document.sizes}
              alt=""
              onError={onImageError}
              // The copies are not logged: only opening the link (the original) counts as viewing it.
              wrap={(image) => (
                <a
                  href={document.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(L.openDocument, { label: labelOf(document) })}
                >
                  {image}
                </a>
              )}
              after={<p className="portal-document-label">{labelOf(document)}</p>}
            />
          ))}
        </ul>
      )}
    </DocumentsSection>
  );
}

/** `screenOnly`: the code step, which paper has no use for (no empty heading is printed). */
function DocumentsSection({ children, screenOnly = false }: { children: ReactNode; screenOnly?: boolean }) {
  const L = usePageWords().words.viewOne;
  return (
    <section
      className={screenOnly ? 'portal-section d-print-none' : 'portal-section'}
      aria-labelledby="documents-title"
    >
      <h2 id="documents-title" className="portal-section-title printed-documents-title">
        {L.documents}
      </h2>
      {children}
    </section>
  );
}
