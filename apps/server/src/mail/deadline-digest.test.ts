import { API, addDays, MESSAGES } from '@visadesk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { postApplication } from '../test/application-fixtures.ts';
import { mailingOffice } from '../test/office-zone.ts';
import { useTestApp } from '../test/test-app.ts';
import { queueDigests } from './deadline-digest.ts';

const t = useTestApp();
const admin = t.signedIn('admin');
const subscriber = t.signedIn('staff');
const other = t.signedIn('staff');

const OFFICE = mailingOffice('Asia/Dubai');
const TODAY = '2031-05-10';
/** 08:00 in Dubai (UTC+4) on TODAY, and 06:59 there: before the digest's hour. */
const MORNING = new Date(`${TODAY}T04:00:00Z`);
const DAWN = new Date(`${TODAY}T02:59:00Z`);

const digestsTo = (email: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'digest')));
const subscribe = (auth: Record<string, string>, enabled: unknown) =>
  t.inject({ method: 'POST', url: API.users.digest, headers: auth, payload: { enabled } });

describe('the daily digest', () => {
  it('turns on and off for the signed-in user, and refuses anything but true or false', async () => {
    expect((await t.inject({ method: 'GET', url: API.users.digest, headers: other.auth })).json()).toEqual({
      enabled: false,
    });
    for (const enabled of ['yes', 'nul\u0000', null]) {
      const res = await subscribe(other.auth, enabled);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.profile.digestSwitch);
    }
    // A megabyte is refused before it is read (the JSON body limit).
    expect((await subscribe(other.auth, 'x'.repeat(1_000_000))).statusCode).toBe(413);
    expect((await subscribe(other.auth, true)).json()).toEqual({ enabled: true });
    expect((await subscribe(other.auth, false)).json()).toEqual({ enabled: false });
    expect((await t.inject({ method: 'GET', url: API.users.digest, headers: other.auth })).json()).toEqual({
      enabled: false,
    });
  });

  it('mails each subscriber once a day what falls due, from two nodes at once', async () => {
    const due = await postApplication(t, admin.auth, {
      givenN: 'Amara',
      surname: 'Obi',
      passportExpiry: addDays(TODAY, 10),
    });
    const overdue = await postApplication(t, admin.auth, {
      givenN: 'Bruno',
      surname: 'Costa',
      permitExpiry: addDays(TODAY, -5),
    });
    await postApplication(t, admin.auth, { givenN: 'Chen', surname: 'Far', visaExpiry: addDays(TODAY, 200) });
    await postApplication(t, admin.auth, {
      givenN: 'Dara',
      surname: 'Old',
      visaExpiry: addDays(TODAY, -400),
    });
    expect((await subscribe(subscriber.auth, true)).statusCode).toBe(200);

    expect(await queueDigests(t.db, OFFICE, DAWN)).toBe(0);
    // Two nodes look at the same moment: one digest is queued.
    const runs = await Promise.all([
      queueDigests(t.db, OFFICE, MORNING),
      queueDigests(t.db, OFFICE, MORNING),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await queueDigests(t.db, OFFICE, new Date(MORNING.getTime() + 3_600_000))).toBe(0);

    const mails = await digestsTo(subscriber.user.email);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.textBody ?? '';
    expect(mails[0]?.subject).toBe(`VisaDesk: what falls due by ${addDays(TODAY, 30)}`);
    expect(text).toContain(`${addDays(TODAY, 10)}: Passport expires: Amara Obi, passport ${due.passport}`);
    expect(text).toContain(`https://visas.example.org/userView?id=${due._id}`);
    expect(text).toContain(`${addDays(TODAY, -5)} (overdue): Work permit expires: Bruno Costa`);
    expect(text).toContain(`/userView?id=${overdue._id}`);
    expect(text).not.toContain('Chen Far');
    expect(text).not.toContain('Dara Old');
    expect(text.indexOf('Bruno Costa')).toBeLessThan(text.indexOf('Amara Obi'));
    expect(await digestsTo(other.user.email)).toHaveLength(0);

    // The next morning brings the next digest.
    expect(await queueDigests(t.db, OFFICE, new Date(MORNING.getTime() + 86_400_000))).toBe(1);
  });

  it('sends nothing on a day when nothing falls due', async () => {
    expect((await subscribe(subscriber.auth, true)).statusCode).toBe(200);
    const before = (await digestsTo(subscriber.user.email)).length;
    expect(await queueDigests(t.db, OFFICE, new Date('2095-01-01T04:00:00Z'))).toBe(0);
    expect(await digestsTo(subscriber.user.email)).toHaveLength(before);
  });
});
