import { LABELS } from '@visadesk/contract/plain';
import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** The confirm button's Bootstrap variant; a delete's `danger` unless said otherwise. */
  confirmVariant?: string;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** After the dialog has left (its focus trap too): where a removed trigger hands focus on. */
  onExited?: () => void;
}

/**
 * The one confirmation of the back-office, for deletes and decisions (instead of window.confirm,
 * which cannot be styled, tested by role or kept open while the request runs).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { show, title, children, confirmLabel, busyLabel, isBusy, onConfirm, onCancel, onExited } = props;
  const confirmVariant = props.confirmVariant ?? 'danger';
  return (
    <Modal
      show={show}
      onHide={isBusy ? undefined : onCancel}
      onExited={onExited}
      centered
      aria-labelledby="confirm-dialog-title"
    >
      <Modal.Header closeButton={!isBusy}>
        <Modal.Title as="h2" id="confirm-dialog-title" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={isBusy}>
          {LABELS.users.cancel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={isBusy}>
          {isBusy ? busyLabel : confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
