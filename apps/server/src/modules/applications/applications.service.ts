import {
  type ApplicationFields,
  DOCUMENT_SLOTS,
  type DocumentSlot,
  MESSAGES,
  type User,
} from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import type { FileJournal } from '../../files/file-journal.ts';
import { changeWithFiles, type FileChange } from '../../files/staged-change.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { type SaveBasis, staleRecord } from '../../lib/record-version.ts';
import type { StatusMails } from '../../mail/status-mails.ts';
import type { JobTitles } from '../catalogue/job-titles.ts';
import { BIN_KINDS, heldFor } from '../recently-deleted/bin-kinds.ts';
import { createRecycleBin } from '../recently-deleted/recycle-bin.ts';
import type { OfficeSettings } from '../settings/office-settings.ts';
import { statusChange } from './application-status.ts';
import * as repo from './applications.repository.ts';
import { assigneeGone, requireAssignee } from './assignee.ts';

const M = MESSAGES.applications;

/** The spec's duplicate messages, checked against the whole table (and its unique indexes). */
function duplicateError(found: { email: boolean; passport: boolean }) {
  const errors = [
    ...(found.email ? [{ field: 'email', message: M.duplicateEmail }] : []),
    ...(found.passport ? [{ field: 'passport', message: M.duplicatePassport }] : []),
  ];
  return errors.length > 0 ? new AppError('CONFLICT', errors[0]?.message ?? '', errors) : null;
}

/** A concurrent insert that won the race on a unique index gets the same 409 as the pre-check. */
function uniqueIndexError(error: unknown): AppError | null {
  const constraint = violatedConstraint(error);
  if (constraint === 'applications_email_key') return duplicateError({ email: true, passport: false });
  if (constraint === 'applications_passport_key') return duplicateError({ email: false, passport: true });
  return null;
}

/** What the service's changes share: the database, its files and the record as it is read back. */
type Records = {
  db: Db;
  jobTitles: JobTitles;
  requireRow: (id: string) => Promise<repo.ApplicationRecord>;
  withStagedFiles: <T>(staged: string[], change: (tx: Db) => Promise<FileChange<T>>) => Promise<T>;
};

