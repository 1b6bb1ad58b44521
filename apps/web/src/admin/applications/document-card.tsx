import { LABELS, MESSAGES } from '@visadesk/contract/plain';
import { useEffect, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { Icon } from '../../components/icons';
import { UploadProgress } from '../components/upload-progress';
import { useObjectUrl } from '../components/use-object-url';
import { IMAGE_ACCEPT } from './image-file';
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
  const previewUrl = useObjectUrl(chosen);
  const inputRef = useRef<HTMLInputElement>(null);
  // Empties the input once its file is uploaded, cleared or refused.
  useEffect(() => {
    if (!chosen && inputRef.current) inputRef.current.value = '';
  }, [chosen]);
  const shown = previewUrl ?? preview;
  const isUploading = upload?.state === 'uploading';
  // Queued or travelling: the file is the batch's now, so it cannot be swapped or cleared.
  const isBusy = isUploading || upload?.state === 'queued';
  const error = refusal ?? (upload?.state === 'failed' ? upload.error : undefined);
  const inputId = `document-${slot}`;
  const describedBy = error ? `${inputId}-error` : undefined;
  const classes = ['doc-card', !preview && 'is-empty', chosen && 'is-chosen', error && 'has-error']
    .filter(Boolean)
    .join(' ');

  return (
    <li className={classes}>
      <h3 className="doc-title">{label}</h3>
      <div className="doc-preview">
        {shown ? (
          <img
            src={shown}
            alt={previewUrl ? V.newDocumentAlt(label) : label}
            loading={previewUrl ? undefined : 'lazy'}
          />
        ) : (
          <span className="doc-empty">{MESSAGES.applications.noImage}</span>
        )}
      </div>
      {chosen && (
        <p className="doc-chosen">
          {isUploading ? V.uploadingFile : upload?.state === 'queued' ? V.queued : V.selected}
          <span className="doc-file-name">{chosen.name}</span>
        </p>
      )}
      {isUploading && <UploadProgress value={upload.progress} label={V.documentProgress(label)} />}
      <div className="doc-controls d-print-none">
        {/* The native input stays focusable and labelled; its label is the visible button. */}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          className={`doc-file-input${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={isBusy}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
        <label htmlFor={inputId} className="btn btn-sm btn-outline-secondary doc-choose">
          <Icon name="upload" size={15} />
          {preview ? V.replaceDocument(label) : V.chooseDocument(label)}
        </label>
        {error && (
          <div className="invalid-feedback" id={`${inputId}-error`} role="alert">
            {error}
          </div>
        )}
        <div className="doc-actions">
          {preview && (
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
          {upload?.state === 'failed' && (
            <Button size="sm" variant="outline-primary" aria-label={V.retryDocument(label)} onClick={onRetry}>
              {V.retry}
            </Button>
          )}
          {chosen && !isBusy && (
            <Button
              size="sm"
              variant="outline-secondary"
              aria-label={V.clearDocument(label)}
              onClick={() => onChoose(null)}
            >
              {V.clear}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
