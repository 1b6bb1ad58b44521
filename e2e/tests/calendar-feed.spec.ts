import { addDays, LABELS, ROUTES } from '@visadesk/contract';
import ICAL from 'ical.js';
import { createApplication } from '../support/applications.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

const L = LABELS.profile;

test('subscribe to the calendar feed on the profile and read the deadlines its address answers', async ({
  page,
  request,
}) => {
  const today = new Date().toISOString().slice(0, 10);
  const passportExpiry = addDays(today, 15);
  const created = await createApplication(request, { passportExpiry });
  const name = `${created.givenN} ${created.surname}`;

  await signIn(page);
  await page.goto(ROUTES.profile);
  await page.getByRole('button', { name: L.calendarFeedMake }).click();
  const address = page.getByLabel(L.calendarFeedAddress);
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByText('Outlook')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/calendar-feed-profile.png', fullPage: true });

  const feed = await request.get(await address.inputValue());
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  const passport = events.find((event) => event.summary === `Passport expires: ${name}`);
  expect(passport?.startDate.toString()).toBe(passportExpiry);
  expect(passport?.startDate.isDate).toBe(true);
});