export function createApplicationsService(
  db: Db,
  files: FileJournal,
  mails: StatusMails,
  jobTitles: JobTitles,
  officeSettings: OfficeSettings,
) {
  async function requireRow(id: string) {
    const row = await repo.getApplication(db, id);
    if (!row) throw notFound(M.noData);
    return row;
  }
  const bin = createRecycleBin(db, files);
  const records: Records = {
    db,
    jobTitles,
    requireRow,
    // A record change with staged files (files/staged-change.ts); unique-index races become 409s.
    withStagedFiles: (staged, change) =>
      changeWithFiles(
        db,
        files,
        staged,
        change,
        (error) => uniqueIndexError(error) ?? assigneeGone(error) ?? error,
      ),
  };

  return {
    list: repo.listApplications.bind(null, db),
    get: requireRow,
    create: (input: ApplicationFields, stageImage: () => Promise<string>, actor: User) =>
      createRecord(records, input, stageImage, actor),
    update: (
      id: string,
      input: ApplicationFields,
      stageImage?: () => Promise<string>,
      basis: SaveBasis = {},
    ) => updateRecord(records, id, input, stageImage, basis),
    /** `actor`: who sends them, whom the record's history names. */
    setDocuments: (id: string, slots: Partial<Record<DocumentSlot, string>>, actor?: string) =>
      setDocuments(records, id, slots, { actor }),
    /**
     * A document the applicant sent through an upload link: saved as "uploaded through a link"
     * (no user), marked new from the applicant, with `claim` (the link's own bookkeeping) in the
     * same transaction.
     */
    receiveDocument: (id: string, slot: DocumentSlot, key: string, claim: (tx: Db) => Promise<void>) =>
      setDocuments(records, id, { [slot]: key }, { action: 'link-upload' }, claim),
    setStatus: statusChange(db, requireRow, mails, officeSettings),
    /** To Recently deleted with its status history, notes and files (404 when there is none). */
    remove: (id: string, actor: User) => bin.move(BIN_KINDS.applications, id, actor),
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;

/**
 * The fields with the job title as its designation writes it; refused (400, at the field) when
 * no designation has it. A title the record already holds stays: its designation may have been
 * renamed or deleted since, and an edit of another field must not fail for it.
 */
async function withDesignation(
  jobTitles: JobTitles,
  fields: ApplicationFields,
  kept?: string,
): Promise<ApplicationFields> {
  if (fields.jobTitle === kept) return fields;
  const designation = await jobTitles.designationNamed(fields.jobTitle);
  if (!designation) throw badRequest(M.jobTitleNotDesignation, 'jobTitle');
  return { ...fields, jobTitle: designation };
}

/**
 * The duplicate check comes before the photo is stored, so a refused add writes nothing; a
 * concurrent add that wins the race still gets its 409 from the unique index (and its photo is
 * purged).
 */
async function createRecord(
  { db, jobTitles, requireRow, withStagedFiles }: Records,
  input: ApplicationFields,
  stageImage: () => Promise<string>,
  actor: User,
) {
  const fields = await withDesignation(jobTitles, input);
  await requireAssignee(db, fields.assignedTo);
  const duplicate = duplicateError(await repo.findDuplicates(db, fields.email, fields.passport));
  if (duplicate) throw duplicate;
  const imageKey = await stageImage();
  const id = await withStagedFiles([imageKey], async (tx) => ({
    result: await repo.insertApplication(tx, { ...fields, imageKey, createdBy: actor._id }),
    released: [],
  }));
  return requireRow(id);
}

/** Like create: the record and the duplicates are checked before a new photo is stored. */
async function updateRecord(
  { db, jobTitles, requireRow, withStagedFiles }: Records,
  id: string,
  input: ApplicationFields,
  stageImage?: () => Promise<string>,
  basis: SaveBasis = {},
) {
  const current = await repo.getApplication(db, id);
  if (!current) throw notFound(M.noData);
  const fields = await withDesignation(jobTitles, input, current.jobTitle);
  await requireAssignee(db, fields.assignedTo);
  const duplicate = duplicateError(await repo.findDuplicates(db, fields.email, fields.passport, id));
  if (duplicate) throw duplicate;
  const imageKey = stageImage ? await stageImage() : undefined;
  const staged = imageKey ? [imageKey] : [];
  await withStagedFiles(staged, async (tx) => {
    const before = imageKey ? await repo.lockApplicationFiles(tx, id) : current;
    const changes = { ...fields, ...(imageKey ? { imageKey } : {}) };
    // Changed by someone else since it was loaded: 412, and the new photo is not kept.
    if (!before || !(await repo.updateApplicationRow(tx, id, changes, basis))) throw staleRecord();
    // Kept while a version names it: a restore brings it back (files/staged-change.ts).
    return {
      result: undefined,
      released: imageKey ? [before.imageKey] : [],
      heldFor: heldFor(BIN_KINDS.applications, id),
    };
  });
  return requireRow(id);
}

/** Replaces only the slots sent; the others keep their documents. */
async function setDocuments(
  { requireRow, withStagedFiles }: Records,
  id: string,
  slots: Partial<Record<DocumentSlot, string>>,
  basis: SaveBasis,
  claim?: (tx: Db) => Promise<void>,
) {
  await withStagedFiles(Object.values(slots), async (tx) => {
    const before = await repo.lockApplicationFiles(tx, id);
    if (!before) throw notFound(M.noData);
    await claim?.(tx);
    const fromApplicant = basis.action === 'link-upload' ? { applicantUploadAt: new Date() } : {};
    await repo.updateApplicationRow(tx, id, { ...slots, ...fromApplicant }, basis);
    const released = DOCUMENT_SLOTS.filter(({ key }) => slots[key]).map(({ key }) => before[key]);
    return { result: undefined, released, heldFor: heldFor(BIN_KINDS.applications, id) };
  });
  return requireRow(id);
}
