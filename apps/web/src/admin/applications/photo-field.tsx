import { LABELS } from '@visadesk/contract/plain';
import { Form } from 'react-bootstrap';
import { useObjectUrl } from '../components/use-object-url';
import { IMAGE_ACCEPT } from './image-file';

interface PhotoFieldProps {
  file: File | null;
  /** The record's current photo (edit), shown until a new one is chosen. */
  currentUrl?: string | null;
  hint: string;
  error: string | null;
  onChange: (file: File | null) => void;
}

const ID = 'application-photo';

/** The Photo input with its 100x100 preview: the chosen file, else the current photo. */
export function PhotoField({ file, currentUrl, hint, error, onChange }: PhotoFieldProps) {
  const previewUrl = useObjectUrl(file);
  const shown = previewUrl ?? currentUrl ?? null;
  const describedBy = [`${ID}-hint`, error && `${ID}-error`].filter(Boolean).join(' ');
  return (
    <div className="photo-field">
      <div className="photo-preview" aria-hidden={shown ? undefined : true}>
        {shown && (
          <img
            src={shown}
            width={100}
            height={100}
            alt={previewUrl ? LABELS.applicationForm.photoPreview : LABELS.applicationForm.currentPhoto}
          />
        )}
      </div>
      <Form.Group controlId={ID} className="flex-grow-1 mb-0">
        <Form.Label>{LABELS.applicationForm.fields.photo}</Form.Label>
        <Form.Control
          type="file"
          accept={IMAGE_ACCEPT}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
        />
        {error && (
          <Form.Control.Feedback type="invalid" id={`${ID}-error`}>
            {error}
          </Form.Control.Feedback>
        )}
        <Form.Text id={`${ID}-hint`} className="field-hint">
          {hint}
        </Form.Text>
      </Form.Group>
    </div>
  );
}
