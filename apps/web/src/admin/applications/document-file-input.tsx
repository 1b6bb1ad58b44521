import { LABELS } from '@visadesk/contract/plain';
import { useEffect, useRef } from 'react';
import { Icon } from '../../components/icons';
import { DOCUMENT_ACCEPT } from './image-file';

const V = LABELS.applicationView;

/**
 * A document slot's file input, whose label is the visible Choose or Replace button, and why the
 * file chosen was refused or failed to upload.
 */
export function DocumentFileInput({
  slot,
  label,
  hasDocument,
  hasChosen,
  error,
  disabled,
  onChoose,
}: {
  slot: string;
  label: string;
  /** The slot holds an uploaded document, which a new file replaces. */
  hasDocument: boolean;
  /** A file is chosen for the slot and not yet uploaded, cleared or refused. */
  hasChosen: boolean;
  error: string | undefined;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Empties the input once its file is uploaded, cleared or refused.
  useEffect(() => {
    if (!hasChosen && inputRef.current) inputRef.current.value = '';
  }, [hasChosen]);
  const inputId = `document-${slot}`;

  return (
    <>
      {/* The native input stays focusable and labelled; its label is the visible button. */}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={DOCUMENT_ACCEPT}
        className={`doc-file-input${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        disabled={disabled}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      <label htmlFor={inputId} className="btn btn-sm btn-outline-secondary doc-choose">
        <Icon name="upload" size={15} />
        {hasDocument ? V.replaceDocument(label) : V.chooseDocument(label)}
      </label>
      {error && (
        <div className="invalid-feedback" id={`${inputId}-error`} role="alert">
          {error}
        </div>
      )}
    </>
  );
}
