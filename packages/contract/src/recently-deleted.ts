import { z } from 'zod';
import { ApplicationStatusSchema } from './applications.ts';
import { PAGE_SIZE } from './constants.ts';
import { pageCounts } from './page-counts.ts';
import { pageQuery } from './page-query.ts';

/*
 * Recently deleted: a deleted application or catalogue record waits here (admins see it) until it
 * is restored or, after the settings' days, purged with its files.
 */

/** GET fetchDeleted<Records>: newest deletion first. */
export const DeletedListQuerySchema = z.object(pageQuery(PAGE_SIZE.recentlyDeleted));
export type DeletedListQuery = z.input<typeof DeletedListQuerySchema>;

/** One deleted record: what it was called, who deleted it and when, and when it goes for good. */
export const DeletedRecordSchema = z.object({
  _id: z.string(),
  /** Its name as its list shows it: a company's name, a page's title, an applicant's full name. */
  name: z.string(),
  deletedAt: z.string(),
  /** Who deleted it, as they were named then. */
  deletedBy: z.string(),
  /** When the periodic purge removes it with its files (deletedAt + the settings' days). */
  purgeAt: z.string(),
});
export type DeletedRecord = z.infer<typeof DeletedRecordSchema>;

/** A deleted application: also its passport number and its status. */
export const DeletedApplicationSchema = DeletedRecordSchema.extend({
  passport: z.string(),
  status: ApplicationStatusSchema,
});
export type DeletedApplication = z.infer<typeof DeletedApplicationSchema>;

const deletedList = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    ...pageCounts,
    /** How many days a record waits before it is purged (the settings'). */
    keepDays: z.number().int(),
  });

export const DeletedRecordListSchema = deletedList(DeletedRecordSchema);
export type DeletedRecordList = z.infer<typeof DeletedRecordListSchema>;
export const DeletedApplicationListSchema = deletedList(DeletedApplicationSchema);
export type DeletedApplicationList = z.infer<typeof DeletedApplicationListSchema>;
