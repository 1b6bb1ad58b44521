import { addDays, DEFAULT_MAIL_SETTINGS } from '@visadesk/contract';
import { applicantFields } from '@visadesk/test-harness';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { postApplication, putApplicationFields } from '../test/application-fixtures.ts';
import { mailingOffice } from '../test/office-zone.ts';
import { useTestApp } from '../test/test-app.ts';
import { queuePassportReminders } from './passport-reminders.ts';

const t = useTestApp();
const admin = t.signedIn('admin');

const OFFICE = mailingOffice('Asia/Kathmandu', 'Northbound Visas');
const ON = { ...DEFAULT_MAIL_SETTINGS, reminderMailsEnabled: true, reminderDays: 60 };
/** 07:15 in Kathmandu (UTC+5:45) on `day`, and 06:59 there. */
const morningOf = (day: string) => new Date(`${day}T01:30:00Z`);
const dawnOf = (day: string) => new Date(`${day}T01:14:00Z`);

const remindersOf = (ids: string[]) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'reminder'), inArray(outbox.applicationId, ids)));

describe('the passport reminder', () => {
  it('mails each applicant once per expiry date within the window, from two nodes at once', async () => {
    const today = '2041-03-01';
    const soon = await postApplication(t, admin.auth, {
      givenN: 'Amara',
      surname: 'Obi',
      passportExpiry: addDays(today, 20),
    });
    const edge = await postApplication(t, admin.auth, { passportExpiry: addDays(today, 60) });
    const later = await postApplication(t, admin.auth, { passportExpiry: addDays(today, 61) });
    const expired = await postApplication(t, admin.auth, { passportExpiry: addDays(today, -1) });
    const visaOnly = await postApplication(t, admin.auth, { visaExpiry: addDays(today, 5) });
    const ids = [soon, edge, later, expired, visaOnly].map((application) => application._id);

    expect(await queuePassportReminders(t.db, OFFICE, ON, dawnOf(today))).toBe(0);
    expect(await queuePassportReminders(t.db, OFFICE, DEFAULT_MAIL_SETTINGS, morningOf(today))).toBe(0);
    const runs = await Promise.all([
      queuePassportReminders(t.db, OFFICE, ON, morningOf(today)),
      queuePassportReminders(t.db, OFFICE, ON, morningOf(today)),
    ]);
    expect(runs[0] + runs[1]).toBe(2);
    const mails = await remindersOf(ids);
    expect(mails.map((mail) => mail.applicationId).sort()).toEqual([soon._id, edge._id].sort());
    const mail = mails.find((one) => one.applicationId === soon._id);
    expect(mail).toMatchObject({
      recipient: soon.email,
      fromName: 'Northbound Visas',
      subject: `Your passport expires on ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${addDays(today, 20)}T00:00:00Z`))}`,
      expiresAt: new Date(`${addDays(today, 21)}T00:00:00Z`),
    });
    expect(mail?.textBody).toContain('Dear Amara Obi,');
    expect(mail?.textBody).toContain('send a copy of the new one to Northbound Visas');
    expect(mail?.textBody).not.toContain(soon.passport);

    // The next day the window reaches `later`; the others are not mailed again.
    expect(await queuePassportReminders(t.db, OFFICE, ON, morningOf(addDays(today, 1)))).toBe(1);
    expect(await queuePassportReminders(t.db, OFFICE, ON, morningOf(addDays(today, 1)))).toBe(0);
    expect(await remindersOf(ids)).toHaveLength(3);

    // A renewed passport's new date is a new reminder when its time comes.
    const renewed = addDays(today, 40);
    const res = await putApplicationFields(
      t,
      admin.auth,
      soon._id,
      applicantFields({
        passport: soon.passport,
        email: soon.email,
        nationalId: soon.nationalId,
        passportExpiry: renewed,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await queuePassportReminders(t.db, OFFICE, ON, morningOf(addDays(today, 2)))).toBe(1);
    expect(await remindersOf([soon._id])).toHaveLength(2);
  });

  it('queues a batch at a look and settles the day once none is left', async () => {
    const today = '2043-06-01';
    const ids: string[] = [];
    for (const days of [1, 2, 3, 4, 5])
      ids.push((await postApplication(t, admin.auth, { passportExpiry: addDays(today, days) }))._id);
    const look = () => queuePassportReminders(t.db, OFFICE, ON, morningOf(today), 3);
    expect(await look()).toBe(3);
    expect(await look()).toBe(2);
    // Settled: an application added later that day waits for tomorrow's look.
    const late = await postApplication(t, admin.auth, { passportExpiry: addDays(today, 3) });
    expect(await look()).toBe(0);
    // A wider window the same day is looked at again.
    expect(await queuePassportReminders(t.db, OFFICE, { ...ON, reminderDays: 61 }, morningOf(today))).toBe(1);
    expect(await remindersOf([...ids, late._id])).toHaveLength(6);
  });
});
