import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  CASE_OFFICE_MESSAGES,
  calendarDayIn,
  MESSAGES,
  type User,
} from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { StatusMails } from '../../mail/status-mails.ts';
import type { OfficeSettings } from '../settings/office-settings.ts';
import * as repo from './applications.repository.ts';

const M = MESSAGES.applications;

/** What a rejection may give (PUT reject's body, as parsed): a reason of the office's, a note, shared or not. */
export type Rejection = { reason?: string; note?: string; shared: boolean };

/**
 * A rejection's columns as stored: empty text is none. Any other status clears them, so a case
 * that leaves Rejected shows no old reason.
 */
function rejectionColumns(to: ApplicationStatus, rejection: Rejection | undefined) {
  if (to !== 'rejected' || !rejection)
    return { rejectionReason: null, rejectionNote: null, rejectionShared: false };
  return {
    rejectionReason: rejection.reason || null,
    rejectionNote: rejection.note || null,
    rejectionShared: rejection.shared,
  };
}

/** The status change of the applications service, with the record as it then is. */
export function statusChange(
  db: Db,
  requireRow: (id: string) => Promise<repo.ApplicationRecord>,
  mails: StatusMails,
  officeSettings: OfficeSettings,
) {
  /**
   * Any transition to another status is allowed; Approve stamps the approve date, Pending the
   * collect date. A change to the status the record already has is refused (409) and not
   * recorded, so the history holds changes only. The applicant's mail is queued in the same
   * transaction: it goes out exactly when the change is kept.
   */
  return async function setStatus(id: string, to: ApplicationStatus, actor: User, rejection?: Rejection) {
    // One instant for the stamped date and the history line, so both name the same day even at
    // midnight and whichever clock (this process's or the database's) is ahead.
    const at = new Date();
    const office = await officeSettings.read();
    // The day in the office's calendar (its time zone in settings), not UTC's.
    const day = calendarDayIn(office.timeZone, at);
    // Renaming or removing a reason in Settings leaves earlier rejections as they were.
    if (rejection?.reason && !office.cases.rejectionReasons.includes(rejection.reason))
      throw new AppError('VALIDATION', CASE_OFFICE_MESSAGES.unknownReason);
    const given = rejectionColumns(to, rejection);
    await mails.changing(office, (queueMail) =>
      db.transaction(async (tx) => {
        const current = await repo.lockApplicationStatus(tx, id);
        if (!current) throw notFound(M.noData);
        const from = current.isStatus;
        if (from === to) throw new AppError('CONFLICT', M.statusUnchanged(APPLICATION_STATUS_LABELS[to]));
        await repo.updateApplicationRow(
          tx,
          id,
          {
            isStatus: to,
            ...(to === 'approved' ? { approve: day } : {}),
            ...(to === 'pending' ? { pending: day } : {}),
            ...given,
          },
          { actor: actor._id },
        );
        await repo.insertStatusChange(tx, {
          applicationId: id,
          fromStatus: from,
          toStatus: to,
          changedBy: actor._id,
          changedByName: actor.name,
          changedAt: at,
          reason: given.rejectionReason,
          note: given.rejectionNote,
        });
        await queueMail(tx, current, to, given.rejectionShared ? given : undefined);
      }),
    );
    return requireRow(id);
  };
}
