import '../../styles/printed-documents.css';
import type { EnquiryApplication, EnquiryDocuments } from '@visadesk/contract';
import { APPLICATION_STATUS_LABELS, countryName, ENQUIRY_LABELS, ROUTES } from '@visadesk/contract/plain';
import { type ReactNode, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Icon } from '../../components/icons';
import { PrintedDocument } from '../../components/printed-document';
import { PrintoutStamp } from '../../components/printout-stamp';
import { PrintingContext, SizedImage } from '../../components/sized-image';
import { formatDate, formatDateTime, zoneOffset } from '../../lib/dates';
import { useOfficeTimeZone } from '../../lib/office-time-zone';
import { usePrint } from '../../lib/use-print';
import { useDocumentTitle } from '../document-title';
import { useSiteSettings } from '../site-data';
import { DocumentCodeStep } from './document-code-step';
import { enquiryStore } from './enquiry-storage';
import { PortalLayout } from './portal-layout';
import { StatusPanel } from './status-panel';
import { SummaryRow } from './summary-row';

const L = ENQUIRY_LABELS.viewOne;

/**
 * /view-one: the result of a matched enquiry, read from this tab's sessionStorage (so it survives a
 * reload and nothing personal is in the address). Without one, back to /enquiry.
 */
export function ViewOnePage() {
  useDocumentTitle(L.title);
  const navigate = useNavigate();
  const [result, setResult] = useState(() => enquiryStore.load());
  const [hasBrokenImage, setHasBrokenImage] = useState(false);
  const zone = useOfficeTimeZone();
  const printing = usePrint();
  const { siteName } = useSiteSettings();
  if (!result) return <Navigate to={ROUTES.enquiry} replace />;

  const name = `${result.givenN} ${result.surname}`;
  const onImageError = () => setHasBrokenImage(true);

  // The accepted code's documents join the result, on screen, on paper and after a reload.
  function openDocuments(documents: EnquiryDocuments) {
    if (!result) return;
    const opened = { ...result, ...documents, documentsLocked: null };
    enquiryStore.save(opened);
    setResult(opened);
  }

  function newSearch() {
    enquiryStore.clear();
    navigate(ROUTES.enquiry);
  }

  return (
    <PortalLayout title={L.title} printHeader={L.printHeader(siteName)}>
      <PrintingContext.Provider value={printing.isPrinting}>
        <div ref={printing.root}>
          <PrintoutStamp verification={result.verification} />
          <section className="portal-card applicant-summary" aria-label={L.applicant}>
            <div className="applicant-photo">
              {result.image ? (
                <SizedImage
                  copies={result.image}
                  shownWidth="112px"
                  alt={L.photoAlt(name)}
                  width={112}
                  height={112}
                  onError={onImageError}
                />
              ) : (
                <Icon name="user" size={48} />
              )}
            </div>
            <dl className="summary-list">
              <SummaryRow label={L.applicant} value={name} />
              <SummaryRow label={L.passport} value={result.passport} />
              <SummaryRow label={L.nationality} value={countryName(result.currentN)} />
              <SummaryRow label={L.status} value={APPLICATION_STATUS_LABELS[result.isStatus]} />
            </dl>
          </section>

          <StatusPanel result={result} />

          <section className="portal-section" aria-labelledby="dates-title">
            <h2 id="dates-title" className="portal-section-title">
              {L.dates}
            </h2>
            <dl className="summary-list summary-list-wide">
              <SummaryRow label={L.collectDate} value={formatDate(result.pending)} />
              <SummaryRow label={L.approveDate} value={formatDate(result.approve)} />
            </dl>
          </section>

          {/* Above the documents: the actions stay in reach of a long result. */}
          <div className="portal-actions d-print-none">
            <button
              type="button"
              className="btn btn-primary btn-lg"
              onClick={printing.print}
              disabled={printing.isPreparing}
            >
              <Icon name="printer" size={20} />
              {L.print}
            </button>
            <button type="button" className="btn btn-outline-primary btn-lg" onClick={newSearch}>
              <Icon name="search" size={20} />
              {L.newSearch}
            </button>
          </div>
          {result.documentsLocked ? (
            <DocumentsSection screenOnly>
              <DocumentCodeStep
                applicationId={result._id}
                locked={result.documentsLocked}
                onOpened={openDocuments}
              />
            </DocumentsSection>
          ) : (
            <DocumentList documents={result.documents} onImageError={onImageError} />
          )}

          {hasBrokenImage && (
            <div className="portal-alert portal-alert-info" role="status">
              {L.linksExpired}
            </div>
          )}

          {/* On the office's clock, the one its dates are stamped by, and saying so. */}
          <p className="retrieved">
            {L.retrieved(
              `${formatDateTime(result.retrievedAt, zone)} ${zoneOffset(result.retrievedAt, zone)}`,
            )}
          </p>
        </div>
      </PrintingContext.Provider>
    </PortalLayout>
  );
}

function DocumentList({
  documents,
  onImageError,
}: {
  documents: EnquiryApplication['documents'];
  onImageError: () => void;
}) {
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
                  aria-label={L.openDocument(document.label)}
                >
                  {image}
                </a>
              )}
              after={<p className="portal-document-label">{document.label}</p>}
            />
          ))}
        </ul>
      )}
    </DocumentsSection>
  );
}

/** `screenOnly`: the code step, which paper has no use for (no empty heading is printed). */
function DocumentsSection({ children, screenOnly = false }: { children: ReactNode; screenOnly?: boolean }) {
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
