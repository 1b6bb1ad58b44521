import type { Application } from '@visadesk/contract';
import { DEFAULT_DELETE_ROLE, LABELS, roleAtLeast } from '@visadesk/contract/plain';
import { useDeleteApplicationMutation } from '../../api/applications';
import { useGetMeQuery } from '../../api/session';
import { useGetSettingsQuery } from '../../api/settings';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { useDeletedKeepDays } from '../components/use-deleted-keep-days';
import { fullName } from './application-display';
import { deleteErrorMessage } from './application-errors';

/**
 * Delete with confirmation, for the list and the applicant copy: `ask(record)` opens the dialog,
 * `dialog` renders it, `onDeleted` runs after a successful delete. `canDelete`: whether the
 * signed-in user's role is at or above the settings' delete role (the server is the judge).
 */
export function useDeleteApplication(onDeleted?: (id: string) => void) {
  const [deleteApplication, { isLoading }] = useDeleteApplicationMutation();
  const keepDays = useDeletedKeepDays();
  const canDelete = useCanDeleteApplications();
  const confirmed = useConfirmedDelete<Application>({
    remove: (target) => deleteApplication(target._id).unwrap(),
    isBusy: isLoading,
    labels: LABELS.applications,
    question: (target) => LABELS.applications.confirmDeleteText(fullName(target), target.passport, keepDays),
    failureMessage: deleteErrorMessage,
    onDeleted: onDeleted && ((target) => onDeleted(target._id)),
  });
  return { ...confirmed, canDelete };
}

/** Whether the signed-in user may delete applications, by the settings' delete role. */
export function useCanDeleteApplications(): boolean {
  const { data: user } = useGetMeQuery();
  const { data: settings } = useGetSettingsQuery();
  return user !== undefined && roleAtLeast(user.role, settings?.cases?.deleteRole ?? DEFAULT_DELETE_ROLE);
}
