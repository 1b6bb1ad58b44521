import { and, asc, desc, gte, lte } from 'drizzle-orm';
import type { Db } from './client.ts';
import { applications } from './schema.ts';

/**
 * Applications whose nearest deadline falls in [`from`, `until`] (no `from`: every overdue one
 * too), nearest first and newest first within a day, with what an entry of a deadline shows: a
 * range of applications_next_deadline_idx. The dashboard, the daily digest and the calendar feed
 * read their windows here.
 */
export function readDeadlineRows(
  db: Db,
  { from, until, limit }: { from?: string; until: string; limit: number },
) {
  return db
    .select({
      id: applications.id,
      surname: applications.surname,
      givenN: applications.givenN,
      passport: applications.passport,
      passportExpiry: applications.passportExpiry,
      visaExpiry: applications.visaExpiry,
      permitExpiry: applications.permitExpiry,
    })
    .from(applications)
    .where(
      and(
        from === undefined ? undefined : gte(applications.nextDeadline, from),
        lte(applications.nextDeadline, until),
      ),
    )
    .orderBy(asc(applications.nextDeadline), desc(applications.id))
    .limit(limit);
}
