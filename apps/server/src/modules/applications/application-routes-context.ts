import { FILE_LIMITS, MESSAGES } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MULTIPART_BODY } from '../../files/multipart-form.ts';
import type { LocalFile } from '../../files/spool.ts';
import type { NewMail } from '../../mail/outbox.repository.ts';
import type { StatusMails } from '../../mail/status-mails.ts';
import type { JobTitles } from '../catalogue/job-titles.ts';
import type { LookupLog } from '../lookups/lookup-log.ts';
import type { Printouts } from '../lookups/printouts.ts';
import { sizesOf, toApplication } from './application-dto.ts';
import type * as repo from './applications.repository.ts';
import { createApplicationsService } from './applications.service.ts';
import { createUploadLinks } from './upload-links.ts';

const M = MESSAGES.applications;
const JPEG_PNG = ['jpeg', 'png'] as const;

/** What the applications module is handed by the app: the public side's log and printouts, mail. */
export type ApplicationsRoutesOptions = {
  lookupLog: LookupLog;
  printouts: Printouts;
  statusMails: StatusMails;
  jobTitles: JobTitles;
  /** The outbox's seal and nudge, for the upload links' mails. */
  outbox: { sealed: (mail: NewMail) => NewMail; mailQueued: () => void };
};

/** What every applications route shares: the service, the guards, and the answers' shapes. */
export function applicationRoutesContext(fastify: FastifyInstance, options: ApplicationsRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { printouts, statusMails, jobTitles, lookupLog, outbox } = options;
  const dto = (row: repo.ApplicationRow) => toApplication(row, app.fileUrls);
  // One application, which a screen shows with its images: their sized copies too (not in lists).
  const one = (row: repo.ApplicationRow) => ({ ...dto(row), sizes: sizesOf(row, app.fileUrls) });
  const service = createApplicationsService(app.db, app.files, statusMails, jobTitles, app.officeSettings);
  return {
    app,
    service,
    uploadLinks: createUploadLinks(app.db, service, {
      ...outbox,
      officeSettings: app.officeSettings,
      publicUrl: app.config.publicUrl,
      days: app.config.uploadLinkDays,
    }),
    lookupLog,
    dto,
    one,
    // A whole record (read, added, edited, its status changed) is what the applicant copy shows, so
    // it carries what the copy's printout needs; one-document answers do not.
    record: (row: repo.ApplicationRecord) => ({ ...one(row), verification: printouts.issue(row) }),
    anyStaff: app.guard(),
    deciders: app.guard('admin', 'approver'),
    tags: ['applications'],
    multipart: MULTIPART_BODY,
    stageImage: (upload: LocalFile) => app.files.stageImage(upload, JPEG_PNG, M.invalidFileType),
    /** A document slot's one check, for staff and for the applicant's upload link alike. */
    stageDocument: (upload: LocalFile) => app.files.stageDocument(upload, M.invalidFileType),
    /** The photo's and each document's one limit, on add and on edit. */
    photoRule: { image: { maxBytes: FILE_LIMITS.applicationImage, tooLargeMessage: M.fileTooLarge5 } },
    documentRule: { maxBytes: FILE_LIMITS.document, tooLargeMessage: M.fileTooLarge5 },
  };
}
export type ApplicationRoutesContext = ReturnType<typeof applicationRoutesContext>;
