import { Form } from 'react-bootstrap';
import { useObjectUrl } from './use-object-url';

interface ImageFieldProps {
  id: string;
  label: string;
  accept: string;
  hint: string;
  file: File | null;
  /** The record's current image (edit), shown until a new one is chosen. */
  currentUrl?: string | null;
  alt: { chosen: string; current: string };
  error: string | null;
  onChange: (file: File | null) => void;
}

/** A file input with its 100x100 preview: the chosen file, else the current image. */
export function ImageField({
  id,
  label,
  accept,
  hint,
  file,
  currentUrl,
  alt,
  error,
  onChange,
}: ImageFieldProps) {
  const previewUrl = useObjectUrl(file);
  const shown = previewUrl ?? currentUrl ?? null;
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="photo-field">
      <div className="photo-preview" aria-hidden={shown ? undefined : true}>
        {shown && <img src={shown} width={100} height={100} alt={previewUrl ? alt.chosen : alt.current} />}
      </div>
      <Form.Group controlId={id} className="flex-grow-1 mb-0">
        <Form.Label>{label}</Form.Label>
        <Form.Control
          type="file"
          accept={accept}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
        />
        {error && (
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {error}
          </Form.Control.Feedback>
        )}
        <Form.Text id={`${id}-hint`} className="field-hint">
          {hint}
        </Form.Text>
      </Form.Group>
    </div>
  );
}
