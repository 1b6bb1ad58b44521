import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  oneLine,
  ROUTES,
  rejectionInWords,
  renderMail,
  type Settings,
  senderNameOf,
} from '@visadesk/contract';
import { type NewMail, queueMail } from './outbox.repository.ts';

/** What a status mail needs of an application: whom to greet and where to write. */
export type MailedApplication = {
  id: string;
  reference: string;
  givenN: string;
  surname: string;
  email: string;
};

/** A rejection's reason and note the office shares with the applicant. */
export type SharedRejection = { rejectionReason: string | null; rejectionNote: string | null };

/**
 * The mail telling an applicant their new status, from the settings' templates; undefined when
 * status mails are off (as an admin left them, or while no mail server works). Only the name, the status, the site and the enquiry's address go
 * in: never the passport number or the date of birth, since a mail may be read by others.
 */
export function statusMail(
  settings: Settings,
  application: MailedApplication,
  status: ApplicationStatus,
  publicUrl: string,
  shared?: SharedRejection,
): NewMail | undefined {
  const { mail } = settings;
  if (!mail.statusMailsEnabled) return undefined;
  const rendered = renderMail(mail.statusSubject, mail.statusBody, {
    name: oneLine(`${application.givenN} ${application.surname}`),
    status: APPLICATION_STATUS_LABELS[status],
    reference: application.reference,
    reason: shared ? oneLine(rejectionInWords(shared.rejectionReason, shared.rejectionNote)) : '',
    enquiryUrl: `${publicUrl}${ROUTES.enquiry}`,
    siteName: settings.siteName,
  });
  return {
    recipient: application.email,
    fromName: senderNameOf(mail, settings.siteName),
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    kind: 'status',
    applicationId: application.id,
  };
}

type Executor = Parameters<typeof queueMail>[0];

/** Inside a status change's transaction: the applicant's mail, written with the change or not at all. */
export type QueueStatusMail = (
  tx: Executor,
  application: MailedApplication,
  status: ApplicationStatus,
  shared?: SharedRejection,
) => Promise<void>;

/** What the applications service is given to mail status changes (a small interface, not the outbox). */
export type StatusMails = {
  /**
   * Runs one status change, made from the office's `settings`: `change` queues the mail in its
   * transaction through the `queue` it is handed, and once it has committed, this node sends the
   * mail now rather than at its next poll. Status mails are on only while a mail server works:
   * none is queued to wait for one.
   */
  changing<T>(settings: Settings, change: (queue: QueueStatusMail) => Promise<T>): Promise<T>;
};

export function createStatusMails(
  publicUrl: string,
  wake: () => void,
  isMailWorking: () => Promise<boolean>,
): StatusMails {
  return {
    async changing(settings, change) {
      const isMailing = settings.mail.statusMailsEnabled && (await isMailWorking());
      let isQueued = false;
      const result = await change(async (tx, application, status, shared) => {
        const mail = isMailing ? statusMail(settings, application, status, publicUrl, shared) : undefined;
        if (!mail) return;
        await queueMail(tx, mail);
        isQueued = true;
      });
      if (isQueued) wake();
      return result;
    },
  };
}

/** The demo seed's: sample applicants (example.com addresses) are sent nothing. */
export const NO_STATUS_MAILS: StatusMails = {
  changing: (_settings, change) => change(async () => {}),
};
