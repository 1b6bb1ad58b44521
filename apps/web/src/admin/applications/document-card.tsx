import { LABELS, MESSAGES } from '@visadesk/contract';
import { useEffect, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { Icon } from '../../components/icons';
import { useObjectUrl } from '../components/use-object-url';
import { IMAGE_ACCEPT } from './image-file';

const V = LABELS.applicationView;

interface DocumentCardProps {
  slot: string;
  label: string;
  /** The uploaded document's signed URL, or null. */
  url: string | null;
  chosen: File | null;
  error: string | undefined;
  isDisabled: boolean;
  onChoose: (file: File | null) => void;
}

/** One of the 12 document slots: preview, a file input to upload or replace it, and View. */
export function DocumentCard({ slot, label, url, chosen, error, isDisabled, onChoose }: DocumentCardProps) {
  const previewUrl = useObjectUrl(chosen);
  const inputRef = useRef<HTMLInputElement>(null);
  // Empties the input once its file is uploaded, cleared or refused.
  useEffect(() => {
    if (!chosen && inputRef.current) inputRef.current.value = '';
  }, [chosen]);
  const shown = previewUrl ?? url;
  const inputId = `document-${slot}`;
  const describedBy = error ? `${inputId}-error` : undefined;
  const classes = ['doc-card', !url && 'is-empty', chosen && 'is-chosen'].filter(Boolean).join(' ');

  return (
    <li className={classes}>
      <h3 className="doc-title">{label}</h3>
      <div className="doc-preview">
        {shown ? (
          <img src={shown} alt={previewUrl ? V.newDocumentAlt(label) : label} loading="lazy" />
        ) : (
          <span className="doc-empty">{MESSAGES.applications.noImage}</span>
        )}
      </div>
      {chosen && (
        <p className="doc-chosen">
          {V.selected}
          <span className="doc-file-name">{chosen.name}</span>
        </p>
      )}
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
          disabled={isDisabled}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
        <label htmlFor={inputId} className="btn btn-sm btn-outline-secondary doc-choose">
          <Icon name="upload" size={15} />
          {url ? V.replaceDocument(label) : V.chooseDocument(label)}
        </label>
        {error && (
          <div className="invalid-feedback" id={`${inputId}-error`}>
            {error}
          </div>
        )}
        <div className="doc-actions">
          {url && (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-sm btn-outline-primary"
              aria-label={V.viewDocument(label)}
            >
              <Icon name="eye" size={15} />
              {LABELS.applications.view}
            </a>
          )}
          {chosen && (
            <Button
              size="sm"
              variant="outline-secondary"
              aria-label={V.clearDocument(label)}
              disabled={isDisabled}
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
