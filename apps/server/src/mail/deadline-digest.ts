import {
  addDays,
  calendarDayIn,
  DEADLINE_FIELD_KEYS,
  DIGEST,
  type DigestEntry,
  digestMail,
  oneLine,
  ROUTES,
} from '@visadesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { readDeadlineRows } from '../db/deadline-rows.ts';
import { sentReminders, users } from '../db/schema.ts';
import { queueMail } from './outbox.repository.ts';

/** What the digest needs of the office: its zone, its name, the sender and the back-office's address. */
export type DigestOffice = { timeZone: string; siteName: string; fromName: string; publicUrl: string };

/** The hour (0-23) of `at` on the office's clock. */
export const hourIn = (timeZone: string, at: Date) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at));

/** The once-key of a user's digest on an office day: its row in sent_reminders. */
export const digestKey = (userId: string, day: string) => `digest:${userId}:${day}`;

/**
 * Queues today's digest for every subscribed user who has not had it, from DIGEST.hour in the
 * office's morning; answers how many mails were queued. Each user's key goes into sent_reminders in
 * the transaction that writes the mail, ON CONFLICT DO NOTHING: of several nodes (or two runs) at
 * once, one writes it and the others skip. A day with nothing due writes the key and no mail, so
 * the day is settled and the window is not read again until tomorrow.
 */
export async function queueDigests(db: Db, office: DigestOffice, at: Date = new Date()): Promise<number> {
  if (hourIn(office.timeZone, at) < DIGEST.hour) return 0;
  const today = calendarDayIn(office.timeZone, at);
  // The users table is small: this look is what every check costs once the day is settled.
  const waiting = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.digestEnabled, true),
        sql`not exists (select 1 from ${sentReminders} where ${sentReminders.key} = 'digest:' || ${users.id} || ':' || ${today})`,
      ),
    );
  if (waiting.length === 0) return 0;
  const { entries, hasMore } = await readDue(db, today, office.publicUrl);
  const listUrl = `${office.publicUrl}${ROUTES.applications}?expiringWithin=${DIGEST.daysAhead}&sort=deadline`;
  const mail = entries.length ? digestMail(entries, hasMore, today, listUrl, office.siteName) : undefined;
  let queued = 0;
  for (const user of waiting) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(sentReminders)
        .values({ key: digestKey(user.id, today) })
        .onConflictDoNothing()
        .returning({ key: sentReminders.key });
      if (!claimed.length || !mail) return;
      await queueMail(tx, {
        recipient: user.email,
        fromName: office.fromName,
        subject: oneLine(mail.subject),
        textBody: mail.text,
        kind: 'digest',
        // Tomorrow's digest replaces it: one that could not go out for a day is not sent late.
        expiresAt: new Date(at.getTime() + 86_400_000),
      });
      queued++;
    });
  }
  return queued;
}

/**
 * The expiries in the digest's window (overdue by up to DIGEST.overdueDays, due within
 * DIGEST.daysAhead), nearest first: a range of applications_next_deadline_idx, read up to one row
 * past what a mail lists. Every one of an application's dates inside the window is an entry.
 */
async function readDue(db: Db, today: string, publicUrl: string) {
  const from = addDays(today, -DIGEST.overdueDays);
  const until = addDays(today, DIGEST.daysAhead);
  const rows = await readDeadlineRows(db, { from, until, limit: DIGEST.listed + 1 });
  const entries: DigestEntry[] = rows
    .flatMap((row) =>
      DEADLINE_FIELD_KEYS.flatMap((field) => {
        const date = row[field];
        return date && date >= from && date <= until
          ? [
              {
                name: oneLine(`${row.givenN} ${row.surname}`),
                passport: row.passport,
                field,
                date,
                url: `${publicUrl}${ROUTES.userView}?id=${row.id}`,
              },
            ]
          : [];
      }),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    entries: entries.slice(0, DIGEST.listed),
    hasMore: entries.length > DIGEST.listed || rows.length > DIGEST.listed,
  };
}
