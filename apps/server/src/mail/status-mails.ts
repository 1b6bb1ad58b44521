import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  oneLine,
  ROUTES,
  renderMail,
  type Settings,
  senderNameOf,
} from '@visadesk/contract';
import { type NewMail, queueMail } from './outbox.repository.ts';

/** What a status mail needs of an application: whom to greet and where to write. */
export type MailedApplication = { id: string; givenN: string; surname: string; email: string };

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
): NewMail | undefined {
  const { mail } = settings;
  if (!mail.statusMailsEnabled) return undefined;
  const rendered = renderMail(mail.statusSubject, mail.statusBody, {
    name: oneLine(`${application.givenN} ${application.surname}`),
    status: APPLICATION_STATUS_LABELS[status],
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

/** What the applications service is given to mail status changes (a small interface, not the outbox). */
export type StatusMails = {
  /**
   * The office's settings as the mail is made from them, before the change's transaction: status
   * mails on only while a mail server works, so none is queued to wait for one.
   */
  prepare(settings: Settings): Promise<Settings>;
  /** Inside the status change's transaction: the mail is written with the change or not at all. */
  queue(
    tx: Executor,
    settings: Settings,
    application: MailedApplication,
    status: ApplicationStatus,
  ): Promise<void>;
  /** After the commit: this node sends it now rather than at its next poll. */
  sent(): void;
};

export function createStatusMails(
  publicUrl: string,
  wake: () => void,
  isMailWorking: () => Promise<boolean>,
): StatusMails {
  return {
    async prepare(settings) {
      if (!settings.mail.statusMailsEnabled || (await isMailWorking())) return settings;
      return { ...settings, mail: { ...settings.mail, statusMailsEnabled: false } };
    },
    async queue(tx, settings, application, status) {
      const mail = statusMail(settings, application, status, publicUrl);
      if (mail) await queueMail(tx, mail);
    },
    sent: wake,
  };
}

/** The demo seed's: sample applicants (example.com addresses) are sent nothing. */
export const NO_STATUS_MAILS: StatusMails = {
  prepare: async (settings) => settings,
  queue: async () => {},
  sent: () => {},
};
