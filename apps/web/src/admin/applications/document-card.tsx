import { LABELS, MESSAGES } from '@visadesk/contract/plain';
import { Button } from 'react-bootstrap';
import { Icon } from '../../components/icons';
import { UploadProgress } from '../components/upload-progress';
import { useObjectUrl } from '../components/use-object-url';
import { DocumentFileInput } from './document-file-input';
import type { SlotUpload } from './use-document-uploads';

const V = LABELS.applicationView;

/** The id of a slot's View button, where the viewer hands the focus back. */
export const viewButtonId = (slot: string) => `document-${slot}-view`;

interface DocumentCardProps {
  slot: string;
  label: string;
  /** The uploaded document's small copy (a signed URL), or null when the slot is empty. */
  preview: string | null;
  /** A new file for this slot on its way, or null. */
  upload: SlotUpload | null;
  /** Why the file last chosen was refused before any upload (type, size). */
  refusal: string | undefined;
  onChoose: (file: File | null) => void;
  onRetry: () => void;
  /** Opens the uploaded document in the viewer. */
  onView: () => void;
}

/**
 * One of the 12 document slots: preview, a file input to upload or replace it, View, and while a
 * new file is on its way its own progress, or its own error with Retry.
 */
export function DocumentCard({
  slot,
  label,
  preview,
  upload,
  refusal,
  onChoose,
  onRetry,
  onView,
}: DocumentCardProps) {
  const chosen = upload?.file ?? null;
  // None for a PDF, which no <img> shows: a revoked one would be asked for once it has uploaded.
  const previewUrl = useObjectUrl(isPdf(chosen) ? null : chosen);
  const isUploading = upload?.state === 'uploading';
  // Queued or travelling: the file is the batch's now, so it cannot be swapped or cleared.
  const isBusy = isUploading || upload?.state === 'queued';
  const error = refusal ?? (upload?.state === 'failed' ? upload.error : undefined);
  const classes = ['doc-card', !preview && 'is-empty', chosen && 'is-chosen', error && 'has-error']
    .filter(Boolean)
    .join(' ');

  return (
    <li className={classes}>
      <h3 className="doc-title">{label}</h3>
      <DocumentPreview label={label} preview={preview} newUrl={previewUrl} isNewPdf={isPdf(chosen)} />
      {chosen && (
        <p className="doc-chosen">
          {isUploading ? V.uploadingFile : upload?.state === 'queued' ? V.queued : V.selected}
          <span className="doc-file-name">{chosen.name}</span>
        </p>
      )}
      {isUploading && <UploadProgress value={upload.progress} label={V.documentProgress(label)} />}
      <div className="doc-controls d-print-none">
        <DocumentFileInput
          slot={slot}
          label={label}
          hasDocument={Boolean(preview)}
          hasChosen={chosen !== null}
          error={error}
          disabled={isBusy}
          onChoose={onChoose}
        />
        <DocumentActions
          slot={slot}
          label={label}
          canView={Boolean(preview)}
          canRetry={upload?.state === 'failed'}
          canClear={chosen !== null && !isBusy}
          onView={onView}
          onRetry={onRetry}
          onClear={() => onChoose(null)}
        />
      </div>
    </li>
  );
}

/** A chosen PDF: an <img> cannot show one (the server draws its first page once it is uploaded). */
const isPdf = (file: File | null) => file?.type === 'application/pdf';

/** The document as it is now, or the new file chosen for it (from the browser, not uploaded). */
function DocumentPreview({
  label,
  preview,
  newUrl,
  isNewPdf,
}: {
  label: string;
  preview: string | null;
  newUrl: string | null;
  isNewPdf: boolean;
}) {
  const shown = newUrl ?? preview;
  return (
    <div className="doc-preview">
      {isNewPdf ? (
        <span className="doc-empty">
          <Icon name="file" size={28} />
          {V.pdfChosen}
        </span>
      ) : shown ? (
        <img
          src={shown}
          alt={newUrl ? V.newDocumentAlt(label) : label}
          loading={newUrl ? undefined : 'lazy'}
        />
      ) : (
        <span className="doc-empty">{MESSAGES.applications.noImage}</span>
      )}
    </div>
  );
}

/** View the uploaded document, Retry a failed upload, Clear a file chosen and not yet on its way. */
function DocumentActions({
  slot,
  label,
  canView,
  canRetry,
  canClear,
  onView,
  onRetry,
  onClear,
}: {
  slot: string;
  label: string;
  canView: boolean;
  canRetry: boolean;
  canClear: boolean;
  onView: () => void;
  onRetry: () => void;
  onClear: () => void;
}) {
  return (
    <div className="doc-actions">
      {canView && (
        <Button
          id={viewButtonId(slot)}
          size="sm"
          variant="outline-primary"
          aria-label={V.viewDocument(label)}
          aria-haspopup="dialog"
          onClick={onView}
        >
          <Icon name="eye" size={15} />
          {LABELS.applications.view}
        </Button>
      )}
      {canRetry && (
        <Button size="sm" variant="outline-primary" aria-label={V.retryDocument(label)} onClick={onRetry}>
          {V.retry}
        </Button>
      )}
      {canClear && (
        <Button size="sm" variant="outline-secondary" aria-label={V.clearDocument(label)} onClick={onClear}>
          {V.clear}
        </Button>
      )}
    </div>
  );
}
