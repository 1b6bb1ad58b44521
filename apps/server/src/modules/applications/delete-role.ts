import { CASE_OFFICE_MESSAGES, roleAtLeast, type User } from '@visadesk/contract';
import { AppError } from '../../lib/app-error.ts';
import type { OfficeSettings } from '../settings/office-settings.ts';

/**
 * Deleting an application is for roles at or above the settings' `deleteRole` (approvers and admins
 * unless an admin changes it): 403 naming who may, otherwise nothing. Read on each delete, so a
 * change in Settings holds at once on every node (the settings cache is forgotten on save).
 */
export async function requireDeleteRole(officeSettings: OfficeSettings, actor: User): Promise<void> {
  const { deleteRole } = (await officeSettings.read()).cases;
  if (!roleAtLeast(actor.role, deleteRole))
    throw new AppError('FORBIDDEN', CASE_OFFICE_MESSAGES.deleteForbidden(deleteRole));
}
