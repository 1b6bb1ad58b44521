import { addDays, DEADLINE_FIELDS, type DeadlineField } from './application-values.ts';

/*
 * The daily digest of what falls due (decision 0190): when it is queued, what it lists and its
 * words. Zod-free (plain.ts): the server writes the mail from these, the profile screen says them.
 */

export const DIGEST = {
  /** The hour of the office's morning (its time zone) from which each subscriber's digest is queued. */
  hour: 7,
  /** Expiries from today to today + daysAhead are listed... */
  daysAhead: 30,
  /** ...and those overdue by up to this many days (older ones are in the list's filter). */
  overdueDays: 30,
  /** At most so many expiries in one mail; past it the mail says how many more and links the list. */
  listed: 100,
  /** How often each node looks whether a digest is due (a cheap look at the users table). */
  checkEveryMs: 5 * 60_000,
} as const;

/** How many passport reminders one look queues at most; the next look (or node) takes the rest. */
export const PASSPORT_REMINDER_BATCH = 200;

/** A calendar date (`YYYY-MM-DD`) as a mail says it: `14 March 2027`. */
export const dayInWords = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** The calendar feed's window: expiries from `daysBack` ago to `daysAhead` on, at most `maxRows` applications. */
export const CALENDAR_FEED = { daysBack: 30, daysAhead: 365, maxRows: 2_000 } as const;

/** One expiry in a digest: whose, which document, when, and the application's back-office address. */
export type DigestEntry = {
  name: string;
  passport: string;
  field: DeadlineField;
  date: string;
  url: string;
};

const when = (date: string, today: string) => (date < today ? `${date} (overdue)` : date);

/** The digest's subject and plain text; `hasMore`: expiries past DIGEST.listed were left out. */
export function digestMail(
  entries: DigestEntry[],
  hasMore: boolean,
  today: string,
  listUrl: string,
  siteName: string,
) {
  const lines = entries.map(
    (e) =>
      `- ${when(e.date, today)}: ${DEADLINE_FIELDS[e.field].document} expires: ${e.name}, passport ${e.passport}\n  ${e.url}`,
  );
  return {
    subject: `${siteName}: what falls due by ${addDays(today, DIGEST.daysAhead)}`,
    text: [
      `What falls due in the next ${DIGEST.daysAhead} days, and what is overdue, as of ${today}:`,
      lines.join('\n'),
      ...(hasMore ? [`And more than ${DIGEST.listed}: see the whole list.`] : []),
      `The whole list: ${listUrl}`,
      'You get this mail because you subscribed to the daily digest on your profile.',
    ].join('\n\n'),
  };
}
