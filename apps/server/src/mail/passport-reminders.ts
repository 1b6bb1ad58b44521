import {
  addDays,
  calendarDayIn,
  DIGEST,
  dayInWords,
  type MailSettings,
  oneLine,
  PASSPORT_REMINDER_BATCH,
  ROUTES,
  renderMail,
} from '@visadesk/contract';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, sentReminders } from '../db/schema.ts';
import { type DigestOffice, hourIn } from './deadline-digest.ts';
import { queueMail } from './outbox.repository.ts';

/** The once-key of the reminder for one expiry date: a renewed passport's new date is reminded again. */
export const passportReminderKey = (applicationId: string, expiry: string) =>
  `passport:${applicationId}:${expiry}`;

/** Written once a day's reminders are all queued, for the window then set: later looks skip the query. */
const settledKey = (day: string, days: number) => `passport-reminders:${day}:${days}`;

/**
 * Queues the applicants' passport reminders due by the office's morning: every application whose
 * passport expires between today and `reminderDays` on and that has not been reminded for that
 * date, nearest first, `batch` at a look. Each key goes into sent_reminders in the
 * transaction that writes the mail, ON CONFLICT DO NOTHING: two nodes looking at once send each
 * reminder once. Answers how many mails were queued.
 */
export async function queuePassportReminders(
  db: Db,
  office: DigestOffice,
  mail: MailSettings,
  at: Date = new Date(),
  batch: number = PASSPORT_REMINDER_BATCH,
): Promise<number> {
  if (!mail.reminderMailsEnabled || hourIn(office.timeZone, at) < DIGEST.hour) return 0;
  const today = calendarDayIn(office.timeZone, at);
  const settled = settledKey(today, mail.reminderDays);
  const [isSettled] = await db.select().from(sentReminders).where(eq(sentReminders.key, settled));
  if (isSettled) return 0;
  // A range of applications_passport_expiry_idx, less the dates already reminded.
  const due = await db
    .select({
      id: applications.id,
      givenN: applications.givenN,
      surname: applications.surname,
      email: applications.email,
      expiry: sql<string>`${applications.passportExpiry}::text`,
    })
    .from(applications)
    .where(
      and(
        between(applications.passportExpiry, today, addDays(today, mail.reminderDays)),
        sql`not exists (select 1 from ${sentReminders} where ${sentReminders.key} = 'passport:' || ${applications.id} || ':' || ${applications.passportExpiry}::text)`,
      ),
    )
    .orderBy(asc(applications.passportExpiry), asc(applications.id))
    .limit(batch);
  const queued = await db.transaction(async (tx) => {
    let count = 0;
    for (const row of due) {
      const [claimed] = await tx
        .insert(sentReminders)
        .values({ key: passportReminderKey(row.id, row.expiry) })
        .onConflictDoNothing()
        .returning({ key: sentReminders.key });
      if (!claimed) continue;
      const rendered = renderMail(mail.reminderSubject, mail.reminderBody, {
        name: oneLine(`${row.givenN} ${row.surname}`),
        passportExpiry: dayInWords(row.expiry),
        enquiryUrl: `${office.publicUrl}${ROUTES.enquiry}`,
        siteName: office.siteName,
      });
      await queueMail(tx, {
        recipient: row.email,
        fromName: office.fromName,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        kind: 'reminder',
        applicationId: row.id,
        // Not worth sending once the passport has expired.
        expiresAt: new Date(`${addDays(row.expiry, 1)}T00:00:00Z`),
      });
      count++;
    }
    return count;
  });
  if (due.length < batch) await db.insert(sentReminders).values({ key: settled }).onConflictDoNothing();
  return queued;
}
