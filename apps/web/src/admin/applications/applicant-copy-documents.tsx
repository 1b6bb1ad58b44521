import '../../styles/printed-documents.css';
import type { Application } from '@visadesk/contract';
import { DOCUMENT_SLOTS, LABELS } from '@visadesk/contract/plain';

const V = LABELS.applicationView;

/**
 * The applicant copy's documents on paper: only those uploaded, each on its own page at full width
 * as the enquiry result prints them. Paper only: on screen the upload slots show the documents, and
 * they print neither their empty slots nor a file chosen but not uploaded yet.
 */
export function ApplicantCopyDocuments({ application }: { application: Application }) {
  const uploaded = DOCUMENT_SLOTS.flatMap(({ key, label }) => {
    const url = application[key];
    return url ? [{ key, label, url }] : [];
  });
  if (uploaded.length === 0) return null;

  return (
    <section className="copy-documents d-none d-print-block" aria-labelledby="copy-documents-title">
      <h2 id="copy-documents-title" className="copy-section-title">
        {V.documents}
      </h2>
      <ul className="printed-documents">
        {uploaded.map(({ key, label, url }) => (
          <li key={key} className="printed-document">
            <h3 className="copy-document-title">{label}</h3>
            <img src={url} alt={label} />
          </li>
        ))}
      </ul>
    </section>
  );
}
