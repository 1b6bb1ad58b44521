import type { Page } from '@playwright/test';
import {
  APPLICATION_API,
  APPLICATION_STATUS_LABELS,
  type Application,
  CATALOGUE_API,
  calendarDayIn,
  LABELS,
  ROUTES,
} from '@visadesk/contract';
import { createApplication } from '../support/applications.ts';
import { sendEnquiry } from '../support/enquiry.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';

const V = LABELS.applicationView;
const OFFICE_ZONE = 'Asia/Manila'; // UTC+8

// Its own server: these journeys change the office's zone, which dates every other journey's
// approvals on the shared one.
const server = useOwnServer('officeTimeZone');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A calendar day (YYYY-MM-DD) as the screens write it: "26 Nov 2026". */
const shown = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
};

async function setOfficeZoneInSettings(page: Page) {
  await page.goto(ROUTES.settings);
  await page.getByLabel(LABELS.settings.fields.timeZone).selectOption(OFFICE_ZONE);
  await page.getByRole('button', { name: LABELS.settings.save }).click();
  await expect
    .poll(async () => (await (await page.request.get(CATALOGUE_API.settings.get)).json()).timeZone)
    .toBe(OFFICE_ZONE);
}

// A browser 14 hours east of UTC and one 11 hours west: at any hour, at least one of them is on
// another day than Manila, so every check below would see the browser's day if the screens used it.
for (const browserZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
  test.describe(`a browser in ${browserZone}`, () => {
    test.use({ timezoneId: browserZone });

    test("every screen shows the office's day for an approval: visa date, history, list, dashboard, enquiry", async ({
      page,
      request,
    }) => {
      await signIn(page);
      await setOfficeZoneInSettings(page);
      const created = await createApplication(request, { dob: '1988-06-21' }, {}, server.baseUrl);

      await page.goto(`/updateApplicationView/${created._id}`);
      await page
        .getByRole('group', { name: V.statusActions })
        .getByRole('button', { name: V.actions.approve, exact: true })
        .click();
      const before = calendarDayIn(OFFICE_ZONE);
      await page.getByRole('dialog').getByRole('button', { name: V.confirmStatus.approve }).click();
      await expect(page.getByRole('heading', { name: V.title('Approved') })).toBeVisible();
      const after = calendarDayIn(OFFICE_ZONE);

      // The server stamped the office's day, not its own or the browser's...
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const stored = (await (
        await page.request.get(APPLICATION_API.get(created._id), {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as Application;
      expect([before, after]).toContain(stored.approve);
      const officeDay = shown(stored.approve as string);
      // (the browser's own day, for the record: it differs from Manila's in one of the two runs)
      const browserDay = await page.evaluate(() => new Date().toDateString());
      test
        .info()
        .annotations.push({ type: 'days', description: `office ${officeDay}, browser ${browserDay}` });

      // ...the applicant copy shows it, and the history line of the approval is on that day.
      await expect(page.getByText(V.approveDate, { exact: true }).locator('..')).toContainText(officeDay);
      const history = page.getByRole('region', { name: V.history });
      const approvedLine = history.getByRole('row').filter({ hasText: APPLICATION_STATUS_LABELS.approved });
      await expect(approvedLine.getByRole('cell').first()).toHaveText(
        new RegExp(`^${officeDay}, \\d{2}:\\d{2}$`),
      );
      // Staff are told whose clock that is.
      await expect(page.getByText(`Times in ${OFFICE_ZONE} (GMT+8)`)).toBeVisible();

      // The list shows the same visa approve date.
      await page.goto(`${ROUTES.applications}?search=${created.passport}`);
      const row = page.getByRole('row', { name: new RegExp(created.passport) });
      await expect(row).toContainText(officeDay);

      // The dashboard says it was created that day too (created and approved within seconds).
      await page.goto(ROUTES.dashboard);
      const item = page.getByRole('listitem').filter({ hasText: created.passport });
      await expect(item).toContainText(`${LABELS.dashboard.created} ${officeDay}`);

      // The applicant's enquiry result is retrieved on the office's day, on the office's clock.
      await sendEnquiry(page, {
        passport: created.passport,
        nationality: created.currentN,
        dob: '1988-06-21',
      });
      await expect(page).toHaveURL(ROUTES.viewOne);
      await expect(page.getByText(LABELS.viewOne.approveDate).locator('..')).toContainText(officeDay);
      await expect(page.getByText(/^Retrieved on /)).toHaveText(
        new RegExp(
          `^Retrieved on (${officeDay}|${shown(calendarDayIn(OFFICE_ZONE))}), \\d{2}:\\d{2} GMT\\+8$`,
        ),
      );
    });
  });
}
