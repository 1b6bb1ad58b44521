import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { describeQueryError } from '../../api/query-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { RequestFailure } from '../../lib/request-failure';

/** A delete's texts, under the label catalogue's names. */
type DeleteLabels = { confirmDeleteTitle: string; confirmDelete: string; deleting: string; deleted: string };

type ConfirmedDelete<T> = {
  /** Deletes the record; rejects when the server refused (a mutation's `.unwrap()`). */
  remove: (target: T) => Promise<unknown>;
  isBusy: boolean;
  labels: DeleteLabels;
  /** The dialog's question about the record. */
  question: (target: T) => ReactNode;
  failureMessage: (failure: RequestFailure) => string;
  onDeleted?: (target: T) => void;
};

/**
 * Delete with confirmation, for every list and record screen: `ask(record)` opens the dialog,
 * `dialog` renders it. Either outcome is a toast, and the dialog closes.
 */
export function useConfirmedDelete<T>({
  remove,
  isBusy,
  labels,
  question,
  failureMessage,
  onDeleted,
}: ConfirmedDelete<T>) {
  const [target, setTarget] = useState<T | null>(null);

  async function confirm() {
    if (target === null) return;
    try {
      await remove(target);
      toast.success(labels.deleted);
      onDeleted?.(target);
    } catch (error) {
      toast.error(failureMessage(describeQueryError(error)));
    } finally {
      setTarget(null);
    }
  }

  const dialog = (
    <ConfirmDialog
      show={target !== null}
      title={labels.confirmDeleteTitle}
      confirmLabel={labels.confirmDelete}
      busyLabel={labels.deleting}
      isBusy={isBusy}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    >
      {target !== null && question(target)}
    </ConfirmDialog>
  );

  return { ask: setTarget, dialog };
}
