import type { Application } from '@visadesk/contract';
import { LABELS } from '@visadesk/contract/plain';
import { useDeleteApplicationMutation } from '../../api/applications';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { useDeletedKeepDays } from '../components/use-deleted-keep-days';
import { fullName } from './application-display';
import { deleteErrorMessage } from './application-errors';

/**
 * Delete with confirmation, for the list and the applicant copy: `ask(record)` opens the dialog,
 * `dialog` renders it, `onDeleted` runs after a successful delete.
 */
export function useDeleteApplication(onDeleted?: (id: string) => void) {
  const [deleteApplication, { isLoading }] = useDeleteApplicationMutation();
  const keepDays = useDeletedKeepDays();
  return useConfirmedDelete<Application>({
    remove: (target) => deleteApplication(target._id).unwrap(),
    isBusy: isLoading,
    labels: LABELS.applications,
    question: (target) => LABELS.applications.confirmDeleteText(fullName(target), target.passport, keepDays),
    failureMessage: deleteErrorMessage,
    onDeleted: onDeleted && ((target) => onDeleted(target._id)),
  });
}
