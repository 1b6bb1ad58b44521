import type { Db } from '@visadesk/server';
import { sql } from 'drizzle-orm';

export const BENCH_COUNTRIES = ['IN', 'PH', 'NG', 'NP', 'BD', 'PK', 'LK', 'VN', 'KE', 'GH'];
// 30 x 30 names: one full name is shared by about 1 in 900 applicants, as in a real caseload.
const SURNAMES = [
  'Sharma',
  'Santos',
  'Okafor',
  'Thapa',
  'Rahman',
  'Khan',
  'Perera',
  'Nguyen',
  'Wanjiru',
  'Mensah',
  'Patel',
  'Reyes',
  'Adeyemi',
  'Gurung',
  'Hossain',
  'Malik',
  'Silva',
  'Tran',
  'Otieno',
  'Boateng',
  'Singh',
  'Cruz',
  'Eze',
  'Rai',
  'Islam',
  'Hussain',
  'Fernando',
  'Pham',
  'Kamau',
  'Asante',
];
const GIVEN_NAMES = [
  'Priya',
  'Miguel',
  'Chinedu',
  'Sabina',
  'Arif',
  'Ayesha',
  'Nuwan',
  'Linh',
  'Grace',
  'Kwame',
  'Rahul',
  'Maria',
  'Ngozi',
  'Bikash',
  'Nusrat',
  'Imran',
  'Dilani',
  'Minh',
  'Brian',
  'Ama',
  'Anita',
  'Jose',
  'Emeka',
  'Sita',
  'Karim',
  'Sana',
  'Kasun',
  'Hoa',
  'Faith',
  'Kofi',
];
// Passport digits are n * 48271 mod 10^8: a bijection (48271 is prime to 10^8), so every passport
// is unique, yet neighbours share no digits, as real passport numbers do not.
const PASSPORT_MULTIPLIER = 48271;

/** Passport, nationality, date of birth and name of bench application number n (1-based). */
export function benchApplicant(n: number) {
  const country = BENCH_COUNTRIES[n % BENCH_COUNTRIES.length] as string;
  const day = (n % 28) + 1;
  const month = (n % 12) + 1;
  const year = 1960 + (n % 40);
  const digits = String((n * PASSPORT_MULTIPLIER) % 100_000_000).padStart(8, '0');
  return {
    passport: `${String.fromCharCode(65 + (n % 26))}${digits}`,
    nationality: country,
    dob: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    surname: SURNAMES[n % SURNAMES.length] as string,
    givenN: GIVEN_NAMES[Math.floor(n / SURNAMES.length) % GIVEN_NAMES.length] as string,
  };
}

/** The public enquiry of bench application number n: it matches that application. */
export function benchEnquiryPath(n: number): string {
  const a = benchApplicant(n);
  return `/api/application/fetchApplicationEnquiry?limit=10&search=${a.passport}&search1=${a.nationality}&search2=${a.dob}`;
}

/** Stops a bench whose enquiry finds nothing: cheap empty answers would pass for speed. */
export async function expectEnquiryMatch(baseUrl: string, n: number): Promise<void> {
  const answer = (await (await fetch(`${baseUrl}${benchEnquiryPath(n)}`)).json()) as {
    applications?: unknown[];
  };
  if (answer.applications?.length !== 1)
    throw new Error(`the enquiry of bench application ${n} did not find it: ${JSON.stringify(answer)}`);
}

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/** The bench's applications are made over the last twelve weeks: the dashboard's whole window. */
const SEED_SPAN_SECONDS = 84 * 86_400;

/**
 * Inserts `count` applications in one statement per 50,000 rows, with the same formulas as
 * benchApplicant so the enquiry can be driven with real matches. Ids keep the ObjectId layout,
 * their time the application's `created_at`, spread evenly over the dashboard's twelve weeks (so
 * every quarter hour of its window has applications, its most rows to read).
 */
export async function seedBenchApplications(db: Db, count: number, createdBy: string) {
  const countries = sqlArray(BENCH_COUNTRIES);
  const start = Math.floor(Date.now() / 1000) - SEED_SPAN_SECONDS;
  const madeAt = (g: string) => `(${start} + (${g}::bigint * ${SEED_SPAN_SECONDS}) / ${Math.max(count, 1)})`;
  for (let from = 1; from <= count; from += 50_000) {
    const to = Math.min(count, from + 49_999);
    await db.execute(
      sql.raw(`
      insert into applications (id, surname, given_n, sex, birth_city, current_n, dob, identification, national_id,
        company, duty_duration, job_title, salary, passport, issued_country, phone, email, is_status, created_by,
        created_at)
      select
        lpad(to_hex(${madeAt('g')}), 8, '0') || lpad(to_hex(g), 16, '0'),
        (${sqlArray(SURNAMES)})[1 + g % ${SURNAMES.length}],
        (${sqlArray(GIVEN_NAMES)})[1 + (g / ${SURNAMES.length}) % ${GIVEN_NAMES.length}],
        case when g % 2 = 0 then 'Male' else 'Female' end,
        'City ' || (g % 500),
        (${countries})[1 + g % ${BENCH_COUNTRIES.length}],
        make_date(1960 + g % 40, 1 + g % 12, 1 + g % 28),
        'Mark ' || g, 'NID' || g, 'Company ' || (g % 200), '2 years', 'Worker', '3000',
        chr(65 + g % 26) || lpad(((g::bigint * ${PASSPORT_MULTIPLIER}) % 100000000)::text, 8, '0'),
        (${countries})[1 + g % ${BENCH_COUNTRIES.length}],
        '1555' || lpad(g::text, 8, '0'),
        'applicant' || g || '@example.com',
        (ARRAY['pending','approved','rejected'])[1 + g % 3],
        '${createdBy}',
        to_timestamp(${madeAt('g')})
      from generate_series(${from}, ${to}) as g`),
    );
  }
  // What autovacuum does to a freshly loaded table on a server (PGlite has none): statistics for
  // the planner, and hint bits set, so the runs measure reads rather than first-touch page writes.
  await db.execute(sql.raw('vacuum analyze applications'));
}
