import { API, addDays, CalendarFeedSchema, calendarDayIn } from '@visadesk/contract';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { postApplication } from '../../test/application-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const staff = t.signedIn('staff');

const subscribe = async () => {
  const res = await t.inject({ method: 'POST', url: API.users.calendarFeed, headers: staff.auth });
  expect(res.statusCode).toBe(200);
  return CalendarFeedSchema.parse(res.json()).url;
};
const read = (url: string) => t.inject({ method: 'GET', url: new URL(url).pathname });

describe('the calendar feed', () => {
  it('answers the deadlines in the window as all-day events a reader parses', async () => {
    // The office's today is the server's own zone's until an admin chooses one.
    const today = calendarDayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const near = await postApplication(t, staff.auth, {
      givenN: 'Amara, "A"',
      surname: 'Obi; Jr',
      passportExpiry: addDays(today, 12),
      permitExpiry: addDays(today, 100),
    });
    await postApplication(t, staff.auth, { givenN: 'Far', surname: 'Away', visaExpiry: addDays(today, 500) });
    await postApplication(t, staff.auth, {
      givenN: 'Long',
      surname: 'Gone',
      visaExpiry: addDays(today, -60),
    });
    const url = await subscribe();
    const res = await read(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//VisaDesk//Deadlines//EN');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const summaries = events.map((event) => event.summary);
    expect(summaries).toContain('Passport expires: Amara, "A" Obi; Jr');
    expect(summaries).toContain('Work permit expires: Amara, "A" Obi; Jr');
    expect(summaries.join()).not.toContain('Far Away');
    expect(summaries.join()).not.toContain('Long Gone');
    const passport = events.find((event) => event.uid.startsWith(`${near._id}-passportExpiry@`));
    expect(passport?.startDate.isDate).toBe(true);
    expect(passport?.startDate.toString()).toBe(addDays(today, 12));
    expect(calendar.getAllSubcomponents('vevent')[0]?.getFirstPropertyValue('dtstamp')).toBeTruthy();

    // The UID is the same in the next read: a calendar updates the event rather than adding one.
    const again = new ICAL.Component(ICAL.parse((await read(url)).body));
    expect(again.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).uid)).toEqual(
      events.map((event) => event.uid),
    );
  });

  it('voids the old address on renewal and every address when turned off; a wrong secret is 404', async () => {
    const first = await subscribe();
    const second = await subscribe();
    expect(second).not.toBe(first);
    expect((await read(first)).statusCode).toBe(404);
    expect((await read(second)).statusCode).toBe(200);
    expect((await read(`http://x${API.calendarFeed(`${'A'.repeat(43)}.ics`)}`)).statusCode).toBe(404);
    expect((await read(`http://x${API.calendarFeed('nothing')}`)).statusCode).toBe(404);
    expect((await read(second.replace('.ics', ''))).statusCode).toBe(404);
    const off = await t.inject({ method: 'DELETE', url: API.users.calendarFeed, headers: staff.auth });
    expect(off.statusCode).toBe(204);
    expect((await read(second)).statusCode).toBe(404);
  });
});
