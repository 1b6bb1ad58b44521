import type { Application } from '@visadesk/contract';
import { LABELS } from '@visadesk/contract/plain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDeleteApplicationMutation } from '../../api/applications';
import { describeQueryError } from '../../api/query-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { fullName } from './application-display';
import { deleteErrorMessage } from './application-errors';

/**
 * Delete with confirmation, for the list and the applicant copy: `ask(record)` opens the dialog,
 * `dialog` renders it, `onDeleted` runs after a successful delete.
 */
export function useDeleteApplication(onDeleted?: (id: string) => void) {
  const [deleteApplication, { isLoading }] = useDeleteApplicationMutation();
  const [target, setTarget] = useState<Application | null>(null);

  async function confirm() {
    if (!target) return;
    try {
      await deleteApplication(target._id).unwrap();
      toast.success(LABELS.applications.deleted);
      onDeleted?.(target._id);
    } catch (error) {
      toast.error(deleteErrorMessage(describeQueryError(error)));
    } finally {
      setTarget(null);
    }
  }

  const dialog = (
    <ConfirmDialog
      show={target !== null}
      title={LABELS.applications.confirmDeleteTitle}
      confirmLabel={LABELS.applications.confirmDelete}
      busyLabel={LABELS.applications.deleting}
      isBusy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    >
      {target && LABELS.applications.confirmDeleteText(fullName(target), target.passport)}
    </ConfirmDialog>
  );

  return { ask: setTarget, dialog };
}
