import type { Application } from '@visadesk/contract';
import { DOCUMENT_SLOTS, FILE_LIMITS, LABELS, MB, PDF_PAGE_LIMIT } from '@visadesk/contract/plain';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Icon } from '../../components/icons';
import { DocumentCard, viewButtonId } from './document-card';
import { DocumentViewer } from './document-viewer';
import { DownloadAll } from './download-all';
import { useDocumentUploads } from './use-document-uploads';

const V = LABELS.applicationView;

/** The 12 document slots of the applicant copy; Upload sends each chosen document on its own. */
export function DocumentSlots({ application }: { application: Application }) {
  const { uploads, refusals, choose, uploadAll, retry, isUploading, waiting } = useDocumentUploads(
    application._id,
  );
  // The viewer steps through the uploaded documents only, in slot order.
  const uploaded = DOCUMENT_SLOTS.flatMap(({ key, label }) => {
    const url = application[key];
    return url ? [{ key, label, url, copies: application.sizes?.[key] ?? null }] : [];
  });
  const [viewing, setViewing] = useState<number | null>(null);

  return (
    <section className="card admin-card documents-card" aria-labelledby="documents-title">
      <div className="card-body">
        <div className="documents-head">
          <h2 id="documents-title" className="card-section-title">
            {V.documents}
          </h2>
          <p className="field-hint d-print-none mb-0">
            {V.documentsHint(FILE_LIMITS.document / MB, PDF_PAGE_LIMIT)}
          </p>
        </div>
        <ul className="doc-grid">
          {DOCUMENT_SLOTS.map(({ key, label }) => (
            <DocumentCard
              key={key}
              slot={key}
              label={label}
              // The list's copy of a record (shown while it loads) has no sized copies: the original.
              preview={application.sizes?.[key]?.small ?? application[key]}
              upload={uploads[key] ?? null}
              refusal={refusals[key]}
              onChoose={(file) => void choose(key, file)}
              onRetry={() => void retry(key)}
              onView={() => setViewing(uploaded.findIndex((document) => document.key === key))}
            />
          ))}
        </ul>
        <div className="documents-upload d-print-none">
          <Button onClick={() => void uploadAll()} disabled={waiting === 0 || isUploading}>
            <Icon name="upload" size={17} />
            {isUploading ? V.uploading : V.uploadDocuments(waiting)}
          </Button>
          {(uploaded.length > 0 || application.image) && <DownloadAll application={application} />}
        </div>
        <DocumentViewer
          documents={uploaded}
          index={viewing}
          onIndex={setViewing}
          onClose={() => setViewing(null)}
          onClosed={(key) => document.getElementById(viewButtonId(key))?.focus()}
        />
      </div>
    </section>
  );
}
