import { NOTE_LIMITS, NoteBodySchema } from '@visadesk/contract';
import { LABELS } from '@visadesk/contract/plain';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-bootstrap';

const N = LABELS.notes;

interface NoteTextBoxProps {
  id: string;
  label: string;
  initial?: string;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  /** Saves the checked text; answers the server's refusal to show, or null. */
  onSubmit: (body: string) => Promise<string | null>;
  onCancel?: () => void;
}

/** A note's text: the add box and the edit box, checked with the contract's rule before sending. */
export function NoteTextBox({
  id,
  label,
  initial = '',
  submitLabel,
  busyLabel,
  isBusy,
  onSubmit,
  onCancel,
}: NoteTextBoxProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = NoteBodySchema.safeParse({ body: text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    const refusal = await onSubmit(checked.data.body);
    if (refusal) setError(refusal);
    else if (!onCancel) setText('');
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="note-text-box">
      <Form.Group controlId={id}>
        <Form.Label className={onCancel ? 'visually-hidden' : undefined}>{label}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={text}
          maxLength={NOTE_LIMITS.bodyMax}
          isInvalid={error !== null}
          aria-describedby={`${id}-left`}
          onChange={(event) => setText(event.target.value)}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        <Form.Text id={`${id}-left`} className="field-hint">
          {N.left(NOTE_LIMITS.bodyMax - text.length)}
        </Form.Text>
      </Form.Group>
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" size="sm" disabled={isBusy}>
          {isBusy ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="outline-secondary" onClick={onCancel} disabled={isBusy}>
            {N.cancel}
          </Button>
        )}
      </div>
    </Form>
  );
}
