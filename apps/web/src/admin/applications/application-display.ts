import type { Application } from '@visadesk/contract';
import { APPLICATION_STATUS_LABELS, LABELS } from '@visadesk/contract/plain';

/** The NAME of the list: `givenN surname`, with "Admin" in place of the given name for admin ones. */
export function displayName(application: Pick<Application, 'givenN' | 'surname' | 'isAdmin'>): string {
  const given = application.isAdmin ? LABELS.applications.adminName : application.givenN;
  return `${given} ${application.surname}`.trim();
}

/** The applicant's own name, for photo descriptions and the delete confirmation. */
export const fullName = (application: Pick<Application, 'givenN' | 'surname'>): string =>
  `${application.givenN} ${application.surname}`.trim();

export const statusLabel = (status: Application['isStatus']): string => APPLICATION_STATUS_LABELS[status];
