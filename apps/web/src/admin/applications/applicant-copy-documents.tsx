import '../../styles/printed-documents.css';
import type { Application } from '@visadesk/contract';
import { DOCUMENT_SLOTS, LABELS } from '@visadesk/contract/plain';
import { useContext } from 'react';
import { PrintedDocument } from '../../components/printed-document';
import { PrintingContext } from '../../components/sized-image';

const V = LABELS.applicationView;

/**
 * The applicant copy's documents on paper: only those uploaded, two to a page from their large
 * copies, as the enquiry result prints them. Paper only: on screen the upload slots show the
 * documents, so these load only once a print is on its way, not each time the case is opened.
 */
export function ApplicantCopyDocuments({ application }: { application: Application }) {
  const isPrinting = useContext(PrintingContext);
  const uploaded = DOCUMENT_SLOTS.flatMap(({ key, label }) => {
    const copies = application.sizes?.[key];
    return copies ? [{ key, label, copies }] : [];
  });
  if (uploaded.length === 0 || !isPrinting) return null;

  return (
    <section className="copy-documents d-none d-print-block" aria-labelledby="copy-documents-title">
      <h2 id="copy-documents-title" className="copy-section-title printed-documents-title">
        {V.documents}
      </h2>
      <ul className="printed-documents">
        {uploaded.map(({ key, label, copies }) => (
          <PrintedDocument
            key={key}
            copies={copies}
            alt={label}
            before={<h3 className="copy-document-title">{label}</h3>}
          />
        ))}
      </ul>
    </section>
  );
}
