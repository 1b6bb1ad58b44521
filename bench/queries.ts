/**
 * `npm run bench:queries [-- --applications N --runs R --db pglite|postgres|both]`
 *
 * How long each query behind the application list, its searches, the duplicate check and the
 * enquiry takes on its own at scale (default a million applications): the database's own cost,
 * without HTTP or other load, which `npm run bench` adds. Each query runs R times (default 7),
 * after untimed runs for up to a second (at most 20); prints the median and the slowest, and how
 * many applications matched.
 */

import { addDays } from '@visadesk/contract';
import {
  countApplicationsBetween,
  findDuplicates,
  findForEnquiry,
  listApplications,
  listFallingDue,
  officeWeeks,
  openDatabase,
} from '@visadesk/server';
import { sql } from 'drizzle-orm';
import { benchEngines, createBenchDatabase } from './bench-database.ts';
import { benchOptions } from './bench-options.ts';
import { benchApplicant } from './seed.ts';

const args = benchOptions({ applications: 1_000_000, runs: 7, db: undefined });
const COUNT = args.applications;
const RUNS = args.runs;
const WARM_RUNS = 20;

type ListQuery = Parameters<typeof listApplications>[1];

for (const engine of benchEngines(args.db)) {
  const created = await createBenchDatabase(engine, COUNT);
  const database = await openDatabase(created.target);
  const today = new Date().toISOString().slice(0, 10);
  // Deadlines as an office keeps them: two applications in three with a passport expiry spread
  // over twelve years around today (so about a third overdue), one in five a visa expiry too.
  await database.db.execute(sql`update applications set
      passport_expiry = case when hashtext(id) % 3 <> 0 then ${today}::date - 2190 + abs(hashtext(id)) % 4380 end,
      visa_expiry = case when hashtext(id || 'v') % 5 = 0 then ${today}::date - 30 + abs(hashtext(id || 'v')) % 1500 end`);
  await database.db.execute(sql`vacuum analyze applications`);
  const a = benchApplicant(Math.ceil(COUNT / 2));
  const other = benchApplicant(Math.ceil(COUNT / 3));
  const list = (query: Partial<ListQuery>) => async () => {
    const { total } = await listApplications(
      database.db,
      { page: 1, limit: 10, search: '', ...query },
      today,
    );
    return total;
  };
  const officeWeekCounts = (zone: string) => async () =>
    (await countApplicationsBetween(database.db, officeWeeks(zone, Date.now()).bounds)).reduce(
      (sum, n) => sum + n,
      0,
    );
  const queries: [string, () => Promise<unknown>][] = [
    ['list, page 1', list({})],
    ['list, page 1 of one status', list({ status: 'pending' })],
    ['list, page 1,000', list({ page: 1000 })],
    ['list, the middle page', list({ page: Math.ceil(COUNT / 20) })],
    ['list, last page', list({ page: Math.ceil(COUNT / 10) })],
    ['list, expiring within 30 days', list({ expiringWithin: 30 })],
    ['list, expiring within 30 days, page 50', list({ expiringWithin: 30, page: 50 })],
    ['list, expiring within 90, by deadline', list({ expiringWithin: 90, sort: 'deadline' })],
    ['list, expiring 90, deadline, page 100', list({ expiringWithin: 90, sort: 'deadline', page: 100 })],
    ['list, by deadline, page 1', list({ sort: 'deadline' })],
    ['list, by deadline, page 1,000', list({ sort: 'deadline', page: 1000 })],
    [
      'list, one status, expiring 0, deadline',
      list({ status: 'approved', expiringWithin: 0, sort: 'deadline' }),
    ],
    ['dashboard, falling due', async () => (await listFallingDue(database.db, addDays(today, 30))).count],
    ['search, one character', list({ search: a.passport.slice(0, 1) })],
    ['search, two characters', list({ search: a.passport.slice(0, 2) })],
    ['search, passport fragment (5)', list({ search: a.passport.slice(3, 8) })],
    ['search, whole passport', list({ search: a.passport })],
    ['search, full name', list({ search: `${a.surname} ${a.givenN}` })],
    ['search, full name, given name first', list({ search: `${a.givenN} ${a.surname}` })],
    [
      'search, partial words ("bil az")',
      list({ search: `${a.givenN.slice(0, 3)} ${a.surname.slice(0, 2)}` }),
    ],
    ['search, national ID', list({ search: `NID${Math.ceil(COUNT / 2)}` })],
    ['search, a surname alone', list({ search: a.surname })],
    ['search, a surname alone, page 3', list({ search: a.surname, page: 3 })],
    // Past the first walk of the list: a second, longer walk.
    ['search, a surname alone, page 100', list({ search: a.surname, page: 100 })],
    ['search, e-mail fragment', list({ search: `applicant${Math.ceil(COUNT / 2)}@` })],
    [
      'duplicate check',
      () => findDuplicates(database.db, `applicant${Math.ceil(COUNT / 3)}@example.com`, other.passport),
    ],
    [
      'enquiry',
      () => findForEnquiry(database.db, { passport: a.passport, reference: null }, a.nationality, a.dob),
    ],
    // The seed spreads the applications over the twelve weeks: every quarter hour is a row.
    ['dashboard, 12 weeks in Asia/Manila', officeWeekCounts('Asia/Manila')],
    ['dashboard, 12 weeks in Asia/Kathmandu', officeWeekCounts('Asia/Kathmandu')],
    // What re-keying the counts on a change of zone would cost (and what migration 0012 does once).
    [
      'recount per quarter hour from applications',
      async () => {
        const result = (await database.db.execute(
          sql`select count(*)::int as n from (select application_quarter(created_at), count(*)
            from applications group by 1) quarters`,
        )) as unknown as { rows: { n: number }[] };
        return `${result.rows[0]?.n} quarter hours`;
      },
    ],
  ];

  console.log(`\n${engine} (${COUNT.toLocaleString()} applications, ${RUNS} runs each): median / slowest`);
  for (const [label, run] of queries) {
    // Warm, as a serving process is: untimed runs for up to a second (at most WARM_RUNS), so the
    // figures are the database's and not the first calls' compiling of the server's code.
    const result = await run();
    const warmUntil = performance.now() + 1000;
    for (let i = 1; i < WARM_RUNS && performance.now() < warmUntil; i += 1) await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((x, y) => x - y);
    const median = times[Math.floor(times.length / 2)] as number;
    const slowest = times[times.length - 1] as number;
    const matched =
      typeof result === 'number'
        ? `  ${result.toLocaleString()} matched`
        : typeof result === 'string'
          ? `  ${result}`
          : '';
    console.log(
      `  ${label.padEnd(34)} ${median.toFixed(1).padStart(7)} / ${slowest.toFixed(1).padStart(7)} ms${matched}`,
    );
  }
  await database.close();
  await created.remove();
}
