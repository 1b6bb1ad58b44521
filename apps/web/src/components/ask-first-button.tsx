import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** The dialog's title, busy state and question, passed through to it; the rest is the button's. */
interface AskFirstButtonProps
  extends Pick<ConfirmDialogProps, 'title' | 'busyLabel' | 'isBusy' | 'children'> {
  /** The button's words, and the confirm button's. */
  label: string;
  size?: 'sm';
  disabled?: boolean;
  /** Runs once confirmed; the dialog closes when it has settled, whatever the outcome. */
  onConfirm: () => Promise<void>;
}

/** A button for an act that cannot be undone: it asks first, in the back-office's ConfirmDialog. */
export function AskFirstButton({ label, size, disabled, onConfirm, ...dialog }: AskFirstButtonProps) {
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      await onConfirm();
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <Button size={size} variant="outline-danger" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        {...dialog}
        show={asking}
        confirmLabel={label}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
