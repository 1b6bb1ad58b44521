import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  CALENDAR_FEED,
  calendarDayIn,
  DEADLINE_FIELD_KEYS,
  DEADLINE_FIELDS,
  ROUTES,
} from '@visadesk/contract';
import { eq } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Db } from '../../db/client.ts';
import { readDeadlineRows } from '../../db/deadline-rows.ts';
import { users } from '../../db/schema.ts';

/** The feed's secret as stored: a SHA-256, so whoever reads the database cannot subscribe. */
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Makes (or renews) the user's secret; the old address stops answering at once. Answers the new secret. */
export async function renewCalendarSecret(db: Db, userId: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db
    .update(users)
    .set({ calendarTokenHash: hashOf(secret), updatedAt: new Date() })
    .where(eq(users.id, userId));
  return secret;
}

export async function endCalendarFeed(db: Db, userId: string) {
  await db.update(users).set({ calendarTokenHash: null, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The user whose feed `secret` opens; undefined for any other text. */
export async function calendarOwner(db: Db, secret: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) return undefined;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.calendarTokenHash, hashOf(secret)));
  return row;
}

/**
 * The deadlines as iCalendar (RFC 5545, by ical-generator: CRLF, lines folded at 75 octets, text
 * escaped): one all-day event per expiry date in the window, UID stable per application and
 * document. Read as one range of applications_next_deadline_idx. Every user sees every
 * application today, as in the list.
 */
export async function calendarFile(db: Db, timeZone: string, publicUrl: string, siteName: string) {
  const today = calendarDayIn(timeZone);
  const from = addDays(today, -CALENDAR_FEED.daysBack);
  const until = addDays(today, CALENDAR_FEED.daysAhead);
  const rows = await readDeadlineRows(db, { from, until, limit: CALENDAR_FEED.maxRows });
  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    name: `${siteName}: deadlines`,
    prodId: { company: 'VisaDesk', product: 'Deadlines', language: 'EN' },
  });
  const stamp = new Date();
  for (const row of rows) {
    for (const field of DEADLINE_FIELD_KEYS) {
      const date = row[field];
      if (!date || date < from || date > until) continue;
      const name = `${row.givenN} ${row.surname}`.replace(/\s+/g, ' ').trim();
      calendar.createEvent({
        id: `${row.id}-${field}@${host}`,
        start: new Date(`${date}T00:00:00Z`),
        allDay: true,
        stamp,
        summary: `${DEADLINE_FIELDS[field].document} expires: ${name}`,
        description: `Passport ${row.passport}`,
        url: `${publicUrl}${ROUTES.userView}?id=${row.id}`,
      });
    }
  }
  return calendar.toString();
}
