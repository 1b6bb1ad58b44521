import { LABELS, ROUTES } from '@visadesk/contract';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';
import { serverApi } from '../support/server-api.ts';

const L = LABELS.dashboard;
// A server of its own: the shared one's applications come and go with the other journeys, so
// only an empty database gives figures a journey can know in advance.
const server = useOwnServer('dashboard');

test('the dashboard figures and charts are the counts of what was created', async ({ page, request }) => {
  const api = await serverApi(request, server.baseUrl);
  // Six applicants, a to f, created in that order (the list shows the newest first).
  const ids: Record<string, string> = {};
  for (const letter of 'abcdef')
    ids[letter] = (await api.createApplication({ surname: `Dashboard${letter}` }))._id;
  const { a = '', b = '', c = '', d = '', f = '' } = ids;
  await api.setStatus(a, 'approve');
  await api.setStatus(b, 'approve');
  await api.setStatus(c, 'reject');
  // Approved, then back to pending: counted once, as pending.
  await api.setStatus(d, 'approve');
  await api.setStatus(d, 'pending');
  // Deleted: counted nowhere.
  await api.removeApplication(f);
  await api.createPage('Working in Canada', '/working-in-canada');
  await api.createPage('Fees and timelines', '/fees-and-timelines');

  await signIn(page);
  await page.goto(ROUTES.dashboard);
  const figures = page.getByRole('region', { name: L.figures });
  await expect(figures.getByRole('definition').first()).toBeVisible();
  const terms = await figures.getByRole('term').allTextContents();
  const values = await figures.getByRole('definition').allTextContents();
  expect(Object.fromEntries(terms.map((term, i) => [term.trim(), values[i]]))).toEqual({
    [L.totalApplications]: '5',
    [L.totalPages]: '2',
    Pending: '2',
    Approved: '2',
    Rejected: '1',
  });

  // By status: each count with its share, in the chart's table and in the bars (2 : 2 : 1).
  const byStatus = page.getByRole('table', { name: L.statusTitle });
  expect(await byStatus.getByRole('row').allInnerTexts()).toEqual([
    `${L.statusColumn}\t${L.countColumn}`,
    'Pending\t2 (40%)',
    'Approved\t2 (40%)',
    'Rejected\t1 (20%)',
  ]);
  const statusChart = page.getByRole('img', { name: L.statusTitle });
  // Its name is its title and its one-line summary (aria-labelledby names both).
  await expect(statusChart).toHaveAccessibleName(
    `${L.statusTitle} ${L.statusDescription('Pending 2 (40%), Approved 2 (40%), Rejected 1 (20%)')}`,
  );
  // Each bar group: the track, then the bar drawn over it.
  const shares = await statusChart.evaluate((svg) =>
    [...svg.querySelectorAll('g')].map((group) => {
      const [track, bar] = [...group.querySelectorAll('rect')].map((r) => r.width.baseVal.value);
      return Math.round(((bar ?? 0) / (track ?? 1)) * 100);
    }),
  );
  expect(shares).toEqual([40, 40, 20]);

  // Per week: the last 12 weeks, all five in this one.
  const perWeek = page.getByRole('table', { name: L.perWeekTitle });
  const weekCounts = await perWeek
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('td')?.textContent));
  expect(weekCounts).toEqual([...Array(11).fill('0'), '5']);
  const weekChart = page.getByRole('img', { name: L.perWeekTitle });
  await expect(weekChart).toHaveAccessibleName(`${L.perWeekTitle} ${L.perWeekDescription(5, 12, 5)}`);
  const heights = await weekChart.evaluate((svg) =>
    [...svg.querySelectorAll('rect')].map((rect) => rect.height.baseVal.value),
  );
  expect(heights).toHaveLength(12);
  expect(heights.slice(0, 11)).toEqual(Array(11).fill(0));
  expect(heights[11]).toBeGreaterThan(0);

  // The list under the charts: the five, newest first, each with its status, on one page.
  const list = page.getByRole('region', { name: L.applications });
  const items = await list.getByRole('listitem').allInnerTexts();
  expect(items.map((item) => [item.split('\n')[0]?.split(' ').at(-1), item.split('\n').at(-1)])).toEqual([
    ['Dashboarde', 'Pending'],
    ['Dashboardd', 'Pending'],
    ['Dashboardc', 'Rejected'],
    ['Dashboardb', 'Approved'],
    ['Dashboarda', 'Approved'],
  ]);
  await expect(list.getByText(LABELS.common.pageOf(1, 1))).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true });
});
