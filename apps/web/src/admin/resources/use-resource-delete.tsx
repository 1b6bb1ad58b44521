import { LABELS } from '@visadesk/contract/plain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { describeQueryError } from '../../api/query-error';
import { useDeleteResourceMutation } from '../../api/resources';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { ResourceConfig, ResourceRecord } from './resource-config';

/**
 * Delete with confirmation for any resource: `ask(record)` opens the dialog, `dialog` renders it.
 * Either outcome is a toast; the lists of the resource refetch after a delete.
 */
export function useResourceDelete(config: ResourceConfig) {
  const [deleteResource, { isLoading }] = useDeleteResourceMutation();
  const [target, setTarget] = useState<ResourceRecord | null>(null);
  const { labels } = config;

  async function confirm() {
    if (!target) return;
    const result = await deleteResource({ resource: config.name, id: target._id });
    if (result.error) toast.error(config.errorMessage('delete', describeQueryError(result.error)));
    else toast.success(labels.deleted);
    setTarget(null);
  }

  const dialog = (
    <ConfirmDialog
      show={target !== null}
      title={labels.confirmDeleteTitle}
      confirmLabel={labels.confirmDelete}
      busyLabel={LABELS.resources.deleting}
      isBusy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    >
      {target && labels.confirmDeleteText(config.nameOf(target))}
    </ConfirmDialog>
  );

  return { ask: setTarget, dialog };
}
